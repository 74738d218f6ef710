#if !canImport(UIKit)
import Foundation

/// The keyboard a text input shows while it edits: posts UIKit's keyboard notifications with
/// a phone keyboard's frame when the first input begins editing and when the last one ends.
@MainActor
final class HeadlessKeyboard {
    static let shared = HeadlessKeyboard()
    /// The keyboard's frame when shown: the bottom 336 points of the headless screen.
    var shownFrame: CGRect {
        let screen = UIScreen.main.bounds
        return CGRect(x: 0, y: screen.height - 336, width: screen.width, height: 336)
    }
    private var editing: [WeakTarget] = []

    /// `input` began editing: the keyboard appears if none was shown.
    func inputBegan(_ input: AnyObject) {
        editing.removeAll { $0.object == nil || $0.object === input }
        let wasShown = !editing.isEmpty
        editing.append(WeakTarget(input))
        guard !wasShown else { return }
        let hidden = shownFrame.offsetBy(dx: 0, dy: shownFrame.height)
        post(UIResponder.keyboardWillShowNotification, from: hidden, to: shownFrame)
        post(UIResponder.keyboardDidShowNotification, from: hidden, to: shownFrame)
    }

    /// `input` ended editing: the keyboard goes if nothing else edits.
    func inputEnded(_ input: AnyObject) {
        let wasShown = editing.contains { $0.object != nil }
        editing.removeAll { $0.object == nil || $0.object === input }
        guard wasShown, editing.isEmpty else { return }
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
