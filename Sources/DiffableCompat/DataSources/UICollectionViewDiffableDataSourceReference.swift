#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewDiffableDataSourceReference`, the Objective-C diffable data source
/// existing apps adopt first: untyped identifiers (`Any`) and `NSDiffableDataSourceSnapshotReference`.
/// Modelled: it runs on a `UICollectionViewDiffableDataSource` over `AnyDiffableIdentifier`, so
/// applies, failures, cells, selection and supplementary views behave as the Swift one's.
/// Subclassable; convenience initializers in an extension work as with UIKit's.
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSourceReference: NSObject, UICollectionViewDataSource {
    /// What gives a cell for an item: UIKit's `UICollectionViewDiffableDataSourceReferenceCellProvider`.
    public typealias CellProvider = (UICollectionView, IndexPath, Any) -> UICollectionViewCell?
    /// What gives a supplementary view.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// The Swift data source underneath.
    nonisolated let base: UICollectionViewDiffableDataSource<AnyDiffableIdentifier, AnyDiffableIdentifier>

    /// A data source for `collectionView` (which it makes its data source) with `cellProvider`. Modelled.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        base = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in cellProvider(view, path, item.base.base) }
        super.init()
        collectionView.dataSource = self
    }

    /// Gives the supplementary views. Modelled, as the Swift data source's.
    public var supplementaryViewProvider: SupplementaryViewProvider? {
        get { base.supplementaryViewProvider }
        set { base.supplementaryViewProvider = newValue }
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

    // MARK: UICollectionViewDataSource (the Swift data source's answers)

    /// The number of sections shown. Modelled.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { base.numberOfSections(in: collectionView) }
    /// The number of items in `section`; UIKit raises for a section out of range. Modelled.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        base.collectionView(collectionView, numberOfItemsInSection: section)
    }
    /// The cell from the cell provider. Modelled.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        base.collectionView(collectionView, cellForItemAt: indexPath)
    }
    /// The supplementary view from the provider. Modelled.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        base.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
    /// False: the Reference type has no reordering handlers here. Modelled.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Moves the item in the snapshot, as the Swift data source. Modelled.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        base.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }
    /// Nil. Shape only.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item of section `index`. Shape only.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

extension UICollectionViewDiffableDataSourceReference: CommittingDataSource {
    var viewCommittedTo: UIView? { base.collectionView }
}
#endif
