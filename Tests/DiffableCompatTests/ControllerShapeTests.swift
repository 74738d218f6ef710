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

@MainActor
@Suite("DiffableCompat controllers: view loading, editing, navigation")
struct ControllerShapeTests {
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

    @Test("the edit button item toggles editing through setEditing")
    func editButtonTogglesEditing() {
        let controller = UIViewController()
        controller.editButtonItem.primaryAction?.performWithSender(nil, target: nil)
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
