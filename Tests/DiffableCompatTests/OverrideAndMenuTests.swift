import DiffableCompat
import Foundation
import Testing

/// A data source subclass that overrides apply and the queries, as apps do to funnel applies
/// through one place or to translate identifiers.
final class CountingDataSource: UICollectionViewDiffableDataSource<String, String> {
    nonisolated(unsafe) var applies = 0
    nonisolated override func apply(_ snapshot: NSDiffableDataSourceSnapshot<String, String>, animatingDifferences: Bool = true,
                                    completion: (() -> Void)? = nil) {
        applies += 1
        super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }
    override func itemIdentifier(for indexPath: IndexPath) -> String? { super.itemIdentifier(for: indexPath).map { $0.uppercased() } }
}

/// A table data source subclass overriding `snapshot()`.
final class SnapshotLoggingTableSource: UITableViewDiffableDataSource<Int, Int> {
    nonisolated(unsafe) var snapshotsTaken = 0
    nonisolated override func snapshot() -> NSDiffableDataSourceSnapshot<Int, Int> {
        snapshotsTaken += 1
        return super.snapshot()
    }
}

/// A controller that offers a context menu on each item, as Apple's context-menu sample does.
final class MenuGridController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                 point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: "item-\(indexPath.item)" as NSString, previewProvider: nil) { suggested in
            UIMenu(title: "Item \(indexPath.item)", children: suggested + [UIAction(title: "Duplicate") { _ in }])
        }
    }
}

/// A table delegate offering a menu only on the first row.
final class FirstRowMenu: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        indexPath.row == 0 ? UIContextMenuConfiguration(actionProvider: { _ in UIMenu(title: "Row", children: []) }) : nil
    }
}

@MainActor
@Suite("DiffableCompat: overridable data sources, context menus and the device, as eight more public apps use them")
struct OverrideAndMenuTests {
    @Test("a data source subclass overrides apply and itemIdentifier(for:); the view and the caller go through the override")
    func dataSourceOverrides() async {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let source = CountingDataSource(collectionView: view) { _, _, _ in UICollectionViewCell() }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["S"])
        snapshot.appendItems(["a", "b"])
        await withCheckedContinuation { done in source.apply(snapshot, animatingDifferences: false) { done.resume() } }
        #expect(source.applies == 1)
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "B")
        #expect(source.snapshot().itemIdentifiers == ["a", "b"])

        let table = UITableView()
        let tableSource = SnapshotLoggingTableSource(tableView: table) { _, _, _ in UITableViewCell() }
        _ = tableSource.snapshot()
        #expect(tableSource.snapshotsTaken == 1)
    }

    @Test("a long press asks the delegate for a context menu: a controller's override on a collection, a delegate on a table")
    func contextMenus() throws {
        let controller = MenuGridController(collectionViewLayout: UICollectionViewFlowLayout())
        let grid = try #require(controller.collectionView)
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { _, _, _ in UICollectionViewCell() }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([10, 11, 12])
        source.applySnapshotUsingReloadData(snapshot)
        grid.delegate = controller
        let configuration = try #require(grid.contextMenuConfiguration(forItemAt: IndexPath(item: 2, section: 0)))
        #expect(configuration.identifier as? NSString == "item-2")
        let menu = try #require(configuration.makeMenu())
        #expect(menu.title == "Item 2" && menu.children.count == 1)
        #expect(grid.contextMenuConfiguration(forItemAt: IndexPath(item: 7, section: 0)) == nil, "out of range: no menu")
        #expect(controller.collectionView(grid, contextMenuConfigurationForItemsAt: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)],
                                          point: .zero) == nil, "several items: the single-item form is not asked")

        let table = UITableView()
        let tableSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in UITableViewCell() }
        tableSource.applySnapshotUsingReloadData(snapshot)
        let menus = FirstRowMenu()
        #expect(table.contextMenuConfiguration(forRowAt: IndexPath(row: 0, section: 0)) == nil, "no delegate: no menu")
        table.delegate = menus
        #expect(table.contextMenuConfiguration(forRowAt: IndexPath(row: 0, section: 0))?.makeMenu()?.title == "Row")
        #expect(table.contextMenuConfiguration(forRowAt: IndexPath(row: 1, section: 0)) == nil)
        #expect(UIContextMenuConfiguration().identifier is NSUUID, "no identifier given: a fresh one, as UIKit makes")
    }

    @Test("the device is the headless phone; a controller's tab bar item is made from its title on first access")
    func deviceAndTabBarItem() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current === UIDevice.current)
        #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.batteryLevel == -1 && UIDevice.current.orientation.isPortrait)
        let controller = UIViewController()
        controller.title = "Explore"
        #expect(controller.tabBarItem.title == "Explore")
        controller.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), selectedImage: nil)
        #expect(controller.tabBarItem.title == "Search" && controller.tabBarItem.image?.name == "magnifyingglass")
        let view = UIView()
        view.shouldGroupAccessibilityChildren = true
        #expect(view.shouldGroupAccessibilityChildren)
        let table = UITableView()
        table.scrollToNearestSelectedRow(at: .none, animated: false)
        #expect(table.indexPathForSelectedRow == nil, "nothing selected, nothing changes")
    }
}
