#if !canImport(UIKit)
import Foundation

/// The keyboard a text input shows while it edits: posts UIKit's keyboard notifications with
/// a phone keyboard's frame when the first input begins editing and when the last one ends.
///
/// It counts the inputs editing whose view hierarchy still exists: an input that was in a
/// hierarchy when it began (it had a superview) no longer counts once the top of that hierarchy
/// is gone (a screen a test dropped, while something else keeps its field alive). On iOS such a
/// field has left its window and resigned; here it would otherwise keep the keyboard up for the
/// rest of the process.
@MainActor
final class HeadlessKeyboard {
    static let shared = HeadlessKeyboard()
    /// The keyboard's frame when shown: the bottom 336 points of the headless screen.
    var shownFrame: CGRect {
        let screen = UIScreen.main.bounds
        return CGRect(x: 0, y: screen.height - 336, width: screen.width, height: 336)
    }

    /// An input editing, and the top of the hierarchy it began editing in.
    private struct Editing {
        weak var input: UIView?
        /// The top of the superview chain when it began; nil once that view is gone.
        weak var root: UIView?
        /// Whether it had a superview when it began (a lone input is its own root).
        let inHierarchy: Bool

        @MainActor init(_ input: UIView) {
            self.input = input
            root = input.rootView
            inHierarchy = input.superview != nil
        }

        /// Whether it still counts: alive, and its hierarchy too.
        var counts: Bool { input != nil && (!inHierarchy || root != nil) }
    }

    private var editing: [Editing] = []
    /// Nesting depth of `handOver(to:)`'s resigning: while it is above zero, the keyboard stays up.
    private var holding = 0
    /// Whether the inputs a hand-over resigned were the last editing: the next to begin keeps the
    /// keyboard shown, without a second appearance.
    private var heldHide = false

    /// `input` began editing: the keyboard appears if none was shown.
    func inputBegan(_ input: UIView) {
        editing.removeAll { !$0.counts || $0.input === input }
        let wasShown = !editing.isEmpty || heldHide
        heldHide = false
        editing.append(Editing(input))
        guard !wasShown else { return }
        let hidden = shownFrame.offsetBy(dx: 0, dy: shownFrame.height)
        post(UIResponder.keyboardWillShowNotification, from: hidden, to: shownFrame)
        post(UIResponder.keyboardDidShowNotification, from: hidden, to: shownFrame)
    }

    /// `input` ended editing: the keyboard goes if nothing else edits.
    func inputEnded(_ input: UIView) {
        let wasShown = editing.contains { $0.counts }
        editing.removeAll { !$0.counts || $0.input === input }
        guard wasShown, editing.isEmpty else { return }
        if holding > 0 {
            heldHide = true
            return
        }
        postHide()
    }

    /// Before `input` begins editing: the other text inputs editing in its view hierarchy (the
    /// top of its superview chain, its window when it has one) are asked to resign, as UIKit asks
    /// the current first responder to resign before another becomes first responder (a window has
    /// one first responder). The keyboard stays up meanwhile: moving from field to field neither
    /// hides nor shows it again. Whether every one resigned (a delegate's `…ShouldEndEditing`
    /// may refuse; then `input` does not begin).
    func handOver(to input: UIView) -> Bool {
        let root = input.rootView
        let others = editing.filter(\.counts).compactMap(\.input).filter { $0 !== input && $0.isFirstResponder && $0.rootView === root }
        guard !others.isEmpty else { return true }
        holding += 1
        defer { holding -= 1 }
        // A refusal leaves that input editing, so a hide is held only when every one resigned, and
        // the input beginning next takes it over.
        return others.allSatisfy { $0.resignFirstResponder() }
    }

    private func postHide() {
        let hidden = shownFrame.offsetBy(dx: 0, dy: shownFrame.height)
        post(UIResponder.keyboardWillHideNotification, from: shownFrame, to: hidden)
        post(UIResponder.keyboardDidHideNotification, from: shownFrame, to: hidden)
    }

    private func post(_ name: Notification.Name, from begin: CGRect, to end: CGRect) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ])
    }
}
#endif
