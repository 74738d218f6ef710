import DiffableSnapshots
import Diffing

/// A collection view (or, with `.tableView` wording, a table view) without a screen: it holds the
/// sections and item identifiers it shows, validates batch updates exactly as UIKit does, and on
/// success moves to the state the update describes.
///
/// It is the oracle for everything else: after `performBatchUpdates(update, dataSource: new)` the
/// view holds what the update *says* (kept items where the update leaves them, inserted items read
/// from the data source at their new positions, as UIKit asks its data source for new cells), so
/// comparing it with `new` catches an update that passes UIKit's count checks but puts items in the
/// wrong place.
public struct HeadlessCollectionView<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The sections shown, in order.
    public private(set) var sectionIdentifiers: [SectionID]
    /// Every item shown, section after section.
    public private(set) var flatItemIdentifiers: [ItemID]
    /// The number of items in each section.
    public private(set) var itemCounts: [Int]
    /// Whether messages speak as a collection view or a table view.
    public var wording: ViewWording
    /// Batch updates committed so far (structural passes and reload passes each count once).
    public private(set) var committedBatchCount = 0

    /// A view showing `snapshot`.
    public init(showing snapshot: DiffableSnapshot<SectionID, ItemID>, wording: ViewWording = .collectionView) {
        sectionIdentifiers = []
        flatItemIdentifiers = []
        itemCounts = []
        self.wording = wording
        reloadData(with: snapshot)
    }

    /// Shows `snapshot` without validation or animation (UIKit's `reloadData`).
    /// - Complexity: O(n).
    public mutating func reloadData(with snapshot: DiffableSnapshot<SectionID, ItemID>) {
        sectionIdentifiers = snapshot.sectionIdentifiers
        flatItemIdentifiers = snapshot.itemIdentifiers
        itemCounts = (0 ..< snapshot.numberOfSections).map { snapshot.globalRange(ofSectionAt: $0).count }
    }

    /// The items shown in each section, in order. - Complexity: O(n).
    public var itemIdentifiers: [[ItemID]] {
        var start = 0
        return itemCounts.map { count in
            defer { start += count }
            return Array(flatItemIdentifiers[start ..< start + count])
        }
    }

    /// Whether the view shows exactly `snapshot`'s sections and items.
    /// - Complexity: O(n).
    public func shows(_ snapshot: DiffableSnapshot<SectionID, ItemID>) -> Bool {
        guard sectionIdentifiers == snapshot.sectionIdentifiers, flatItemIdentifiers == snapshot.itemIdentifiers else { return false }
        return itemCounts.indices.allSatisfy { itemCounts[$0] == snapshot.globalRange(ofSectionAt: $0).count }
    }

    /// UIKit's `performBatchUpdates`: validates `update` against the counts before (this view) and
    /// after (`dataSource`) and, if UIKit would accept it, moves to the state it describes. Reloads
    /// here are pre-update paths. On error the view is unchanged.
    /// - Complexity: O(n + c log c) for n items and c changes.
    public mutating func performBatchUpdates(
        _ update: BatchUpdate, dataSource: DiffableSnapshot<SectionID, ItemID>
    ) throws(InconsistencyError) {
        let newCounts = (0 ..< dataSource.numberOfSections).map { dataSource.globalRange(ofSectionAt: $0).count }
        let validator = BatchValidator(oldCounts: itemCounts, newCounts: newCounts, wording: wording)
        let batch = try validator.validate(update)
        commit(batch, dataSource: dataSource)
        committedBatchCount += 1
    }

    /// What a diffable data source does with a differ's update: the structural batch, then, when
    /// there are any, the reloads and reconfigures as a second batch on final paths. On error the
    /// view is unchanged (neither pass is kept).
    public mutating func apply(_ update: BatchUpdate, dataSource: DiffableSnapshot<SectionID, ItemID>) throws(InconsistencyError) {
        let before = self
        do {
            let reloads = update.reloadPart
            // A reload-only diff is one batch; an empty diff still commits one (empty) batch.
            if update.structuralChangeCount > 0 || reloads.isEmpty {
                try performBatchUpdates(update.structuralPart, dataSource: dataSource)
            }
            if !reloads.isEmpty { try performBatchUpdates(reloads, dataSource: dataSource) }
        } catch {
            self = before
            throw error
        }
    }

    /// Builds the new state: kept sections where the update leaves them, inserted sections and items
    /// from the data source, moved items at their destinations, and everything else in its old order.
    private mutating func commit(_ batch: ValidatedBatch, dataSource: DiffableSnapshot<SectionID, ItemID>) {
        let newItems = dataSource.itemIdentifiers
        let oldItems = flatItemIdentifiers
        var sections: [SectionID] = []
        var items: [ItemID] = []
        sections.reserveCapacity(batch.sectionSource.count)
        items.reserveCapacity(newItems.count)
        for new in batch.sectionSource.indices {
            let newRange = batch.newStarts[new] ..< batch.newStarts[new + 1]
            let old = batch.sectionSource[new]
            guard old >= 0 else {
                sections.append(dataSource.sectionIdentifiers[new])
                items.append(contentsOf: newItems[newRange])
                continue
            }
            sections.append(sectionIdentifiers[old])
            var stationary = batch.oldStarts[old]
            for position in newRange {
                switch batch.newSource[position] {
                case ValidatedBatch.insertMark: items.append(newItems[position])
                case ValidatedBatch.stationaryMark:
                    while batch.leavesOld[stationary] { stationary += 1 }
                    items.append(oldItems[stationary])
                    stationary += 1
                case let source: items.append(oldItems[Int(source)])
                }
            }
        }
        itemCounts = (0 ..< batch.sectionSource.count).map { batch.newStarts[$0 + 1] - batch.newStarts[$0] }
        flatItemIdentifiers = items
        sectionIdentifiers = sections
    }
}
