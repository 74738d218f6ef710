import DiffableCompat
import Foundation
import Testing

// What diffbench-port writes for a storyboard "PortedInbox" whose scene lays out a label, a button
// wired to an IBAction, a stack view with a switch, a stepper and a segmented control, a view of a
// custom class, and a navigation item with a "+" wired to an IBAction; plus bad connections.
final class DiffbenchPortedStoryboard_PortedInbox: PortedStoryboard {
    static var contents: PortedStoryboardContents {
        PortedStoryboardContents(
            initialScene: "inbox",
            scenes: [
                .init(id: "inbox", storyboardIdentifier: "Inbox", className: "PortedInboxViewController", kind: .viewController, children: [],
                      view: PortedStoryboardContents.View(id: "root", element: "view", subviews: [
                          PortedStoryboardContents.View(id: "title", element: "label", attributes: ["text": "Inbox", "numberOfLines": "-3"]),
                          PortedStoryboardContents.View(id: "clear", element: "button", attributes: ["title": "Clear", "tag": "4", "enabled": "NO"]),
                          PortedStoryboardContents.View(id: "stack", element: "stackView", attributes: ["axis": "vertical"], subviews: [
                              PortedStoryboardContents.View(id: "toggle", element: "switch", attributes: ["on": "YES"]),
                              PortedStoryboardContents.View(id: "count", element: "stepper",
                                                            attributes: ["minimumValue": "200", "maximumValue": "300", "value": "nan"]),
                              PortedStoryboardContents.View(id: "filter", element: "segmentedControl", attributes: ["selectedSegmentIndex": "1"],
                                                            segments: ["All", "Unread"]),
                              PortedStoryboardContents.View(id: "bad", element: "segmentedControl", attributes: ["selectedSegmentIndex": "9"]),
                          ]),
                          PortedStoryboardContents.View(id: "badge", element: "view", className: "PortedBadgeView"),
                          PortedStoryboardContents.View(id: "odd", element: "sparkleView", className: "PortedInboxViewController",
                                                        attributes: ["hidden": "YES", "tag": "x"]),
                      ]),
                      navigationItem: .init(title: "Mail", leftItems: [PortedStoryboardContents.View(id: "edit", element: "barButtonItem",
                                                                                                     attributes: ["title": "Edit", "style": "done"])],
                                            rightItems: [PortedStoryboardContents.View(id: "add", element: "barButtonItem", attributes: ["systemItem": "add"])]),
                      outlets: [
                          .init(owner: "inbox", property: "titleLabel", destination: "title"),
                          .init(owner: "inbox", property: "clearButton", destination: "clear"),
                          .init(owner: "inbox", property: "controls", destination: "toggle", isCollection: true),
                          .init(owner: "inbox", property: "controls", destination: "count", isCollection: true),
                          .init(owner: "inbox", property: "missing", destination: "nowhere"),
                          .init(owner: "badge", property: "caption", destination: "title"),
                      ],
                      actions: [
                          .init(source: "clear", selector: "clearTapped:", destination: "inbox", eventType: "touchUpInside"),
                          .init(source: "add", selector: "addMessage:", destination: "inbox"),
                          .init(source: "toggle", selector: "noSuchMethod:", destination: "inbox", eventType: "valueChanged"),
                          .init(source: "filter", selector: "ghost:", destination: "nowhere", eventType: "valueChanged"),
                          .init(source: "edit", selector: "editTapped:", destination: "fr"),
                      ],
                      firstResponder: "fr"),
            ])
    }
}

final class PortedBadgeView: UIView {
    @HeadlessOutlet(.weak) var caption: UILabel!
    var awoken = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }
}

final class PortedInboxViewController: UIViewController {
    @HeadlessOutlet(.weak) var titleLabel: UILabel!
    @HeadlessOutlet(.weak) var clearButton: UIButton! {
        didSet { connectedButtons += 1 }
    }
    @HeadlessOutlet var controls: [UIControl]!
    @HeadlessOutlet(.weak) var missing: UILabel!
    var connectedButtons = 0
    var textAtLoad: String?
    var senders: [Any] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        textAtLoad = titleLabel.text
    }

    private func clearTapped(_ sender: UIButton) { senders.append(sender) }
    func addMessage(_ sender: UIBarButtonItem) { senders.append(sender) }
}

// What the port writes in the class's own file for its @IBActions (private ones too).
extension PortedInboxViewController {
    static var diffbenchIBActions: [Selector] {
        [Selector("clearTapped:", PortedInboxViewController.clearTapped(_:)), Selector("addMessage:", PortedInboxViewController.addMessage(_:))]
    }
}

final class DiffbenchIBActions_PortedInboxViewController: PortedIBActions {
    static var selectors: [Selector] { PortedInboxViewController.diffbenchIBActions }
}

@MainActor
@Suite("A ported storyboard scene's views, attributes, outlets, actions and navigation item, made when the view loads")
struct PortedStoryboardConnectionTests {
    private func inbox() throws -> PortedInboxViewController {
        try #require(UIStoryboard(name: "PortedInbox", bundle: nil).instantiateInitialViewController() as? PortedInboxViewController)
    }

    @Test("the file's views are in the view, with their attributes; outlets read them before viewDidLoad, didSet runs once")
    func views() throws {
        let inbox = try inbox()
        inbox.loadViewIfNeeded()
        #expect(inbox.textAtLoad == "Inbox")
        #expect(inbox.titleLabel === inbox.view.subviews.first && inbox.titleLabel.numberOfLines == 1)
        #expect(inbox.clearButton.title(for: .normal) == "Clear" && inbox.clearButton.tag == 4 && !inbox.clearButton.isEnabled)
        #expect(inbox.connectedButtons == 1)
        let stack = try #require(inbox.view.subviews[2] as? UIStackView)
        #expect(stack.axis == .vertical && stack.arrangedSubviews.count == 4)
        #expect((stack.arrangedSubviews[0] as? UISwitch)?.isOn == true)
        let stepper = try #require(stack.arrangedSubviews[1] as? UIStepper)
        #expect(stepper.minimumValue == 200 && stepper.maximumValue == 300 && stepper.value == 200)
        let filter = try #require(stack.arrangedSubviews[2] as? UISegmentedControl)
        #expect(filter.numberOfSegments == 2 && filter.titleForSegment(at: 1) == "Unread" && filter.selectedSegmentIndex == 1)
        #expect((stack.arrangedSubviews[3] as? UISegmentedControl)?.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("custom classes are made and awoken; an unknown element or a class of another kind is a plain view; bad values are skipped")
    func classes() throws {
        let inbox = try inbox()
        let badge = try #require(inbox.view.subviews[3] as? PortedBadgeView)
        #expect(badge.awoken && badge.caption === inbox.titleLabel)
        let odd = inbox.view.subviews[4]
        #expect(type(of: odd) == UIView.self && odd.isHidden && odd.tag == 0)
    }

    @Test("outlet collections read every connected object in order; an outlet whose object is missing falls back to its declared type")
    func collections() throws {
        let inbox = try inbox()
        inbox.loadViewIfNeeded()
        #expect(inbox.controls.count == 2 && inbox.controls[0] is UISwitch && inbox.controls[1] is UIStepper)
        let missing = try #require(inbox.missing)
        #expect(missing.superview === inbox.view && missing !== inbox.titleLabel)
    }

    @Test("the navigation item has the file's title and bar button items; tapping '+' calls the IBAction with the item as sender")
    func barButtonItems() throws {
        let inbox = try inbox()
        inbox.loadViewIfNeeded()
        #expect(inbox.navigationItem.title == "Mail")
        let add = try #require(inbox.navigationItem.rightBarButtonItem)
        #expect(add.systemItem == .add && add.target === inbox)
        let edit = try #require(inbox.navigationItem.leftBarButtonItem)
        #expect(edit.title == "Edit" && edit.style == .done && edit.target == nil)
        UIApplication.shared.sendAction(try #require(add.action), to: add.target, from: add, for: nil)
        #expect(inbox.senders.count == 1 && inbox.senders.first as? UIBarButtonItem === add)
        // Sent to the First Responder: up the chain, where nothing implements it; nothing is raised.
        let editAction = try #require(edit.action)
        var handled = true
        let failures = DiffableFailures.record {
            handled = UIApplication.shared.sendAction(editAction, to: edit.target, from: edit, for: nil)
        }
        #expect(!handled && failures.failures.isEmpty)
    }

    @Test("a control's IBAction (private) runs with the control on its event; a selector the class lacks raises UIKit's text; a missing destination connects nothing")
    func controlActions() throws {
        let inbox = try inbox()
        inbox.loadViewIfNeeded()
        inbox.clearButton.sendActions(for: .touchUpInside)
        #expect(inbox.senders.count == 1 && inbox.senders.first as? UIButton === inbox.clearButton)
        let toggle = try #require(inbox.controls.first)
        let failures = DiffableFailures.record { toggle.sendActions(for: .valueChanged) }
        #expect(failures.failures.map(\.reason) == ["-[DiffableCompatTests.PortedInboxViewController noSuchMethod:]: unrecognized selector sent to instance 0x0"])
        let filter = try #require((inbox.view.subviews[2] as? UIStackView)?.arrangedSubviews[2] as? UISegmentedControl)
        #expect(filter.allTargets.isEmpty)
    }
}
