import DiffableCompat
import Foundation
import Testing

/// A collection data source subclass that logs what the view asks it, as an app's override would see it.
final class AskedCollectionSource: UICollectionViewDiffableDataSource<String, String> {
    var cellsAsked: [String] = []
    var countsAsked = 0
    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        countsAsked += 1
        return super.numberOfSections(in: collectionView)
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellsAsked.append(itemIdentifier(for: indexPath) ?? "none")
        return super.collectionView(collectionView, cellForItemAt: indexPath)
    }
}

/// A table data source subclass that logs the rows the table asks cells for.
final class AskedTableSource: UITableViewDiffableDataSource<String, String> {
    var cellsAsked: [String] = []
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked.append(itemIdentifier(for: indexPath) ?? "none")
        return super.tableView(tableView, cellForRowAt: indexPath)
    }
}

@MainActor
@Suite("DiffableCompat: a commit reaches its view as one value; the view asks its data source as UIKit's does")
struct CommitPathTests {
    @Test("during a commit the collection view asks its data source for cells through cellForItemAt, answered from the snapshot being committed")
    func collectionCellsThroughTheProtocol() async {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let source = AskedCollectionSource(collectionView: view) { _, _, _ in UICollectionViewCell() }
        await source.apply(snapshot([("A", ["a", "b"])]))
        await source.apply(snapshot([("A", ["b", "c"])]))
        #expect(source.cellsAsked == ["a", "b", "c"])
        #expect(view.visibleCells.count == 2)
    }

    @Test("during a commit the table asks its data source for cells through cellForRowAt, answered from the snapshot being committed")
    func tableCellsThroughTheProtocol() async {
        let table = UITableView(frame: .zero, style: .plain)
        let source = AskedTableSource(tableView: table) { _, _, _ in UITableViewCell() }
        await source.apply(snapshot([("A", ["a"]), ("B", ["b"])]))
        await source.applySnapshotUsingReloadData(snapshot([("B", ["b", "c"])]))
        #expect(source.cellsAsked == ["a", "b", "b", "c"])
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 2)
    }

    @Test("a diffable commit brings the view its counts: the view asks its data source for them only on reloadData or a batch made by hand")
    func countsComeWithTheCommit() async {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let source = AskedCollectionSource(collectionView: view) { _, _, _ in UICollectionViewCell() }
        await source.apply(snapshot([("A", ["a", "b"]), ("B", ["c"])]))
        await source.apply(snapshot([("A", ["a"]), ("B", ["c", "b"])]))
        #expect(view.numberOfSections == 2 && view.numberOfItems(inSection: 1) == 2)
        #expect(source.countsAsked == 0)
        view.reloadData()
        #expect(source.countsAsked == 1)
        view.performBatchUpdates(nil)
        #expect(source.countsAsked == 2)
    }
}
