import DiffableCompat
import Foundation
import Testing

/// A storyboard scene's controller as apps write one: outlets the scene connects, `awakeFromNib`,
/// `prepare(for:sender:)` passing the selection on.
final class StoryboardListController: UIViewController {
    var tableView: UITableView!
    var calls: [String] = []
    var prepared: [(String?, UIViewController)] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        calls.append("awake")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad outlets \(tableView != nil)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination))
        (segue.destination as? StoryboardDetailController)?.item = sender as? String
    }
}

/// The destination scene, with a dependency an app passes in its own `init?(coder:…)`.
final class StoryboardDetailController: UIViewController {
    var item: String?
    var service: String?

    init?(coder: NSCoder, service: String) {
        self.service = service
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A prototype cell's class, named by its reuse identifier, with an outlet the prototype connects.
final class StoryboardNoteCell: UITableViewCell {
    @HeadlessOutlet(.weak) var titleLabel: UILabel!
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A storyboard's table scene, fed by a diffable data source whose cells are prototypes.
final class StoryboardNotesController: UITableViewController {
    var dataSource: UITableViewDiffableDataSource<Int, String>!
    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, title in
            if indexPath.row == 0 {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = title
                return cell
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "StoryboardNoteCell", for: indexPath) as! StoryboardNoteCell
            cell.titleLabel.text = title
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Milk", "Bread"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite("Headless storyboards: scenes found by Storyboard ID or declared, creators, outlets at view load, segues through prepare(for:sender:)", .serialized)
struct StoryboardTests {
    init() {
        for name in ["Main", "Detail", "Other"] { UIStoryboard.removeHeadlessContents(ofStoryboardNamed: name) }
    }

    @Test("an identifier naming a controller class in the caller's module makes it with init?(coder:), awoken, its storyboard set, outlets nil")
    func identifierNamesTheClass() throws {
        let board = UIStoryboard(name: "Main", bundle: nil)
        let controller = try #require(board.instantiateViewController(withIdentifier: "StoryboardListController") as? StoryboardListController)
        #expect(controller.calls == ["awake"])
        #expect(controller.storyboard === board)
        #expect(controller.view != nil && controller.calls == ["awake", "viewDidLoad outlets false"])
        let generic = board.instantiateViewController(identifier: "StoryboardListController") as! StoryboardListController
        #expect(generic !== controller && generic.storyboard === board)
    }

    @Test("a declared scene connects its outlets when the view loads, before viewDidLoad; the initial scene; embedding in a navigation controller")
    func declaredScenes() throws {
        UIStoryboard.setHeadlessScene(ofStoryboardNamed: "Main", identifier: "list", StoryboardListController.self, isInitial: true) {
            $0.tableView = UITableView()
        }
        UIStoryboard.setHeadlessScene(ofStoryboardNamed: "Main", identifier: "detailNavigation", StoryboardDetailController.self,
                                      inNavigationController: true)
        let board = UIStoryboard(name: "Main", bundle: nil)
        let initial = try #require(board.instantiateInitialViewController() as? StoryboardListController)
        #expect(initial.tableView == nil)
        _ = initial.view
        #expect(initial.calls == ["awake", "viewDidLoad outlets true"])
        let navigation = try #require(board.instantiateViewController(withIdentifier: "detailNavigation") as? UINavigationController)
        #expect(navigation.topViewController is StoryboardDetailController && navigation.topViewController?.storyboard === board)
        #expect(UIStoryboard(name: "Other", bundle: nil).instantiateInitialViewController() == nil)
    }

    @Test("a creator is called with the scene's coder so the app passes its dependencies; without one the asked type is made")
    func creators() {
        let board = UIStoryboard(name: "Detail", bundle: nil)
        var coders: [NSCoder] = []
        let made: StoryboardDetailController = board.instantiateViewController(identifier: "anyIdentifier") { coder in
            coders.append(coder)
            return StoryboardDetailController(coder: coder, service: "api")
        }
        #expect(made.service == "api" && coders.count == 1 && made.storyboard === board)
        let plain: StoryboardDetailController = board.instantiateViewController(identifier: "anyIdentifier")
        #expect(plain.service == nil && plain.storyboard === board)
        let nilCreator: StoryboardDetailController = board.instantiateViewController(identifier: "x", creator: { _ in nil })
        #expect(nilCreator.service == nil)
    }

    @Test("performSegue makes the destination, calls prepare(for:sender:) with it, then shows it as its kind says")
    func segues() throws {
        UIStoryboard.setHeadlessScene(ofStoryboardNamed: "Main", identifier: "detail", StoryboardDetailController.self)
        UIStoryboard.setHeadlessSegue("showDetail", ofStoryboardNamed: "Main", to: "detail")
        UIStoryboard.setHeadlessSegue("presentDetail", ofStoryboardNamed: "Main", to: "detail", kind: .presentModally)
        let board = UIStoryboard(name: "Main", bundle: nil)
        let list = try #require(board.instantiateViewController(withIdentifier: "StoryboardListController") as? StoryboardListController)
        let navigation = UINavigationController(rootViewController: list)
        list.performSegue(withIdentifier: "showDetail", sender: "row 3")
        let pushed = try #require(navigation.topViewController as? StoryboardDetailController)
        #expect(pushed.item == "row 3" && list.prepared.count == 1 && list.prepared[0].0 == "showDetail" && list.prepared[0].1 === pushed)
        list.performSegue(withIdentifier: "presentDetail", sender: "row 4")
        let presented = try #require(list.presentedViewController as? StoryboardDetailController)
        #expect(presented.item == "row 4" && presented !== pushed && navigation.viewControllers.count == 2)
    }

    @Test("an identifier that finds nothing, a segue the storyboard lacks and a controller no storyboard made raise UIKit's texts")
    func missing() {
        var controller: UIViewController?
        let report = DiffableFailures.record {
            let board = UIStoryboard(name: "Other", bundle: nil)
            controller = board.instantiateViewController(withIdentifier: "Details")
            board.instantiateViewController(identifier: "StoryboardListController").performSegue(withIdentifier: "nowhere", sender: nil)
            UIViewController().performSegue(withIdentifier: "show", sender: nil)
        }
        #expect(report.failures.map(\.reason) == [
            "Storyboard (<UIStoryboard: 0x0>) doesn't contain a view controller with identifier 'Details'",
            "Receiver (<StoryboardListController: 0x0>) has no segue with identifier 'nowhere'",
            "Receiver (<UIViewController: 0x0>) has no segue with identifier 'show'",
        ])
        #expect(report.failures.allSatisfy { $0.name == "NSInvalidArgumentException" } && controller != nil)
    }

    @Test("a storyboard's table dequeues prototypes without registering: the class its identifier names, else a plain cell, made the storyboard's way")
    func prototypeCells() throws {
        let board = UIStoryboard(name: "Main", bundle: nil)
        let screen = try #require(board.instantiateViewController(withIdentifier: "StoryboardNotesController") as? StoryboardNotesController)
        screen.loadViewIfNeeded()
        let plain = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let note = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? StoryboardNoteCell)
        #expect(type(of: plain) == UITableViewCell.self && plain.textLabel?.text == "Milk" && plain.reuseIdentifier == "Cell")
        #expect(note.awoke && note.titleLabel.text == "Bread" && note.titleLabel.superview === note.contentView)
        let report = DiffableFailures.record {
            _ = UITableView().dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
        }
        #expect(report.failures.count == 1, "a table made in code has no prototypes: UIKit's text is raised")
    }

    @Test("an app's own segue does nothing in perform() unless its subclass overrides it; present, dismiss and show are overridable")
    func appSegueAndOverrides() {
        final class RecordingController: UIViewController {
            var presented: [UIViewController] = []
            override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
                presented.append(viewControllerToPresent)
                super.present(viewControllerToPresent, animated: flag, completion: completion)
            }
        }
        let source = RecordingController(), destination = UIViewController()
        UIStoryboardSegue(identifier: "custom", source: source, destination: destination).perform()
        #expect(source.presentedViewController == nil)
        source.show(destination, sender: nil)
        #expect(source.presented.count == 1 && source.presented[0] === destination)
    }
}
