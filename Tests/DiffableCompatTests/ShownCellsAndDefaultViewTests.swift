import DiffableCompat
import Foundation
import Testing

// A storyboard whose initial scene's class is not in the module (its file was left out of the port).
final class DiffbenchPortedStoryboard_MissingClass: PortedStoryboard {
    static var contents: PortedStoryboardContents {
        PortedStoryboardContents(initialScene: "nav", scenes: [
            .init(id: "nav", storyboardIdentifier: nil, className: nil, kind: .navigationController, children: ["outline"]),
            .init(id: "outline", storyboardIdentifier: nil, className: "OutlineViewControllerLeftOut", kind: .viewController, children: []),
        ])
    }
}

private final class TaggedRowsSource: NSObject, UITableViewDataSource {
    var rows = 3
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        let field = UITextField()
        field.tag = indexPath.row + 1
        cell.contentView.addSubview(field)
        return cell
    }
}

@MainActor
@Suite("Shown cells are their view's subviews; a controller's default view is the screen's size; a scene class not found is logged")
struct ShownCellsAndDefaultViewTests {
    @Test("a table's shown cells are its subviews: viewWithTag finds a field in one; cells dropped by a reload or a batch delete leave")
    func tableCellsAreSubviews() throws {
        let table = UITableView(frame: .zero, style: .plain)
        let source = TaggedRowsSource()
        table.dataSource = source
        table.reloadData()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.superview === table && table.subviews.filter { $0 is UITableViewCell }.count == 3)
        #expect(table.viewWithTag(3) === table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.subviews.first)
        table.reloadData()
        #expect(first.superview == nil && table.subviews.filter { $0 is UITableViewCell }.count == 3)
        let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        source.rows = 2
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(last.superview == nil && table.subviews.filter { $0 is UITableViewCell }.count == 2 && table.viewWithTag(3) == nil)
    }

    @Test("a collection view's cells from a diffable apply are its subviews, and a deleted item's cell leaves")
    func collectionCellsAreSubviews() throws {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in cell.accessibilityIdentifier = item }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let b = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(b.superview === collection && collection.subviews.filter { $0 is UICollectionViewCell }.count == 3)
        snapshot.deleteItems(["b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(b.superview == nil && collection.subviews.filter { $0 is UICollectionViewCell }.count == 2)
    }

    @Test("a controller's default view, a table view controller's table and a collection view controller's view are as large as the screen")
    func defaultViewsFillTheScreen() {
        let screen = UIScreen.main.bounds
        #expect(screen.width > 0 && screen.height > 0)
        let plain = UIViewController()
        plain.loadViewIfNeeded()
        #expect(plain.view.bounds == CGRect(origin: .zero, size: screen.size))
        #expect(UITableViewController(style: .plain).tableView.bounds.size == screen.size)
        #expect(UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()).collectionView.bounds.size == screen.size)
    }

    @Test("a scene whose custom class the module lacks is made as its element's class, with UIKit's Unknown class log")
    func unknownSceneClass() throws {
        var made: UIViewController?
        let report = DiffableFailures.record { made = UIStoryboard(name: "MissingClass", bundle: nil).instantiateInitialViewController() }
        let navigation = try #require(made as? UINavigationController)
        #expect(type(of: try #require(navigation.topViewController)) == UIViewController.self)
        #expect(report.warnings == ["Unknown class OutlineViewControllerLeftOut in Interface Builder file."])
    }
}
