// Drives the data-source subclasses in EditableLists.swift headlessly, through DiffableCompat's
// stand-ins for a user's touches (commitEditing, moveRowInteractively, moveItemInteractively): these
// are not UIKit API, so the suite is Linux-only.
#if !canImport(UIKit)
import DiffableCompat
import Testing
import ViewModels

@MainActor
@Suite("Data-source subclasses written for UIKit, edited and reordered on Linux")
struct EditableListsTests {
    @Test("a swipe-delete runs the subclass's commit; a row move reorders snapshot() through super; titles come from snapshot()")
    func todoList() async {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        let source = TodoDataSource(tableView: table) { _, _, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<TodoSection, String>()
        snapshot.appendSections([.today, .later])
        snapshot.appendItems(["milk", "eggs", "bread"], toSection: .today)
        snapshot.appendItems(["taxes"], toSection: .later)
        await source.apply(snapshot)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Later")
        #expect(table.commitEditing(.delete, forRowAt: IndexPath(row: 1, section: 0)))
        let rows = table.numberOfRows(inSection: 0)
        #expect(source.deleted == ["eggs"] && rows == 2)
        table.setEditing(true, animated: true)
        #expect(table.moveRowInteractively(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1)))
        #expect(source.snapshot().itemIdentifiers(inSection: .later) == ["taxes", "milk"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "milk")
    }

    @Test("a reorder reaches didReorder with the final order; headers come from the subclass for the layout's kinds")
    func playlist() async {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 320, height: 44)
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = PlaylistDataSource(collectionView: view) { _, _, _ in UICollectionViewCell() }
        source.enableReordering()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["intro", "verse", "chorus"])
        await source.apply(snapshot)
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
        #expect(view.moveItemInteractively(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0)))
        #expect(source.order == ["chorus", "intro", "verse"] && source.snapshot().itemIdentifiers == source.order)
    }
}
#endif
