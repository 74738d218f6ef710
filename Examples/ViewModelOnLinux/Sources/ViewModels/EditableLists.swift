// Data sources written as app code subclasses UIKit's, compiled in Swift 5 mode (this package's
// mode) against DiffableCompat with only the import differing: a table data source that titles its
// sections, deletes on swipe and reorders by calling super; a collection data source that gives its
// headers and reorders through reorderingHandlers; a Reference data source with a convenience
// initializer in an extension. Their Swift 6 twins are diffbench's DiffableCompatTests
// (TableEditingTests, SupplementaryAndReferenceTests).
#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif

public enum TodoSection: String, Hashable, CaseIterable, Sendable { case today, later }

public final class TodoDataSource: UITableViewDiffableDataSource<TodoSection, String> {
    public private(set) var deleted: [String] = []

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        snapshot().sectionIdentifiers[section].rawValue.capitalized
    }

    public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        deleted.append(item)
        apply(snapshot, animatingDifferences: true)
    }

    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    public override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
}

public final class PlaylistDataSource: UICollectionViewDiffableDataSource<Int, String> {
    public private(set) var order: [String] = []

    public func enableReordering() {
        reorderingHandlers.canReorderItem = { _ in true }
        reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self = self else { return }
            self.order = transaction.finalSnapshot.itemIdentifiers
        }
    }

    public override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

extension UICollectionViewDiffableDataSourceReference {
    public convenience init(collectionView: UICollectionView, existing: UICollectionViewDataSource) {
        self.init(collectionView: collectionView) { view, indexPath, _ in existing.collectionView(view, cellForItemAt: indexPath) }
    }
}
