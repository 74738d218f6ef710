import DiffableCompat
import Foundation
import Testing

/// A form's delegate that logs each call and can refuse to end editing.
@MainActor
private final class FormLog: NSObject, UITextFieldDelegate, UITextViewDelegate {
    var calls: [String] = []
    var refusesToEnd: Set<String> = []
    var saved: [String: String] = [:]

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin \(textField.placeholder ?? "")"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin \(textField.placeholder ?? "")") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldEnd \(textField.placeholder ?? "")")
        return !refusesToEnd.contains(textField.placeholder ?? "")
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        calls.append("didEnd \(textField.placeholder ?? "")")
        saved[textField.placeholder ?? ""] = textField.text
    }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin notes") }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd notes") }
}

/// The keyboard notifications posted while it observes. The keyboard is the process's, so tests
/// compare what one step added, not the whole list.
private final class KeyboardLog: @unchecked Sendable {
    var names: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                self?.names.append(note.name.rawValue)
            })
        }
    }

    func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
}

@Suite("One first responder per view hierarchy: a text input that begins editing asks the one editing beside it to resign, as UIKit does")
@MainActor
struct FirstResponderHandOverTests {
    /// A form: two fields in a stack view and a text view, in one root view (which the caller
    /// keeps: a view holds its superview weakly, as UIKit's).
    private func form(_ log: FormLog) -> (UIView, UITextField, UITextField, UITextView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let name = UITextField(), email = UITextField(), notes = UITextView()
        name.placeholder = "name"
        email.placeholder = "email"
        for field in [name, email] { field.delegate = log }
        notes.delegate = log
        let stack = UIStackView(arrangedSubviews: [name, email])
        root.addSubview(stack)
        root.addSubview(notes)
        return (root, name, email, notes)
    }

    @Test("moving from field to field: the first ends (its didEndEditing saves) before the second begins; the keyboard neither hides nor shows again")
    func movingBetweenFields() {
        let log = FormLog(), keyboard = KeyboardLog()
        defer { keyboard.stop() }
        let (root, name, email, notes) = form(log)
        defer { withExtendedLifetime(root) {} }
        #expect(name.becomeFirstResponder())
        name.insertText("Ada")
        let shown = keyboard.names
        #expect(email.becomeFirstResponder())
        #expect(keyboard.names == shown, "moving to the next field neither hides nor shows the keyboard")
        #expect(!name.isFirstResponder && !name.isEditing && email.isFirstResponder)
        #expect(log.calls == ["shouldBegin name", "didBegin name", "shouldBegin email", "shouldEnd name", "didEnd name", "didBegin email"])
        #expect(log.saved == ["name": "Ada"], "the form saved the name when the user moved on, as on iOS")
        #expect(notes.becomeFirstResponder() && !email.isEditing && notes.isFirstResponder)
        #expect(Array(log.calls.suffix(3)) == ["shouldEnd email", "didEnd email", "didBegin notes"])
        #expect(keyboard.names == shown)
        #expect(notes.resignFirstResponder() && !notes.isFirstResponder)
        #expect(keyboard.names.last == "UIKeyboardWillHideNotification", "the last input's end hides it")
    }

    @Test("a field whose delegate refuses to end editing keeps it: the other does not begin, and the keyboard stays")
    func refusalKeepsTheFirstResponder() {
        let log = FormLog(), keyboard = KeyboardLog()
        defer { keyboard.stop() }
        let (root, name, email, _) = form(log)
        defer { withExtendedLifetime(root) {} }
        log.refusesToEnd = ["name"]
        #expect(name.becomeFirstResponder())
        let shown = keyboard.names
        #expect(!email.becomeFirstResponder())
        #expect(name.isEditing && !email.isEditing && keyboard.names == shown)
        #expect(log.calls == ["shouldBegin name", "didBegin name", "shouldBegin email", "shouldEnd name"])
        log.refusesToEnd = []
        #expect(email.becomeFirstResponder() && !name.isEditing && keyboard.names == shown)
        #expect(email.resignFirstResponder())
    }

    @Test("inputs in different hierarchies (no common superview or window) do not resign each other")
    func separateHierarchies() {
        let log = FormLog()
        let (root, name, _, _) = form(log), (otherRoot, other, _, _) = form(log)
        defer { withExtendedLifetime((root, otherRoot)) {} }
        #expect(name.becomeFirstResponder() && other.becomeFirstResponder())
        #expect(name.isEditing && other.isEditing)
        #expect(name.resignFirstResponder() && other.resignFirstResponder())
    }

    @Test("in a window: a field of the root controller's view and a field on the window share the window's one first responder")
    func oneFirstResponderPerWindow() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        let field = UITextField(), banner = UITextField()
        controller.view.addSubview(field)
        window.addSubview(banner)
        #expect(field.becomeFirstResponder() && banner.becomeFirstResponder())
        #expect(!field.isEditing && banner.isEditing)
        #expect(banner.resignFirstResponder())
    }

    @Test("a field kept alive after its screen is gone no longer holds the keyboard up: the next input to begin shows it")
    func droppedScreenReleasesTheKeyboard() {
        var kept: UITextField?
        do {
            let screen = UIView()
            let field = UITextField()
            screen.addSubview(field)
            #expect(field.becomeFirstResponder())
            kept = field
        }
        #expect(kept?.superview == nil, "its screen is gone")
        let keyboard = KeyboardLog()
        defer { keyboard.stop() }
        let lone = UITextField()
        #expect(lone.becomeFirstResponder())
        #expect(keyboard.names == ["UIKeyboardWillShowNotification"])
        #expect(lone.resignFirstResponder() && keyboard.names.last == "UIKeyboardWillHideNotification")
        withExtendedLifetime(kept) {}
    }
}
