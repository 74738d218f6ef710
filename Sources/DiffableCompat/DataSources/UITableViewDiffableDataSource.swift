#if !canImport(UIKit)
import ApplyPipeline
import DiffableSnapshots
import Dispatch
import Foundation

/// UIKit's `UITableViewDiffableDataSource`, on diffbench's apply pipeline, as
/// `UICollectionViewDiffableDataSource` here (table wording in every message).
///
/// Main-actor isolated as in the iOS SDK (`@MainActor @preconcurrency`, an `NSObject`), so a
/// subclass restates nothing; the apply and snapshot members are `nonisolated`, because UIKit lets
/// you apply from a background queue (its same-queue rule, modelled here, is what constrains it).
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The animation of row changes (kept; there is nothing to animate).
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    nonisolated let core: DataSourceCore<SectionIdentifierType, ItemIdentifierType>
    let cellProvider: CellProvider
    /// Held strongly (the view holds its data source weakly, so there is no cycle).
    let tableView: UITableView?

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        core = DataSourceCore(wording: .tableView)
        self.cellProvider = cellProvider
        self.tableView = tableView
        super.init()
        tableView.dataSource = self
        core.observeCommits { [weak self] event in MainActor.assumeIsolated { self?.committed(event) } }
    }

    /// The model underneath, for diffbench's own API.
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

    // MARK: Queries

    nonisolated public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot(core.model.snapshot())
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        DataSourceCore.item(at: indexPath, in: core.model.snapshot())
    }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core.model.indexPath(for: itemIdentifier)?.indexPath }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.model.sectionIdentifier(for: index) }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.model.index(for: sectionIdentifier) }

    nonisolated open override var description: String { "<UITableViewDiffableDataSource: 0x0>" }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { core.model.snapshot().numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let range = core.model.snapshot().globalRange(ofSectionAt: section) else {
            core.raise("Invalid parameter not satisfying: section < _impl.numberOfSections")
            return 0
        }
        return range.count
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cell(tableView, at: indexPath, in: core.model.snapshot())
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    func cell(_ view: UITableView, at indexPath: IndexPath, in snapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>) -> UITableViewCell {
        guard let item = DataSourceCore.item(at: indexPath, in: snapshot) else {
            core.raise("Invalid parameter not satisfying: itemIdentifier")
            return UITableViewCell()
        }
        guard let cell = cellProvider(view, indexPath, item) else {
            core.raise("UITableViewDiffableDataSource cell provider returned nil for index path \(describe(indexPath)) with item identifier '\(item)', which is not allowed. You must always return a cell to the table view: <UITableView: 0x0>")
            return UITableViewCell()
        }
        return cell
    }

    func committed(_ event: CommitEvent<SectionIdentifierType, ItemIdentifierType>) {
        guard let view = tableView else { return }
        view.counts.set(event.snapshot.itemCounts)
        for path in DataSourceCore.cellPaths(after: event) { _ = cell(view, at: path, in: event.snapshot) }
    }
}
#endif
