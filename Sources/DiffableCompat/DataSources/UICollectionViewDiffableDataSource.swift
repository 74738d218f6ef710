#if !canImport(UIKit)
import ApplyPipeline
import DiffableSnapshots
import Dispatch
import Foundation

/// UIKit's `UICollectionViewDiffableDataSource`, on diffbench's apply pipeline: applies from a
/// background queue are diffed off the main queue and committed on it in order; an apply on the
/// main queue commits there and then; UIKit's same-queue rule holds with its texts (an apply on the
/// main queue while background ones are outstanding, or from inside another apply, raises
/// `Deadlock detected: …`; applies from both queues log the non-thread-confined warning). Each commit
/// reaches the view as one value through the view's own entry point; the view then asks this data
/// source (`collectionView(_:cellForItemAt:)`, so the cell provider) for the cells UIKit would
/// (inserted and reloaded items; every item after a reload), and a nil cell raises UIKit's exception.
///
/// Its main-queue stand-in is `DispatchQueue.main` itself: tests (Swift Testing, XCTest) drain it; a
/// command-line tool calls `dispatchMain()` or runs the main run loop.
///
/// Main-actor isolated as in the iOS SDK (`@MainActor @preconcurrency`, an `NSObject`), so a
/// subclass restates nothing; the apply and snapshot members are `nonisolated`, because UIKit lets
/// you apply from a background queue (its same-queue rule, modelled here, is what constrains it).
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// What gives a cell for an item. Modelled: asked where UIKit asks.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// What gives a supplementary view. Modelled.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// Handlers for expanding and collapsing outline items. Modelled: a tap on an outline
    /// disclosure (`UICollectionView.tapOutlineDisclosure(at:)`, or `tapItem(at:)` on a
    /// header-style one) asks and calls them, as UIKit's.
    public struct SectionSnapshotHandlers<ItemType> {
        /// Whether a tap may expand the item (nil: yes). Modelled.
        public var shouldExpandItem: ((ItemType) -> Bool)?
        /// Called before a tap expands the item. Modelled.
        public var willExpandItem: ((ItemType) -> Void)?
        /// Whether a tap may collapse the item (nil: yes). Modelled.
        public var shouldCollapseItem: ((ItemType) -> Bool)?
        /// Called before a tap collapses the item. Modelled.
        public var willCollapseItem: ((ItemType) -> Void)?
        /// Gives the children a tap expands the item into, from its current children. Modelled.
        public var snapshotForExpandingParent: ((ItemType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
        /// No handlers. Modelled.
        public init() {}
    }

    /// Handlers for interactive reordering. Modelled: an interactive movement (or a direct call of
    /// `collectionView(_:moveItemAt:to:)`) asks `canReorderItem` and calls `willReorder` and
    /// `didReorder` with the transaction.
    public struct ReorderingHandlers {
        /// Whether the user may reorder an item; without it, nothing is reorderable.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the data source takes a reordering's final snapshot.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after it did: update your backing store from the transaction.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// No handlers.
        public init() {}
    }

    /// Gives the supplementary views. Modelled: called for each section's supplementary kinds
    /// after each commit (new and reloaded sections; every section after a reload).
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Outline handlers, asked when a test taps an outline disclosure. Modelled.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// The reordering handlers. Modelled.
    public var reorderingHandlers = ReorderingHandlers()

    nonisolated let core: DataSourceCore<SectionIdentifierType, ItemIdentifierType>
    let cellProvider: CellProvider
    /// Held strongly (the view holds its data source weakly, so there is no cycle): a data source
    /// commits to its view as long as it applies.
    let collectionView: UICollectionView?
    /// What the data source answers from on the main actor: the model's snapshot, which is the new
    /// one from the moment its commit starts, so titles, item lookups and `snapshot()` asked from a
    /// cell provider or an override see it, as UIKit's answers from its new snapshot while the view
    /// updates.
    var shownSnapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType> { core.model.snapshot() }

    /// A data source for `collectionView` (it makes itself the view's data source). Modelled.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        core = DataSourceCore(wording: .collectionView)
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        super.init()
        collectionView.dataSource = self
        core.deliverCommits { [weak self] in self?.collectionView }
    }

    /// The model underneath, for diffbench's own API (records, statistics, the headless view).
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

    /// Applies a section snapshot to `section`. Modelled.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(completion, .sectionSnapshot(snapshot.model, to: section))
    }

    /// The `async` form of the section-snapshot apply. Modelled.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true
    ) async {
        await applyCompleted { done in apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: done) }
    }

    // MARK: Queries

    /// A copy of what the view shows (during a commit on the main queue, the snapshot being committed). Modelled.
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot(core.model.snapshot())
    }

    /// The section snapshot last applied to `section`. Modelled.
    nonisolated open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        NSDiffableDataSourceSectionSnapshot(core.model.snapshot(for: section) ?? SectionSnapshot())
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
    nonisolated open override var description: String { "<UICollectionViewDiffableDataSource: 0x0>" }

    // MARK: UICollectionViewDataSource

    /// The number of sections shown. Modelled.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { shownSnapshot.numberOfSections }

    /// The number of items in `section`; a section out of range raises UIKit's text (recorded: 0). Modelled.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        let snapshot = shownSnapshot
        guard let range = snapshot.globalRange(ofSectionAt: section) else {
            core.raise("Invalid parameter not satisfying: section < _impl.numberOfSections")
            return 0
        }
        return range.count
    }

    /// The cell from the cell provider for the item at `indexPath` in the snapshot shown (during a
    /// commit, the one being committed); a path without an item and a nil cell raise UIKit's texts.
    /// Modelled: the view asks it for each cell UIKit would ask for.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = DataSourceCore.item(at: indexPath, in: shownSnapshot) else {
            core.raise("Invalid parameter not satisfying: itemIdentifier")
            return UICollectionViewCell()
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            core.raise("UICollectionViewDiffableDataSource cell provider returned nil for index path \(describe(indexPath)) with item identifier '\(item)', which is not allowed. You must always return a cell to the collection view: <UICollectionView: 0x0>")
            return UICollectionViewCell()
        }
        return cell
    }

    /// The supplementary view from `supplementaryViewProvider`. Modelled; with no provider (or a
    /// nil view) it returns an empty view rather than UIKit's layout-time exception, whose text this
    /// model does not carry.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView()
    }

    /// Whether the item may be reordered: `reorderingHandlers.canReorderItem`, false without one
    /// or for a path without an item. Modelled.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }

    /// A user moved the item at `sourceIndexPath` to `destinationIndexPath`. Modelled as UIKit's:
    /// builds the transaction, calls `willReorder`, takes the final snapshot without asking for
    /// cells (the view already shows the move; its cells and selection follow the item), calls
    /// `didReorder`; `snapshot()` is then reordered. A path out of range changes nothing.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let initial = shownSnapshot
        guard let (_, final) = Reordering.moving(initial, from: sourceIndexPath, to: destinationIndexPath) else { return }
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final)
        reorderingHandlers.willReorder?(transaction)
        core.apply(nil, .snapshot(final))
        reorderingHandlers.didReorder?(transaction)
    }

    /// Nil: UIKit's diffable data source has no index titles unless a subclass gives them. Shape only.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The first item of section `index`. Shape only.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
extension UICollectionViewDiffableDataSource: CommittingDataSource {
    var viewCommittedTo: UIView? { collectionView }
}
#endif
