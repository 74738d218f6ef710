import DiffableCompat
import Foundation
import Testing

/// A screen as ported code has it, with actions that return a value (Objective-C discards it).
final class ValueActionScreen: UIViewController {
    var log: [String] = []
    let button = UIButton(type: .system)
    let field = UITextField()

    func verify() -> Bool { log.append("verify"); return true }
    func submit(_ sender: UIButton) -> String { log.append("submit \(sender === button)"); return "sent" }
    func track(_ sender: UIButton, forEvent event: UIEvent?) -> Int { log.append("track \(event == nil)"); return 1 }
    func refresh() { log.append("refresh") }
    func tapped(_ sender: UIButton) { log.append("tapped") }
    func toggle(_ animated: Bool) -> Bool { log.append("toggle \(animated)"); return animated }
}

/// Made outside the main actor: selectors of main-actor methods returning values type-check anywhere.
nonisolated func verifySelector() -> Selector { Selector("verify", ValueActionScreen.verify) }
nonisolated func submitSelector() -> Selector { Selector("submit:", ValueActionScreen.submit(_:)) }

@MainActor
@Suite("Selectors of methods that return a value: the call carried, the result discarded as Objective-C's action dispatch does")
struct SelectorResultTests {
    @Test("no, one and two arguments: each is called and its result dropped; methods returning nothing still take the Void forms")
    func eachArity() {
        let screen = ValueActionScreen()
        screen.button.addTarget(screen, action: verifySelector(), for: .touchUpInside)
        screen.button.addTarget(screen, action: submitSelector(), for: .touchUpInside)
        screen.button.addTarget(screen, action: Selector("track:forEvent:", ValueActionScreen.track(_:forEvent:)), for: .touchUpInside)
        screen.button.addTarget(screen, action: Selector("refresh", ValueActionScreen.refresh), for: .touchUpInside)
        screen.button.addTarget(screen, action: Selector("tapped:", ValueActionScreen.tapped(_:)), for: .touchUpInside)
        screen.button.sendActions(for: .touchUpInside)
        #expect(screen.log == ["verify", "submit true", "track true", "refresh", "tapped"])
        // A method reference typed as returning nothing, and one typed as returning a value, name the same selector.
        let void: (ValueActionScreen) -> () -> Void = ValueActionScreen.refresh
        let valued: (ValueActionScreen) -> () -> Bool = ValueActionScreen.verify
        #expect(Selector("refresh", void) == Selector("refresh") && Selector("verify", valued).description == "verify")
    }

    @Test("perform(_:), notifications and responds(to:) take them too; perform returns nil, as an action returns nothing")
    func foundationForms() {
        let screen = ValueActionScreen()
        #expect(screen.perform(verifySelector()) == nil)
        #expect(screen.responds(to: verifySelector()) && !screen.responds(to: Selector("verify")))
        let center = NotificationCenter()
        let name = Notification.Name("Validate")
        center.addObserver(screen, selector: verifySelector(), name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(screen.log == ["verify", "verify"])
    }

    @Test("#selector(UIView.endEditing) on a tap recognizer: the recognizer arrives as the Bool, false, and the editing field resigns")
    func endEditingFromATap() {
        let screen = ValueActionScreen()
        screen.view.addSubview(screen.field)
        #expect(screen.field.becomeFirstResponder() && screen.field.isFirstResponder)
        let tap = UITapGestureRecognizer(target: screen.view, action: Selector("endEditing:", UIView.endEditing(_:)))
        screen.view.addGestureRecognizer(tap)
        let report = DiffableFailures.record { tap.simulateRecognition() }
        #expect(report.failures.isEmpty && !screen.field.isFirstResponder)
    }

    @Test("a Bool parameter sent an object or nil reads false, as iOS on arm64 reads a pointer passed for a BOOL; a Bool is passed as is")
    func boolParameters() {
        let screen = ValueActionScreen()
        let toggle = Selector("toggle:", ValueActionScreen.toggle(_:))
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(screen, animated: false)
        let item = UIBarButtonItem(barButtonSystemItem: .done, target: navigation,
                                   action: Selector("popViewControllerAnimated:", UINavigationController.popViewController(animated:)))
        let report = DiffableFailures.record {
            screen.button.addTarget(screen, action: toggle, for: .touchUpInside)
            screen.button.sendActions(for: .touchUpInside)
            screen.perform(toggle, with: nil)
            screen.perform(toggle, with: true)
            _ = UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil)
        }
        #expect(report.failures.isEmpty)
        #expect(screen.log == ["toggle false", "toggle false", "toggle true"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("an argument of another kind than the method takes is still recorded, not called")
    func otherArgumentsStillMismatch() {
        let screen = ValueActionScreen()
        let report = DiffableFailures.record { screen.perform(Selector("toggle:", ValueActionScreen.toggle(_:)), with: 3) }
        #expect(screen.log.isEmpty)
        #expect(report.failures.map(\.reason) == ["-[DiffableCompatTests.ValueActionScreen toggle:]: argument 1 is a Int; the method takes Bool"])
    }
}
