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
/// asks the cell provider for the cells UIKit would (inserted and reloaded items; every item after a
/// reload), and a nil cell raises UIKit's exception.
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
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// Handlers for expanding and collapsing outline items (kept; there is no user to expand).
    public struct SectionSnapshotHandlers<ItemType> {
        public var shouldExpandItem: ((ItemType) -> Bool)?
        public var willExpandItem: ((ItemType) -> Void)?
        public var shouldCollapseItem: ((ItemType) -> Bool)?
        public var willCollapseItem: ((ItemType) -> Void)?
        public var snapshotForExpandingParent: ((ItemType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
        public init() {}
    }

    /// Handlers for interactive reordering (kept; there is no user to reorder).
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((Any) -> Void)?
        public var didReorder: ((Any) -> Void)?
        public init() {}
    }

    public var supplementaryViewProvider: SupplementaryViewProvider?
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    public var reorderingHandlers = ReorderingHandlers()

    nonisolated let core: DataSourceCore<SectionIdentifierType, ItemIdentifierType>
    let cellProvider: CellProvider
    /// Held strongly (the view holds its data source weakly, so there is no cycle): a data source
    /// asks its view for cells as long as it applies.
    let collectionView: UICollectionView?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        core = DataSourceCore(wording: .collectionView)
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        super.init()
        collectionView.dataSource = self
        core.observeCommits { [weak self] event in MainActor.assumeIsolated { self?.committed(event) } }
    }

    /// The model underneath, for diffbench's own API (records, statistics, the headless view).
    nonisolated public var model: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> { core.model }

    // MARK: Applying

    nonisolated public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        core.apply(completion) { done in core.model.apply(snapshot.model, animatingDifferences: animatingDifferences, completion: done) }
    }

    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {
        await applyCompleted { done in apply(snapshot, animatingDifferences: animatingDifferences, completion: done) }
    }

    nonisolated public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        core.apply(completion) { done in core.model.applySnapshotUsingReloadData(snapshot.model, completion: done) }
    }

    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await applyCompleted { done in applySnapshotUsingReloadData(snapshot, completion: done) }
    }

    nonisolated public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(completion) { done in core.model.apply(snapshot.model, to: section, animatingDifferences: animatingDifferences, completion: done) }
    }

    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true
    ) async {
        await applyCompleted { done in apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: done) }
    }

    // MARK: Queries

    nonisolated public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot(core.model.snapshot())
    }

    nonisolated public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        NSDiffableDataSourceSectionSnapshot(core.model.snapshot(for: section) ?? SectionSnapshot())
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        DataSourceCore.item(at: indexPath, in: core.model.snapshot())
    }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core.model.indexPath(for: itemIdentifier)?.indexPath }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.model.sectionIdentifier(for: index) }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.model.index(for: sectionIdentifier) }

    nonisolated open override var description: String { "<UICollectionViewDiffableDataSource: 0x0>" }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { core.model.snapshot().numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        let snapshot = core.model.snapshot()
        guard let range = snapshot.globalRange(ofSectionAt: section) else {
            core.raise("Invalid parameter not satisfying: section < _impl.numberOfSections")
            return 0
        }
        return range.count
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cell(collectionView, at: indexPath, in: core.model.snapshot())
    }

    /// The supplementary view from `supplementaryViewProvider`. Headless views have no layout, so
    /// nothing asks for one unless your code does; with no provider (or a nil view) it returns an
    /// empty view rather than UIKit's layout-time exception, whose text this model does not carry.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView()
    }

    /// Whether the item may be reordered: `reorderingHandlers.canReorderItem`, false without one.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }

    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The cell for `indexPath` from the cell provider, as UIKit asks for it: a path without an item
    /// and a nil cell raise UIKit's texts.
    func cell(_ view: UICollectionView, at indexPath: IndexPath, in snapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>) -> UICollectionViewCell {
        guard let item = DataSourceCore.item(at: indexPath, in: snapshot) else {
            core.raise("Invalid parameter not satisfying: itemIdentifier")
            return UICollectionViewCell()
        }
        guard let cell = cellProvider(view, indexPath, item) else {
            core.raise("UICollectionViewDiffableDataSource cell provider returned nil for index path \(describe(indexPath)) with item identifier '\(item)', which is not allowed. You must always return a cell to the collection view: <UICollectionView: 0x0>")
            return UICollectionViewCell()
        }
        return cell
    }

    /// On the main queue, inside the commit: the view takes the new counts and asks for its cells.
    func committed(_ event: CommitEvent<SectionIdentifierType, ItemIdentifierType>) {
        guard let view = collectionView else { return }
        view.counts.set(event.snapshot.itemCounts)
        for path in DataSourceCore.cellPaths(after: event) { _ = cell(view, at: path, in: event.snapshot) }
    }
}
#endif
