#if !canImport(UIKit)
import ApplyPipeline
import DiffableSnapshots
import Dispatch
import Foundation

/// UIKit's `UITableViewDiffableDataSource`, on diffbench's apply pipeline, as
/// `UICollectionViewDiffableDataSource` here (table wording in every message): each commit reaches
/// the table as one value, and the table asks this data source (`tableView(_:cellForRowAt:)`, so
/// the cell provider) for the cells UIKit would.
///
/// Main-actor isolated as in the iOS SDK (`@MainActor @preconcurrency`, an `NSObject`), so a
/// subclass restates nothing; the apply and snapshot members are `nonisolated`, because UIKit lets
/// you apply from a background queue (its same-queue rule, modelled here, is what constrains it).
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// What gives a cell for an item. Modelled: asked where UIKit asks.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The animation of row changes (kept; there is nothing to animate).
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    nonisolated let core: DataSourceCore<SectionIdentifierType, ItemIdentifierType>
    let cellProvider: CellProvider
    /// Held strongly (the view holds its data source weakly, so there is no cycle).
    let tableView: UITableView?
    /// What the data source answers from on the main actor: the model's snapshot, which is the new
    /// one from the moment its commit starts, so titles, item lookups and `snapshot()` asked from a
    /// cell provider or an override see it, as UIKit's answers from its new snapshot while the view
    /// updates.
    var shownSnapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType> { core.model.snapshot() }

    /// A data source for `tableView` (it makes itself the table's data source). Modelled.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        core = DataSourceCore(wording: .tableView)
        self.cellProvider = cellProvider
        self.tableView = tableView
        super.init()
        tableView.dataSource = self
        core.deliverCommits { [weak self] in self?.tableView }
    }

    /// The model underneath, for diffbench's own API.
    nonisolated public var model: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> { core.model }

    // MARK: Applying

    /// Applies `snapshot`, from any queue under UIKit's same-queue rule; `completion` runs on the main queue. Modelled.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        core.apply(completion, .snapshot(snapshot.model))
    }

    /// Applies `snapshot` and returns once it is shown. Modelled.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {
        await applyCompleted { done in apply(snapshot, animatingDifferences: animatingDifferences, completion: done) }
    }

    /// Shows `snapshot` with `reloadData` (every cell asked for; the selection cleared). Modelled.
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        core.apply(completion, .reloadData(snapshot.model))
    }

    /// The `async` form of `applySnapshotUsingReloadData(_:completion:)`. Modelled.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await applyCompleted { done in applySnapshotUsingReloadData(snapshot, completion: done) }
    }

    // MARK: Queries

    /// A copy of what the view shows (during a commit on the main queue, the snapshot being committed). Modelled.
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot(core.model.snapshot())
    }

    /// The item shown at `indexPath`, or nil. Modelled.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        DataSourceCore.item(at: indexPath, in: shownSnapshot)
    }

    /// Where `itemIdentifier` is shown, or nil. Modelled.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { DataSourceCore.indexPath(of: itemIdentifier, in: shownSnapshot) }

    /// The section shown at `index`, or nil. Modelled.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = shownSnapshot.sectionIdentifiers
        return index >= 0 && index < sections.count ? sections[index] : nil
    }

    /// The index of the section, or nil. Modelled.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { shownSnapshot.indexOfSection(sectionIdentifier) }

    /// UIKit's description with a zeroed address, so texts compare. Modelled.
    nonisolated open override var description: String { "<UITableViewDiffableDataSource: 0x0>" }

    // MARK: UITableViewDataSource

    /// The number of sections shown. Modelled.
    open func numberOfSections(in tableView: UITableView) -> Int { shownSnapshot.numberOfSections }

    /// The number of rows in `section`; a section out of range raises UIKit's text (recorded: 0). Modelled.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let range = shownSnapshot.globalRange(ofSectionAt: section) else {
            core.raise("Invalid parameter not satisfying: section < _impl.numberOfSections")
            return 0
        }
        return range.count
    }

    /// The cell from the cell provider for the row's item in the snapshot shown (during a commit,
    /// the one being committed); a path without an item and a nil cell raise UIKit's texts.
    /// Modelled: the table asks it for each cell UIKit would ask for.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = DataSourceCore.item(at: indexPath, in: shownSnapshot) else {
            core.raise("Invalid parameter not satisfying: itemIdentifier")
            return UITableViewCell()
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            core.raise("UITableViewDiffableDataSource cell provider returned nil for index path \(describe(indexPath)) with item identifier '\(item)', which is not allowed. You must always return a cell to the table view: <UITableView: 0x0>")
            return UITableViewCell()
        }
        return cell
    }

    /// Nil: override it to give section header titles, as with UIKit's. Modelled: asked for every
    /// section after each commit.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Nil: override it to give footer titles. Modelled.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// False, as UIKit's diffable data source (so no swipe-to-delete until a subclass says true). Modelled.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// False, as UIKit's diffable data source (no reorder control until a subclass says true). Modelled.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing, as UIKit's: a subclass deletes the item by applying a snapshot without it. Modelled.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// A user moved a row: the data source takes the reordered snapshot without asking for cells
    /// (the table already shows the move; cells and selection follow the item), so `snapshot()` is
    /// reordered, as UIKit's does when a subclass calls `super`. A path out of range changes
    /// nothing. Modelled.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let (_, final) = Reordering.moving(shownSnapshot, from: sourceIndexPath, to: destinationIndexPath) else { return }
        core.apply(nil, .snapshot(final))
    }
    /// Nil. Shape only.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// `index`. Shape only.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
extension UITableViewDiffableDataSource: CommittingDataSource {
    var viewCommittedTo: UIView? { tableView }
}
#endif
