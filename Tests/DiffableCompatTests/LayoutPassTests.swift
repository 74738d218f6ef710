import DiffableCompat
import Foundation
import Testing

/// A view that counts its layout passes, and notes the order views are laid out in.
private final class CountingView: UIView {
    var passes = 0
    var log: (String) -> Void = { _ in }
    var name = ""
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        log(name)
    }
}

/// A screen with a classic (not diffable) data source, set in viewDidLoad as apps do.
private final class FruitsViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    var fruits = ["Apple", "Pear", "Plum"]
    var cellRequests = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        tableView.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
}

private final class NumbersSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
    }
}

@MainActor
@Suite("The layout pass: layoutIfNeeded() runs pending layoutSubviews(), and tables and collection views make their cells there")
struct LayoutPassTests {
    @Test("a new view is laid out once by layoutIfNeeded(), parent before children; again only after setNeedsLayout()")
    func pendingPasses() {
        var order: [String] = []
        let parent = CountingView(), child = CountingView()
        parent.name = "parent"; child.name = "child"
        parent.log = { order.append($0) }; child.log = { order.append($0) }
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(order == ["parent", "child"])
        parent.layoutIfNeeded()
        #expect(parent.passes == 1 && child.passes == 1)
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(parent.passes == 1 && child.passes == 2)
    }

    @Test("a classic data source's rows have cells after the view's layout, as on iOS; not before, and a second pass asks for none again")
    func classicTableLoadsAtLayout() throws {
        let screen = FruitsViewController()
        screen.loadViewIfNeeded()
        #expect(screen.tableView.numberOfRows(inSection: 0) == 3)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        screen.view.layoutIfNeeded()
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.text == "Pear" && screen.cellRequests == 3)
        screen.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        screen.tableView.setNeedsLayout()
        screen.view.layoutIfNeeded()
        #expect(screen.cellRequests == 3 && screen.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("a table with no rows, or no data source, makes nothing at layout")
    func nothingToLoad() {
        let screen = FruitsViewController()
        screen.fruits = []
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        #expect(screen.cellRequests == 0 && screen.tableView.visibleCells.isEmpty)
        let bare = UITableView(frame: .zero, style: .plain)
        bare.layoutIfNeeded()
        #expect(bare.visibleCells.isEmpty && bare.numberOfSections == 0)
    }

    @Test("a collection view with a classic data source makes its cells at layout")
    func classicCollectionLoadsAtLayout() {
        let source = NumbersSource()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
        collection.dataSource = source
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.count == 4)
    }
}
