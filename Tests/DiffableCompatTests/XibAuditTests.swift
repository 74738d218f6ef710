import DiffableCompat
import Foundation
import Testing

// What diffbench-port writes for the app's xibs (own fixtures): a table cell's nib whose content
// view holds a label and a switch wired to the cell, a collection cell's, a controller's nib whose
// File's Owner outlets connect its view and a text field, nibs a registration cannot take, and one
// whose contents a test also declares.
final class DiffbenchPortedNib_XibNoteCell: PortedNib {
    static var contents: PortedNibContents {
        PortedNibContents(
            filesOwner: "-1", filesOwnerClass: nil, firstResponder: "-2",
            objects: [
                PortedStoryboardContents.View(id: "cell", element: "tableViewCell", className: "XibNoteCell", attributes: ["tag": "3"], subviews: [
                    PortedStoryboardContents.View(id: "content", element: "tableViewCellContentView", key: "contentView", subviews: [
                        PortedStoryboardContents.View(id: "title", element: "label", attributes: ["text": "From the nib"]),
                        PortedStoryboardContents.View(id: "done", element: "switch", attributes: ["on": "YES"]),
                    ]),
                ]),
            ],
            outlets: [
                .init(owner: "cell", property: "titleLabel", destination: "title"),
                .init(owner: "cell", property: "doneSwitch", destination: "done"),
                .init(owner: "cell", property: "ghost", destination: "nowhere"),
                .init(owner: "nobody", property: "titleLabel", destination: "title"),
            ],
            actions: [
                .init(source: "done", selector: "doneChanged:", destination: "cell", eventType: "valueChanged"),
                .init(source: "missing", selector: "doneChanged:", destination: "cell", eventType: "valueChanged"),
            ])
    }
}

final class DiffbenchPortedNib_XibTileCell: PortedNib {
    static var contents: PortedNibContents {
        PortedNibContents(objects: [
            PortedStoryboardContents.View(id: "tile", element: "collectionViewCell", className: "XibTileCell", subviews: [
                PortedStoryboardContents.View(id: "tileContent", element: "view", key: "contentView", subviews: [
                    PortedStoryboardContents.View(id: "caption", element: "label", attributes: ["text": "Tile"]),
                ]),
            ]),
        ], outlets: [.init(owner: "tile", property: "caption", destination: "caption")])
    }
}

final class DiffbenchPortedNib_XibProfileView: PortedNib {
    static var contents: PortedNibContents {
        PortedNibContents(
            filesOwnerClass: "XibProfileViewController", firstResponder: "-2",
            objects: [
                PortedStoryboardContents.View(id: "root", element: "view", subviews: [
                    PortedStoryboardContents.View(id: "name", element: "textField", attributes: ["text": "Ada", "placeholder": "Name"]),
                    PortedStoryboardContents.View(id: "save", element: "button", attributes: ["title": "Save"]),
                    PortedStoryboardContents.View(id: "close", element: "button", attributes: ["title": "Close"]),
                ]),
            ],
            outlets: [.init(owner: "-1", property: "view", destination: "root"), .init(owner: "-1", property: "nameField", destination: "name")],
            actions: [
                .init(source: "save", selector: "save:", destination: "-1", eventType: "touchUpInside"),
                .init(source: "close", selector: "dismissKeyboard:", destination: "-2", eventType: "touchUpInside"),
            ])
    }
}

/// A view that loads its own xib as its File's Owner (the common custom-view pattern).
final class DiffbenchPortedNib_XibBadgeView: PortedNib {
    static var contents: PortedNibContents {
        PortedNibContents(
            filesOwnerClass: "XibBadgeView",
            objects: [PortedStoryboardContents.View(id: "box", element: "view", subviews: [
                PortedStoryboardContents.View(id: "count", element: "label", attributes: ["text": "9+", "hidden": "YES"]),
            ])],
            outlets: [.init(owner: "-1", property: "contentView", destination: "box"), .init(owner: "-1", property: "countLabel", destination: "count")])
    }
}

/// A controller's nib with no `view` outlet, a nib with no objects, one whose only object is not a
/// cell, and one with a cell and a gesture recognizer.
final class DiffbenchPortedNib_XibNoViewOutlet: PortedNib {
    static var contents: PortedNibContents { PortedNibContents(objects: [PortedStoryboardContents.View(id: "v", element: "view")]) }
}

final class DiffbenchPortedNib_XibEmpty: PortedNib {
    static var contents: PortedNibContents { PortedNibContents(objects: []) }
}

final class DiffbenchPortedNib_XibPlainView: PortedNib {
    static var contents: PortedNibContents { PortedNibContents(objects: [PortedStoryboardContents.View(id: "v", element: "view", className: "XibMarkerView")]) }
}

final class DiffbenchPortedNib_XibCellAndGesture: PortedNib {
    static var contents: PortedNibContents {
        PortedNibContents(objects: [PortedStoryboardContents.View(id: "c", element: "tableViewCell", className: "XibNoteCell"),
                                    PortedStoryboardContents.View(id: "g", element: "tapGestureRecognizer")])
    }
}

final class DiffbenchPortedNib_XibPrecedence: PortedNib {
    static var contents: PortedNibContents {
        PortedNibContents(objects: [PortedStoryboardContents.View(id: "p", element: "label", attributes: ["text": "ported"])])
    }
}

/// A nib-designed cell as the port leaves it: `@HeadlessOutlet`s and an `@IBAction`, no initializers.
final class XibNoteCell: UITableViewCell {
    @HeadlessOutlet(.weak) var titleLabel: UILabel!
    @HeadlessOutlet(.weak) var doneSwitch: UISwitch!
    @HeadlessOutlet(.weak) var ghost: UILabel!
    var textAtAwake: String?
    var labelInContentAtAwake = false
    var changes: [Bool] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        textAtAwake = titleLabel.text
        labelInContentAtAwake = titleLabel.superview === contentView
    }

    private func doneChanged(_ sender: UISwitch) { changes.append(sender.isOn) }
}

// What the port writes in the cell's own file for its @IBActions.
extension XibNoteCell {
    static var diffbenchIBActions: [Selector] { [Selector("doneChanged:", XibNoteCell.doneChanged(_:))] }
}

final class DiffbenchIBActions_XibNoteCell: PortedIBActions {
    static var selectors: [Selector] { XibNoteCell.diffbenchIBActions }
}

final class XibTileCell: UICollectionViewCell {
    @HeadlessOutlet(.weak) var caption: UILabel!
}

/// A controller whose nib (`XibProfileView.xib`, its name without "Controller") connects its outlets.
final class XibProfileViewController: UIViewController {
    @HeadlessOutlet(.weak) var nameField: UITextField!
    var nameAtLoad: String?
    var saves = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        nameAtLoad = nameField.text
    }

    func save(_ sender: UIButton) { saves += 1 }
}

extension XibProfileViewController {
    static var diffbenchIBActions: [Selector] { [Selector("save:", XibProfileViewController.save(_:))] }
}

final class DiffbenchIBActions_XibProfileViewController: PortedIBActions {
    static var selectors: [Selector] { XibProfileViewController.diffbenchIBActions }
}

final class XibNoViewOutletController: UIViewController {}

final class XibBadgeView: UIView {
    @HeadlessOutlet var contentView: UIView!
    @HeadlessOutlet(.weak) var countLabel: UILabel!

    func loadFromNib() -> [Any]? {
        let objects = Bundle.main.loadNibNamed("XibBadgeView", owner: self, options: nil)
        addSubview(contentView)
        return objects
    }
}

/// Made by a storyboard; a test declares a nib under its class's name, which UIKit would not load.
final class XibStoryboardMadeController: UIViewController {}

final class XibMarkerView: UIView {}

@MainActor
@Suite("Ported xibs: UINib, loadNibNamed, nib registrations and a controller's nib build the file's objects, outlets and actions")
struct XibAuditTests {
    @Test("a nib-registered cell's subviews are in its contentView with the file's values; outlets connect before awakeFromNib")
    func registeredCell() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UINib(nibName: "XibNoteCell", bundle: nil), forCellReuseIdentifier: "note")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "note") as? XibNoteCell)
        #expect(cell.textAtAwake == "From the nib" && cell.labelInContentAtAwake)
        #expect(cell.contentView.subviews.count == 2 && cell.contentView.subviews[0] === cell.titleLabel)
        #expect(cell.contentView.subviews[1] === cell.doneSwitch && cell.doneSwitch.isOn && cell.tag == 3)
        // An outlet to an object the nib lacks falls back to a new view of its type, in the content view.
        #expect(cell.ghost !== cell.titleLabel && cell.ghost.superview === cell.contentView)
    }

    @Test("the switch's Value Changed, wired in the nib, runs the cell's private IBAction with the switch")
    func cellAction() throws {
        let objects = UINib(nibName: "XibNoteCell", bundle: nil).instantiate(withOwner: nil)
        let cell = try #require(objects.first as? XibNoteCell)
        #expect(objects.count == 1)
        cell.doneSwitch.isOn = false
        cell.doneSwitch.sendActions(for: .valueChanged)
        #expect(cell.changes == [false])
        #expect(cell.doneSwitch.allTargets.count == 1)
    }

    @Test("a collection cell's nib: its content view's subviews and outlet, dequeued through a registration")
    func collectionCell() throws {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UINib(nibName: "XibTileCell", bundle: nil), forCellWithReuseIdentifier: "tile")
        let tile = try #require(collection.dequeueReusableCell(withReuseIdentifier: "tile", for: IndexPath(item: 0, section: 0)) as? XibTileCell)
        #expect(tile.caption.text == "Tile" && tile.caption.superview === tile.contentView)
    }

    @Test("a controller's nib, found by its class's name without 'Controller': the view outlet sets its view, File's Owner outlets and actions connect")
    func controllerNib() throws {
        let profile = XibProfileViewController()
        #expect(profile.nameAtLoad == nil)
        profile.loadViewIfNeeded()
        #expect(profile.nameAtLoad == "Ada" && profile.nameField.placeholder == "Name")
        try #require(profile.view.subviews.count == 3)
        #expect(profile.nameField.superview === profile.view)
        let save = try #require(profile.view.subviews[1] as? UIButton)
        save.sendActions(for: .touchUpInside)
        #expect(profile.saves == 1 && save.title(for: .normal) == "Save")
        // Sent to the First Responder: a nil target, up the chain, where nothing implements it.
        let close = try #require(profile.view.subviews[2] as? UIControl)
        #expect(close.allTargets.count == 1 && close.allTargets.first?.base is NSNull && save.allTargets.count == 1)
        let failures = DiffableFailures.record { close.sendActions(for: .touchUpInside) }
        #expect(failures.failures.isEmpty)
    }

    @Test("loadNibNamed with an owner connects the File's Owner outlets to that owner and returns the top-level objects")
    func loadNibNamedWithOwner() throws {
        let owner = XibProfileViewController(nibName: "Unused", bundle: nil)
        let objects = try #require(Bundle.main.loadNibNamed("XibProfileView", owner: owner, options: nil))
        #expect(objects.count == 1 && owner.viewIfLoaded === objects.first as? UIView)
        #expect(owner.nameField.text == "Ada" && owner.nameField.superview === owner.viewIfLoaded)
    }

    @Test("a view loading its own xib as File's Owner gets the xib's root view and label through its outlets, not a plain view")
    func viewOwnsItsXib() throws {
        let badge = XibBadgeView(frame: .zero)
        let objects = try #require(badge.loadFromNib())
        #expect(objects.count == 1 && badge.contentView === objects.first as? UIView)
        #expect(badge.subviews.first === badge.contentView && badge.countLabel.superview === badge.contentView)
        #expect(badge.countLabel.text == "9+" && badge.countLabel.isHidden)
    }

    @Test("bad nibs: no view outlet raises UIKit's text; no objects, a non-cell or two top-level objects are invalid registrations; nothing traps")
    func badNibs() throws {
        let controller = XibNoViewOutletController(nibName: "XibNoViewOutlet", bundle: nil)
        let failures = DiffableFailures.record { _ = controller.view }
        #expect(failures.failures.map(\.reason) == [#"-[UIViewController _loadViewFromNibNamed:bundle:] loaded the "XibNoViewOutlet" nib but the view outlet was not set."#])
        #expect(controller.viewIfLoaded != nil)
        #expect(UINib(nibName: "XibEmpty", bundle: nil).instantiate(withOwner: nil).isEmpty)
        // No owner: the File's Owner's outlets and actions connect nothing; the views are still made.
        let ownerless = UINib(nibName: "XibProfileView", bundle: nil).instantiate(withOwner: nil)
        let root = try #require(ownerless.first as? UIView)
        #expect(ownerless.count == 1 && root.subviews.count == 3 && (root.subviews[1] as? UIControl)?.allTargets.isEmpty == true)
        let table = UITableView(frame: .zero, style: .plain)
        let registrations = DiffableFailures.record {
            table.register(UINib(nibName: "XibEmpty", bundle: nil), forCellReuseIdentifier: "empty")
            table.register(UINib(nibName: "XibPlainView", bundle: nil), forCellReuseIdentifier: "plain")
            table.register(UINib(nibName: "XibCellAndGesture", bundle: nil), forCellReuseIdentifier: "two")
        }
        #expect(registrations.failures.map(\.reason) == ["empty", "plain", "two"].map {
            "invalid nib registered for identifier (\($0)) - nib must contain exactly one top level object which must be a UITableViewCell instance"
        })
        #expect(table.dequeueReusableCell(withIdentifier: "plain") == nil && table.dequeueReusableCell(withIdentifier: "two") == nil)
        // A top-level object that is not a view is not made; the view is.
        let objects = UINib(nibName: "XibCellAndGesture", bundle: nil).instantiate(withOwner: nil)
        #expect(objects.count == 1 && objects.first is XibNoteCell)
    }

    @Test("what a test declares for a nib's name comes before the app's xib; removing it brings the xib back")
    func precedence() throws {
        UINib.setHeadlessContents(ofNibNamed: "XibPrecedence", XibMarkerView.self)
        defer { UINib.removeHeadlessContents(ofNibNamed: "XibPrecedence") }
        let declared = UINib(nibName: "XibPrecedence", bundle: nil).instantiate(withOwner: nil)
        #expect(declared.count == 1 && declared.first is XibMarkerView)
        UINib.removeHeadlessContents(ofNibNamed: "XibPrecedence")
        let ported = UINib(nibName: "XibPrecedence", bundle: nil).instantiate(withOwner: nil)
        #expect((ported.first as? UILabel)?.text == "ported")
    }

    @Test("a storyboard-made controller takes its scene's views only, not a nib declared under its class's name")
    func storyboardMadeSkipsClassNib() throws {
        UIStoryboard.setHeadlessScene(ofStoryboardNamed: "XibAudit", identifier: "made", XibStoryboardMadeController.self)
        UINib.setHeadlessContents(ofNibNamed: "XibStoryboardMadeController", XibMarkerView.self)
        defer {
            UIStoryboard.removeHeadlessContents(ofStoryboardNamed: "XibAudit")
            UINib.removeHeadlessContents(ofNibNamed: "XibStoryboardMadeController")
        }
        let made = try #require(UIStoryboard(name: "XibAudit", bundle: nil).instantiateViewController(withIdentifier: "made") as? XibStoryboardMadeController)
        #expect(type(of: made.view!) == UIView.self)
        // Made in code, the same class loads the declared nib, as UIKit finds a nib by class name.
        #expect(XibStoryboardMadeController().view is XibMarkerView)
    }
}
