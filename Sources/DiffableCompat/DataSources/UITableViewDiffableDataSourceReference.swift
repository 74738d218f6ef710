#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewDiffableDataSourceReference`, the Objective-C table diffable data source
/// existing apps adopt first: untyped identifiers (`Any`) and `NSDiffableDataSourceSnapshotReference`.
/// Modelled: it runs on a `UITableViewDiffableDataSource` over `AnyDiffableIdentifier`, so
/// applies, failures, cells, selection and titles behave as the Swift one's.
/// Subclassable; convenience initializers in an extension work as with UIKit's.
@MainActor @preconcurrency
open class UITableViewDiffableDataSourceReference: NSObject, UITableViewDataSource {
    /// What gives a cell for an item: UIKit's `UITableViewDiffableDataSourceReferenceCellProvider`.
    public typealias CellProvider = (UITableView, IndexPath, Any) -> UITableViewCell?
    /// The Swift data source underneath.
    nonisolated let base: UITableViewDiffableDataSource<AnyDiffableIdentifier, AnyDiffableIdentifier>

    /// A data source for `tableView` (which it makes its data source) with `cellProvider`. Modelled.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        base = UITableViewDiffableDataSource(tableView: tableView) { view, path, item in cellProvider(view, path, item.base.base) }
        super.init()
        tableView.dataSource = self
    }

    /// The animation of row changes. Shape only: kept.
    public var defaultRowAnimation: UITableView.RowAnimation {
        get { base.defaultRowAnimation }
        set { base.defaultRowAnimation = newValue }
    }

    /// Applies `snapshot`, animating or not. Modelled, as `apply(_:animatingDifferences:)` (from any
    /// queue, with UIKit's same-queue rule).
    nonisolated open func applySnapshot(_ snapshot: NSDiffableDataSourceSnapshotReference, animatingDifferences: Bool) {
        base.apply(snapshot.snapshot, animatingDifferences: animatingDifferences)
    }

    /// Applies `snapshot`; `completion` runs on the main queue once it is shown. Modelled.
    nonisolated open func applySnapshot(_ snapshot: NSDiffableDataSourceSnapshotReference, animatingDifferences: Bool, completion: (() -> Void)? = nil) {
        base.apply(snapshot.snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` with `reloadData`. Modelled.
    nonisolated open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshotReference, completion: (() -> Void)? = nil) {
        base.applySnapshotUsingReloadData(snapshot.snapshot, completion: completion)
    }

    /// A copy of what the view shows. Modelled.
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshotReference { NSDiffableDataSourceSnapshotReference(base.snapshot()) }

    /// The item at `indexPath`, or nil. Modelled.
    open func itemIdentifier(for indexPath: IndexPath) -> Any? { base.itemIdentifier(for: indexPath)?.base.base }

    /// Where the item is, or nil. Modelled.
    open func indexPath(forItemIdentifier identifier: Any) -> IndexPath? {
        NSDiffableDataSourceSnapshotReference.key(identifier).flatMap { base.indexPath(for: $0) }
    }

    /// The section at `index`, or nil. Modelled.
    open func sectionIdentifier(forIndex index: Int) -> Any? { base.sectionIdentifier(for: index)?.base.base }

    /// The index of the section, or `NSNotFound`. Modelled.
    open func index(forSectionIdentifier identifier: Any) -> Int {
        NSDiffableDataSourceSnapshotReference.key(identifier).flatMap { base.index(for: $0) } ?? NSNotFound
    }

    // MARK: UITableViewDataSource (the Swift data source's answers)

    /// The number of sections shown. Modelled.
    open func numberOfSections(in tableView: UITableView) -> Int { base.numberOfSections(in: tableView) }
    /// The number of rows in `section`; UIKit raises for a section out of range. Modelled.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { base.tableView(tableView, numberOfRowsInSection: section) }
    /// The cell from the cell provider. Modelled.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { base.tableView(tableView, cellForRowAt: indexPath) }
    /// Nil: override it for titles. Modelled.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Nil: override it for titles. Modelled.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// False, as the Swift data source. Modelled.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// False, as the Swift data source. Modelled.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing, as the Swift data source. Modelled.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Moves the row's item in the snapshot, as the Swift data source. Modelled.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        base.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
    /// Nil. Shape only.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// `index`. Shape only.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

extension UITableViewDiffableDataSourceReference: CommittingDataSource {
    var viewCommittedTo: UIView? { base.tableView }
}
#endif
