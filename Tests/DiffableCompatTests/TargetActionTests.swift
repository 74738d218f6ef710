import DiffableCompat
import Foundation
import Testing

/// A screen as ported code has it: `@objc` dropped, each `#selector` a `Selector` carrying the call.
final class ActionScreen: UIViewController {
    var log: [String] = []
    let button = UIButton(type: .system)

    func didTap(_ sender: UIButton) { log.append("didTap \(sender === button)") }
    func refresh() { log.append("refresh") }
    func tapped(_ sender: Any, forEvent event: UIEvent?) { log.append("tapped event:\(event == nil ? "nil" : "set")") }
    func addTapped(_ sender: UIBarButtonItem) { log.append("addTapped \(sender.title ?? "")") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
        button.addTarget(self, action: Selector("didTap:", ActionScreen.didTap(_:)), for: .touchUpInside)
    }
}

/// Another type, whose selectors an `ActionScreen` has no method for.
final class OtherScreen: UIViewController {
    func close() {}
}

/// A control that watches every action it sends, as a subclass may override `sendAction(_:to:for:)`.
final class WatchingButton: UIButton {
    var sent: [String] = []
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sent.append(NSStringFromSelector(action))
        super.sendAction(action, to: target, for: event)
    }
}

/// Made outside the main actor: a `Selector` of a main-actor method type-checks anywhere.
nonisolated func refreshSelector() -> Selector { Selector("refresh", ActionScreen.refresh) }

@MainActor
@Suite("Target–action: Selector, UIControl, UIBarButtonItem and UIApplication.sendAction, as UIKit routes them")
struct TargetActionTests {
    @Test("a Selector is equal, hashed and described by its name; string literals and NSSelectorFromString name only")
    func selectorIdentity() {
        let carried = Selector("refresh", ActionScreen.refresh)
        let named: Selector = "refresh"
        #expect(carried == named && carried == Selector(("refresh")) && carried == NSSelectorFromString("refresh"))
        #expect(Set([carried, named, refreshSelector()]).count == 1)
        #expect(carried.description == "refresh" && NSStringFromSelector(carried) == "refresh")
        #expect(Selector("didTap:", ActionScreen.didTap(_:)) != carried)
    }

    @Test("sendActions(for:) calls the target's method with the control as sender; no-argument and sender-and-event forms too")
    func sendActionsCallsTargets() {
        let screen = ActionScreen()
        screen.loadViewIfNeeded()
        screen.button.addTarget(screen, action: Selector("refresh", ActionScreen.refresh), for: .touchUpInside)
        screen.button.addTarget(screen, action: Selector("tapped:forEvent:", ActionScreen.tapped(_:forEvent:)), for: .touchUpInside)
        screen.button.sendActions(for: .valueChanged)
        #expect(screen.log.isEmpty)
        screen.button.sendActions(for: .touchUpInside)
        #expect(screen.log == ["didTap true", "refresh", "tapped event:nil"])
        screen.button.sendAction(Selector("tapped:forEvent:", ActionScreen.tapped(_:forEvent:)), to: screen, for: UIEvent())
        #expect(screen.log.last == "tapped event:set")
    }

    @Test("UIActions and target–action pairs run in the order added, one list as UIKit keeps; a subclass's sendAction sees each pair")
    func orderAndOverride() {
        let screen = ActionScreen()
        let button = WatchingButton(type: .system)
        button.addAction(UIAction { _ in screen.log.append("action 1") }, for: .touchUpInside)
        button.addTarget(screen, action: Selector("refresh", ActionScreen.refresh), for: .touchUpInside)
        button.addAction(UIAction { _ in screen.log.append("action 2") }, for: .primaryActionTriggered)
        button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(screen.log == ["action 1", "refresh", "action 2"])
        #expect(button.sent == ["refresh"])
        var seen: [String] = []
        button.enumerateEventHandlers { action, pair, events, _ in
            seen.append(action.map { _ in "action \(events.rawValue)" } ?? "\(pair!.1) \(events.rawValue)")
        }
        #expect(seen == ["action 64", "refresh 64", "action 8192"])
    }

    @Test("UIActions are unique by identifier, as UIKit documents: a later one with the same identifier replaces the earlier in its place")
    func actionsUniqueByIdentifier() {
        var log: [String] = []
        let button = UIButton()
        let id = UIAction.Identifier("save")
        button.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("other") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .valueChanged)
        button.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(log == ["new", "other"])
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(log == ["new", "other", "new"])
    }

    @Test("a pair added again is called once; its events add up, and actions(forTarget:forControlEvent:) lists it for each")
    func addingTwice() {
        let screen = ActionScreen()
        let button = UIButton()
        let refresh = Selector("refresh", ActionScreen.refresh)
        button.addTarget(screen, action: refresh, for: .touchUpInside)
        button.addTarget(screen, action: refresh, for: .touchUpInside)
        button.addTarget(screen, action: refresh, for: .valueChanged)
        button.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(screen.log == ["refresh"])
        #expect(button.actions(forTarget: screen, forControlEvent: .valueChanged) == ["refresh"])
        #expect(button.actions(forTarget: screen, forControlEvent: .editingChanged) == nil)
        #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
        #expect(button.allControlEvents == [.touchUpInside, .valueChanged])
    }

    @Test("removeTarget takes events from pairs (nil target: every target; nil action: every action); removing a pair never added changes nothing and raises nothing")
    func removingTargets() {
        let screen = ActionScreen()
        let other = ActionScreen()
        let button = UIButton()
        button.addTarget(screen, action: Selector("refresh", ActionScreen.refresh), for: [.touchUpInside, .valueChanged])
        button.addTarget(other, action: Selector("refresh", ActionScreen.refresh), for: .touchUpInside)
        button.addTarget(nil, action: Selector("refresh", ActionScreen.refresh), for: .editingChanged)
        // NSNull stands for the nil target (on Linux each NSNull() is an object of its own, so test by type).
        #expect(button.allTargets.count == 3 && button.allTargets.isSuperset(of: [AnyHashable(screen), AnyHashable(other)]))
        #expect(button.allTargets.contains { $0.base is NSNull })

        let report = DiffableFailures.record {
            button.removeTarget(OtherScreen(), action: nil, for: .allEvents)
            button.removeTarget(screen, action: Selector("close", OtherScreen.close), for: .allEvents)
        }
        #expect(report.failures.isEmpty && button.allTargets.count == 3 && button.allControlEvents == [.touchUpInside, .valueChanged, .editingChanged])

        button.removeTarget(screen, action: nil, for: .touchUpInside)
        #expect(button.actions(forTarget: screen, forControlEvent: .valueChanged) == ["refresh"])
        #expect(button.actions(forTarget: screen, forControlEvent: .touchUpInside) == nil)
        button.removeTarget(nil, action: Selector("refresh"), for: .allEvents)
        #expect(button.allTargets.isEmpty && button.allControlEvents.isEmpty)
    }

    @Test("the control holds its target weakly; a released target's action goes up the responder chain")
    func targetsAreWeak() {
        let button = UIButton()
        var screen: ActionScreen? = ActionScreen()
        button.addTarget(screen, action: Selector("refresh", ActionScreen.refresh), for: .touchUpInside)
        screen = nil
        #expect(button.allTargets.count == 1 && button.allTargets.first?.base is NSNull)
        let report = DiffableFailures.record { button.sendActions(for: .touchUpInside) }
        #expect(report.failures.isEmpty)
    }

    @Test("a name-only selector is UIKit's unrecognized selector: NSInvalidArgumentException, nothing called, the control unchanged")
    func nameOnlySelector() {
        let screen = ActionScreen()
        let button = UIButton()
        button.addTarget(screen, action: Selector("count"), for: .touchUpInside)
        let report = DiffableFailures.record { button.sendActions(for: .touchUpInside) }
        #expect(report.failures == [DiffableFailure(
            reason: "-[DiffableCompatTests.ActionScreen count]: unrecognized selector sent to instance 0x0", name: "NSInvalidArgumentException")])
        #expect(screen.log.isEmpty && button.actions(forTarget: screen, forControlEvent: .touchUpInside) == ["count"])
    }

    @Test("a selector of another type's method, sent to this target, is unrecognized, named with the target's type")
    func wrongTargetType() {
        let screen = ActionScreen()
        let report = DiffableFailures.record {
            #expect(!UIApplication.shared.sendAction(Selector("close", OtherScreen.close), to: screen, from: nil, for: nil))
        }
        #expect(report.failures.map(\.reason) == ["-[DiffableCompatTests.ActionScreen close]: unrecognized selector sent to instance 0x0"])
    }

    @Test("an action written for a UIBarButtonItem sent by a UIButton is not called; the mismatch is recorded in the unrecognized-selector form")
    func wrongSenderType() {
        let screen = ActionScreen()
        let button = UIButton()
        button.addTarget(screen, action: Selector("addTapped:", ActionScreen.addTapped(_:)), for: .touchUpInside)
        let report = DiffableFailures.record { button.sendActions(for: .touchUpInside) }
        #expect(report.failures == [DiffableFailure(
            reason: "-[DiffableCompatTests.ActionScreen addTapped:]: argument 1 is a UIButton; the method takes UIBarButtonItem",
            name: "NSInvalidArgumentException")])
        #expect(screen.log.isEmpty)
    }

    @Test("a nil target goes up the responder chain from the control: view, superview, its view controller")
    func nilTargetClimbsTheChain() {
        let screen = ActionScreen()
        let button = UIButton()
        let container = UIView()
        container.addSubview(button)
        screen.view.addSubview(container)
        #expect(button.next === container && container.next === screen.view && screen.view.next === screen)
        button.addTarget(nil, action: Selector("refresh", ActionScreen.refresh), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(screen.log == ["refresh"])
        #expect(button.target(forAction: Selector("refresh", ActionScreen.refresh), withSender: nil) as AnyObject? === screen)
        #expect(!screen.canPerformAction(Selector("refresh"), withSender: nil))

        let loose = UIButton()
        loose.addTarget(nil, action: Selector("refresh", ActionScreen.refresh), for: .touchUpInside)
        let report = DiffableFailures.record { loose.sendActions(for: .touchUpInside) }
        #expect(report.failures.isEmpty && screen.log == ["refresh"])
    }

    @Test("a bar button item's target and action: sendAction as UIKit routes a tap reaches the target with the item as sender")
    func barButtonItems() {
        let screen = ActionScreen()
        let add = UIBarButtonItem(title: "Add", style: .plain, target: screen, action: Selector("addTapped:", ActionScreen.addTapped(_:)))
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: screen, action: Selector("refresh", ActionScreen.refresh))
        let image = UIBarButtonItem(image: nil, style: .done, target: nil, action: nil)
        #expect(add.target === screen && add.style == .plain && done.systemItem == .done && image.action == nil)
        #expect(UIApplication.shared.sendAction(add.action!, to: add.target, from: add, for: nil))
        #expect(UIApplication.shared.sendAction(done.action!, to: done.target, from: done, for: nil))
        #expect(screen.log == ["addTapped Add", "refresh"])
    }

    @Test("endEditing(_:) asks the text field editing in the subtree to resign; with none editing it answers true")
    func endEditing() {
        let screen = ActionScreen()
        let field = UITextField()
        screen.view.addSubview(field)
        #expect(screen.view.endEditing(true))
        #expect(field.becomeFirstResponder() && field.isEditing)
        #expect(screen.view.endEditing(true) && !field.isEditing)
    }

    @Test("with no target, a bar button item's action goes to the key window's first responder and up from it; with none, nowhere")
    func nilTargetFromFirstResponder() {
        let screen = ActionScreen()
        let window = UIWindow(frame: .zero)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === window && window.isKeyWindow && screen.next === window && window.next === UIApplication.shared)
        let item = UIBarButtonItem(title: "Reload", style: .plain, target: nil, action: Selector("refresh", ActionScreen.refresh))
        #expect(!UIApplication.shared.sendAction(item.action!, to: nil, from: item, for: nil))
        let field = UITextField()
        screen.view.addSubview(field)
        _ = field.becomeFirstResponder()
        #expect(UIApplication.shared.sendAction(item.action!, to: nil, from: item, for: nil))
        #expect(screen.log == ["refresh"])
        _ = field.resignFirstResponder()
        window.rootViewController = nil
    }
}
