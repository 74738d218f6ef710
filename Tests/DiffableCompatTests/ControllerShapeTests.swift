import DiffableCompat
import Foundation
import Testing

/// A controller as apps write it: its own view, built in loadView and configured in viewDidLoad.
final class CountingController: UIViewController {
    var loads = 0
    var didLoads = 0
    let label = UILabel()
    override func loadView() {
        loads += 1
        view = UIStackView(arrangedSubviews: [label])
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        didLoads += 1
        label.text = title
    }
}

/// A collection controller as apps write one without a diffable data source: it answers the view
/// itself, as UIKit's controller is its view's data source and delegate.
final class NumbersController: UICollectionViewController {
    var selected: [IndexPath] = []
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A table controller whose overrides the table calls.
final class TitledTableController: UITableViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section + 1 }
}

@MainActor
@Suite("DiffableCompat controllers: view loading, editing, navigation")
struct ControllerShapeTests {
    @Test("a collection or table controller is the data source and delegate of the view it loads, so the view calls its overrides")
    func controllersServeTheirViews() {
        let collection = NumbersController(collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collection.collectionView.numberOfItems(inSection: 0) == 3)
        collection.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(collection.selected == [IndexPath(item: 1, section: 0)])
        let table = TitledTableController(style: .plain)
        #expect(table.tableView.numberOfSections == 2 && table.tableView.numberOfRows(inSection: 1) == 2)
    }

    @Test("the view is made by loadView and viewDidLoad runs once, on the first access of view")
    func viewLoadsOnFirstAccess() {
        let controller = CountingController()
        controller.title = "Inbox"
        #expect(!controller.isViewLoaded && controller.loads == 0)
        _ = controller.view
        _ = controller.view
        #expect(controller.loads == 1 && controller.didLoads == 1)
        #expect(controller.view is UIStackView)
        #expect(controller.label.text == "Inbox")
        #expect(controller.navigationItem.title == "Inbox")
    }

    @Test("the edit button item's target and action toggle editing through setEditing, as UIKit's (no primary action)")
    func editButtonTogglesEditing() throws {
        let controller = UIViewController()
        let item = controller.editButtonItem
        #expect(item.target === controller && item.primaryAction == nil)
        #expect(UIApplication.shared.sendAction(try #require(item.action), to: item.target, from: item, for: nil))
        #expect(controller.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        controller.setEditing(false, animated: false)
        #expect(!controller.isEditing && controller.editButtonItem.title == "Edit")
    }

    @Test("pushed controllers find their navigation controller; popping detaches them")
    func navigationStack() {
        let root = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers == [root, detail])
        #expect(detail.navigationController === navigation)
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(detail.navigationController == nil)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.topViewController === root)
    }

    @Test("a collection or table view controller's view is its collection or table view")
    func listControllers() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collection = UICollectionViewController(collectionViewLayout: layout)
        #expect(collection.collectionView.collectionViewLayout === layout)
        #expect(collection.view === collection.collectionView)
        let table = UITableViewController(style: .insetGrouped)
        #expect(table.view === table.tableView)
    }

    @Test("presenting keeps the presented controller until dismissed, and completions run")
    func presentation() {
        let base = UIViewController(), sheet = UIViewController()
        var completions = 0
        base.present(sheet, animated: true) { completions += 1 }
        #expect(base.presentedViewController === sheet && sheet.presentingViewController === base)
        sheet.dismiss(animated: true) { completions += 1 }
        #expect(base.presentedViewController == nil && completions == 2)
    }
}
