import DiffableCompat
import Foundation
import Testing

// What diffbench-port writes for a storyboard file "ProtoNotes" (own fixture, in the writer's
// format): a notes table scene with a "ProtoNoteCell" prototype (a label, a switch and a button in
// its content view; the cell's outlets, the switch's action to the cell, the button's to the
// scene's controller and one to the First Responder), a plain prototype with a static text, a
// prototype with no view tree, and a grid scene whose collection cell prototype keys its content view.
final class DiffbenchPortedStoryboard_ProtoNotes: PortedStoryboard {
    static var contents: PortedStoryboardContents {
        PortedStoryboardContents(
            initialScene: "notes",
            scenes: [
                .init(id: "notes", storyboardIdentifier: "Notes", className: "ProtoNotesViewController", kind: .tableViewController,
                      firstResponder: "fr"),
                .init(id: "grid", storyboardIdentifier: "Grid", className: "ProtoGridViewController", kind: .collectionViewController),
            ],
            prototypes: [
                .init(scene: "notes", reuseIdentifier: "ProtoNoteCell", className: "ProtoNoteCell",
                      view: PortedStoryboardContents.View(id: "cell", element: "tableViewCell", className: "ProtoNoteCell", attributes: ["tag": "7"], subviews: [
                          PortedStoryboardContents.View(id: "content", element: "tableViewCellContentView", key: "contentView", subviews: [
                              PortedStoryboardContents.View(id: "title", element: "label", attributes: ["numberOfLines": "2", "text": "Untitled"]),
                              PortedStoryboardContents.View(id: "done", element: "switch", attributes: ["on": "YES"]),
                              PortedStoryboardContents.View(id: "share", element: "button", attributes: ["title": "Share"]),
                              PortedStoryboardContents.View(id: "close", element: "button", attributes: ["title": "Close"]),
                          ]),
                      ]),
                      outlets: [
                          .init(owner: "cell", property: "titleLabel", destination: "title"),
                          .init(owner: "cell", property: "doneSwitch", destination: "done"),
                          .init(owner: "cell", property: "shareButton", destination: "share"),
                          .init(owner: "cell", property: "ghost", destination: "nowhere"),
                      ],
                      actions: [
                          .init(source: "done", selector: "doneChanged:", destination: "cell", eventType: "valueChanged"),
                          .init(source: "share", selector: "share:", destination: "notes", eventType: "touchUpInside"),
                          .init(source: "close", selector: "closeNote:", destination: "fr", eventType: "touchUpInside"),
                          .init(source: "missing", selector: "share:", destination: "notes", eventType: "touchUpInside"),
                      ]),
                .init(scene: "notes", reuseIdentifier: "Plain", className: nil,
                      view: PortedStoryboardContents.View(id: "plain", element: "tableViewCell", subviews: [
                          PortedStoryboardContents.View(id: "plainContent", element: "tableViewCellContentView", key: "contentView", subviews: [
                              PortedStoryboardContents.View(id: "plainLabel", element: "label", attributes: ["text": "Static text"]),
                          ]),
                      ])),
                .init(scene: "notes", reuseIdentifier: "Bare", className: "ProtoNoteCell"),
                .init(scene: "notes", reuseIdentifier: "Subtitle", className: nil,
                      view: PortedStoryboardContents.View(id: "sub", element: "tableViewCell", attributes: [
                          "style": "IBUITableViewCellStyleSubtitle", "textLabel": "subTitle", "detailTextLabel": "subDetail", "imageView": "nowhere",
                      ], subviews: [
                          PortedStoryboardContents.View(id: "subContent", element: "tableViewCellContentView", key: "contentView", subviews: [
                              PortedStoryboardContents.View(id: "subTitle", element: "label", attributes: ["text": "Title"]),
                              PortedStoryboardContents.View(id: "subDetail", element: "label", attributes: ["text": "Subtitle"]),
                          ]),
                      ])),
                .init(scene: "notes", reuseIdentifier: "WrongStyle", className: nil,
                      view: PortedStoryboardContents.View(id: "wrong", element: "tableViewCell", attributes: ["textLabel": "wrongSwitch"], subviews: [
                          PortedStoryboardContents.View(id: "wrongContent", element: "tableViewCellContentView", key: "contentView", subviews: [
                              PortedStoryboardContents.View(id: "wrongSwitch", element: "switch"),
                          ]),
                      ])),
                .init(scene: "notes", reuseIdentifier: "Mismatched", className: nil,
                      view: PortedStoryboardContents.View(id: "odd", element: "collectionViewCell", subviews: [
                          PortedStoryboardContents.View(id: "oddLabel", element: "label"),
                      ])),
                .init(scene: "grid", reuseIdentifier: "ProtoPhotoCell", className: "ProtoPhotoCell",
                      view: PortedStoryboardContents.View(id: "photo", element: "collectionViewCell", className: "ProtoPhotoCell", subviews: [
                          PortedStoryboardContents.View(id: "photoContent", element: "view", key: "contentView", subviews: [
                              PortedStoryboardContents.View(id: "caption", element: "label", attributes: ["text": "Caption"]),
                          ]),
                      ]),
                      outlets: [.init(owner: "photo", property: "captionLabel", destination: "caption")]),
            ])
    }
}

/// A prototype cell's class as the port leaves it: `@HeadlessOutlet`s and a private `@IBAction`.
final class ProtoNoteCell: UITableViewCell {
    @HeadlessOutlet(.weak) var titleLabel: UILabel!
    @HeadlessOutlet(.weak) var doneSwitch: UISwitch!
    @HeadlessOutlet(.weak) var shareButton: UIButton!
    @HeadlessOutlet(.weak) var ghost: UILabel!
    var textAtAwake: String?
    var labelInContentAtAwake = false
    var awakenings = 0
    var changes: [Bool] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        awakenings += 1
        textAtAwake = titleLabel?.text
        labelInContentAtAwake = titleLabel?.superview === contentView
    }

    private func doneChanged(_ sender: UISwitch) { changes.append(sender.isOn) }
}

extension ProtoNoteCell {
    static var diffbenchIBActions: [Selector] { [Selector("doneChanged:", ProtoNoteCell.doneChanged(_:))] }
}

final class DiffbenchIBActions_ProtoNoteCell: PortedIBActions {
    static var selectors: [Selector] { ProtoNoteCell.diffbenchIBActions }
}

final class ProtoNotesViewController: UITableViewController {
    var shared: [UIButton] = []
    func share(_ sender: UIButton) { shared.append(sender) }
}

extension ProtoNotesViewController {
    static var diffbenchIBActions: [Selector] { [Selector("share:", ProtoNotesViewController.share(_:))] }
}

final class DiffbenchIBActions_ProtoNotesViewController: PortedIBActions {
    static var selectors: [Selector] { ProtoNotesViewController.diffbenchIBActions }
}

final class ProtoPhotoCell: UICollectionViewCell {
    @HeadlessOutlet(.weak) var captionLabel: UILabel!
}

final class ProtoGridViewController: UICollectionViewController {}

@MainActor
@Suite("Storyboard prototype cells: a dequeued cell gets the prototype's views, attributes, outlets and actions, then awakeFromNib")
struct PrototypeCellContentsTests {
    private func notes() throws -> ProtoNotesViewController {
        let list = try #require(UIStoryboard(name: "ProtoNotes", bundle: nil).instantiateViewController(withIdentifier: "Notes") as? ProtoNotesViewController)
        list.loadViewIfNeeded()
        return list
    }

    @Test("the dequeued cell's subviews are in its contentView with the file's values; outlets connect before awakeFromNib, which runs once")
    func viewsAndOutlets() throws {
        let list = try notes()
        let cell = try #require(list.tableView.dequeueReusableCell(withIdentifier: "ProtoNoteCell", for: IndexPath(row: 0, section: 0)) as? ProtoNoteCell)
        #expect(cell.textAtAwake == "Untitled" && cell.labelInContentAtAwake && cell.awakenings == 1)
        #expect(cell.contentView.subviews.count == 4 && cell.contentView.subviews[0] === cell.titleLabel)
        #expect(cell.titleLabel.numberOfLines == 2 && cell.doneSwitch.isOn && cell.tag == 7)
        #expect(cell.contentView.subviews[2] === cell.shareButton && cell.shareButton.title(for: .normal) == "Share")
        #expect(cell.reuseIdentifier == "ProtoNoteCell")
        // The app's cellForRowAt sets the outlet's text on the prototype's own label.
        cell.titleLabel.text = "Milk"
        #expect((cell.contentView.subviews[0] as? UILabel)?.text == "Milk")
    }

    @Test("each dequeue builds a new tree: two cells share no views")
    func newTreeEachDequeue() throws {
        let list = try notes()
        let first = try #require(list.tableView.dequeueReusableCell(withIdentifier: "ProtoNoteCell") as? ProtoNoteCell)
        let second = try #require(list.tableView.dequeueReusableCell(withIdentifier: "ProtoNoteCell") as? ProtoNoteCell)
        #expect(first !== second && first.titleLabel !== second.titleLabel && first.doneSwitch !== second.doneSwitch)
        second.titleLabel.text = "Eggs"
        #expect(first.titleLabel.text == "Untitled" && second.textAtAwake == "Untitled")
    }

    @Test("the switch's Value Changed runs the cell's private IBAction; the button's Touch Up Inside runs the scene controller's; a First Responder action has a nil target")
    func actions() throws {
        let list = try notes()
        let cell = try #require(list.tableView.dequeueReusableCell(withIdentifier: "ProtoNoteCell") as? ProtoNoteCell)
        cell.doneSwitch.isOn = false
        cell.doneSwitch.sendActions(for: .valueChanged)
        #expect(cell.changes == [false] && cell.doneSwitch.allTargets.count == 1)
        cell.shareButton.sendActions(for: .touchUpInside)
        #expect(list.shared.count == 1 && list.shared.first === cell.shareButton)
        let close = try #require(cell.contentView.subviews[3] as? UIButton)
        #expect(close.allTargets.count == 1 && close.allTargets.first?.base is NSNull && close.allControlEvents == .touchUpInside)
        #expect(cell.shareButton.actions(forTarget: list, forControlEvent: .touchUpInside) == ["share:"])
    }

    @Test("a plain prototype gets its static text in its contentView; a collection view's prototype gets its keyed content view and outlet")
    func plainAndCollection() throws {
        let list = try notes()
        let plain = try #require(list.tableView.dequeueReusableCell(withIdentifier: "Plain"))
        #expect(type(of: plain) == UITableViewCell.self)
        #expect((plain.contentView.subviews.first as? UILabel)?.text == "Static text" && plain.contentView.subviews.count == 1)

        let grid = try #require(UIStoryboard(name: "ProtoNotes", bundle: nil).instantiateViewController(withIdentifier: "Grid") as? ProtoGridViewController)
        grid.loadViewIfNeeded()
        let photo = try #require(grid.collectionView.dequeueReusableCell(withReuseIdentifier: "ProtoPhotoCell", for: IndexPath(item: 0, section: 0)) as? ProtoPhotoCell)
        #expect(photo.captionLabel.text == "Caption" && photo.captionLabel.superview === photo.contentView)
        #expect(photo.contentView.subviews.count == 1)
    }

    @Test("a built-in style's labels (the cell's textLabel and detailTextLabel attributes) are the cell's textLabel and detailTextLabel, in its contentView, with the file's texts")
    func builtInStyle() throws {
        let list = try notes()
        let cell = try #require(list.tableView.dequeueReusableCell(withIdentifier: "Subtitle"))
        #expect(cell.contentView.subviews.count == 2)
        #expect(cell.textLabel === cell.contentView.subviews[0] && cell.textLabel?.text == "Title")
        #expect(cell.detailTextLabel === cell.contentView.subviews[1] && cell.detailTextLabel?.text == "Subtitle")
        cell.textLabel?.text = "Tea"
        #expect((cell.contentView.subviews[0] as? UILabel)?.text == "Tea")
        // An image view ID the prototype lacks leaves the cell's own, outside the content view.
        #expect(cell.imageView != nil && cell.imageView?.superview !== cell.contentView)
    }

    @Test("bad input: an outlet to a missing ID falls back to a new view; an action from a missing control, a prototype with no tree or of the other cell kind: a plain cell, never a trap")
    func badInput() throws {
        let list = try notes()
        let cell = try #require(list.tableView.dequeueReusableCell(withIdentifier: "ProtoNoteCell") as? ProtoNoteCell)
        #expect(cell.ghost !== cell.titleLabel && cell.ghost.superview === cell.contentView)
        #expect(cell.shareButton.allTargets.count == 1)

        let bare = try #require(list.tableView.dequeueReusableCell(withIdentifier: "Bare") as? ProtoNoteCell)
        // No tree: only the label its awakeFromNib's read of an outlet made (a new one, empty).
        #expect(bare.awakenings == 1 && bare.textAtAwake == nil && bare.contentView.subviews.count == 1)

        let odd = try #require(list.tableView.dequeueReusableCell(withIdentifier: "Mismatched"))
        #expect(odd.contentView.subviews.isEmpty)

        // A textLabel attribute naming a switch leaves the cell's own label.
        let wrong = try #require(list.tableView.dequeueReusableCell(withIdentifier: "WrongStyle"))
        #expect(wrong.textLabel != nil && wrong.textLabel?.superview !== wrong.contentView && wrong.contentView.subviews.first is UISwitch)

        // A table no storyboard made has no prototypes: UIKit's text, as before.
        let failures = DiffableFailures.record {
            _ = UITableView(frame: .zero, style: .plain).dequeueReusableCell(withIdentifier: "ProtoNoteCell", for: IndexPath(row: 0, section: 0))
        }
        #expect(failures.failures.count == 1)
    }
}
