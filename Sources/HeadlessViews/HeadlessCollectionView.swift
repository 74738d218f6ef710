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
    /// The items shown in each section, in order.
    public private(set) var itemIdentifiers: [[ItemID]]
    /// Whether messages speak as a collection view or a table view.
    public var wording: ViewWording
    /// Batch updates committed so far (structural passes and reload passes each count once).
    public private(set) var committedBatchCount = 0

    /// A view showing `snapshot`.
    public init(showing snapshot: DiffableSnapshot<SectionID, ItemID>, wording: ViewWording = .collectionView) {
        sectionIdentifiers = []
        itemIdentifiers = []
        self.wording = wording
        reloadData(with: snapshot)
    }

    /// Shows `snapshot` without validation or animation (UIKit's `reloadData`).
    /// - Complexity: O(n).
    public mutating func reloadData(with snapshot: DiffableSnapshot<SectionID, ItemID>) {
        sectionIdentifiers = snapshot.sectionIdentifiers
        let items = snapshot.itemIdentifiers
        itemIdentifiers = (0 ..< snapshot.numberOfSections).map { Array(items[snapshot.globalRange(ofSectionAt: $0)]) }
    }

    /// The number of items in each section.
    public var itemCounts: [Int] { itemIdentifiers.map(\.count) }

    /// Whether the view shows exactly `snapshot`'s sections and items.
    /// - Complexity: O(n).
    public func shows(_ snapshot: DiffableSnapshot<SectionID, ItemID>) -> Bool {
        guard sectionIdentifiers == snapshot.sectionIdentifiers else { return false }
        let items = snapshot.itemIdentifiers
        for (index, shown) in itemIdentifiers.enumerated() where shown[...] != items[snapshot.globalRange(ofSectionAt: index)] {
            return false
        }
        return true
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
        let oldFlat = itemIdentifiers.flatMap { $0 }
        var sections: [SectionID] = []
        var items: [[ItemID]] = []
        sections.reserveCapacity(batch.sectionSource.count)
        items.reserveCapacity(batch.sectionSource.count)
        for new in batch.sectionSource.indices {
            let newRange = batch.newStarts[new] ..< batch.newStarts[new + 1]
            let old = batch.sectionSource[new]
            guard old >= 0 else {
                sections.append(dataSource.sectionIdentifiers[new])
                items.append(Array(newItems[newRange]))
                continue
            }
            sections.append(sectionIdentifiers[old])
            var stationary = (batch.oldStarts[old] ..< batch.oldStarts[old + 1]).lazy.filter { !batch.leavesOld[$0] }.makeIterator()
            var section: [ItemID] = []
            section.reserveCapacity(newRange.count)
            for position in newRange {
                switch batch.newSource[position] {
                case -2: section.append(newItems[position])
                case -1: section.append(oldFlat[stationary.next()!])
                case let source: section.append(oldFlat[Int(source)])
                }
            }
            items.append(section)
        }
        sectionIdentifiers = sections
        itemIdentifiers = items
    }
}
