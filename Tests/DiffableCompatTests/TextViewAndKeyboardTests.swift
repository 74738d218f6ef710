import DiffableCompat
import Foundation
import Testing

/// A bio editor as apps write one: a text view whose delegate limits its length and records what
/// it is told, and that also watches the keyboard.
final class BioEditor: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    var told: [String] = []
    var limit = 10
    var allowsEnd = true

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { told.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { told.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { told.append("shouldEnd"); return allowsEnd }
    func textViewDidEndEditing(_ textView: UITextView) { told.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        told.append("shouldChange \(range.location),\(range.length) '\(text)'")
        return ((textView.text as NSString).replacingCharacters(in: range, with: text) as NSString).length <= limit
    }
    func textViewDidChange(_ textView: UITextView) { told.append("didChange '\(textView.text!)'") }
}

/// Collects notification names posted on the test's thread.
private final class NameLog: @unchecked Sendable { var names: [String] = [] }

@MainActor
@Suite("DiffableCompat: text views, typing, the keyboard's notifications and the scroll view delegate")
struct TextViewAndKeyboardTests {
    @Test("typing asks the delegate, replaces the selection and tells it; a refused change leaves the text as it was")
    func typingAsksAndTells() {
        let editor = BioEditor()
        editor.textView.delegate = editor
        editor.textView.text = "Hello"
        #expect(editor.told.isEmpty && editor.textView.selectedRange == NSRange(location: 5, length: 0), "setting text tells no one")
        #expect(editor.textView.becomeFirstResponder() && editor.textView.isFirstResponder)
        editor.textView.insertText("!")
        editor.textView.selectedRange = NSRange(location: 0, length: 5)
        editor.textView.insertText("Hi")
        editor.textView.insertText(" there, world")
        #expect(editor.textView.text == "Hi!", "the delegate refused going over ten characters")
        editor.textView.deleteBackward()
        #expect(editor.told == ["shouldBegin", "didBegin", "shouldChange 5,0 '!'", "didChange 'Hello!'", "shouldChange 0,5 'Hi'", "didChange 'Hi!'",
                                "shouldChange 2,0 ' there, world'", "shouldChange 1,1 ''", "didChange 'H!'"])
        #expect(editor.textView.attributedText.string == "H!")
    }

    @Test("editing ends through the delegate; a refusal keeps it editing; a text view that is not editable neither edits nor types")
    func editingEnds() {
        let editor = BioEditor()
        editor.textView.delegate = editor
        editor.textView.becomeFirstResponder()
        editor.allowsEnd = false
        #expect(!editor.textView.resignFirstResponder() && editor.textView.isFirstResponder)
        editor.allowsEnd = true
        #expect(editor.textView.resignFirstResponder() && !editor.textView.isFirstResponder)
        let readOnly = UITextView(frame: .zero, textContainer: nil)
        readOnly.isEditable = false
        readOnly.text = "fixed"
        readOnly.insertText("x")
        #expect(!readOnly.becomeFirstResponder() && readOnly.text == "fixed" && readOnly.textContainerInset.top == 8)
        readOnly.selectedRange = NSRange(location: 3, length: 99)
        #expect(readOnly.selectedRange == NSRange(location: 3, length: 2), "a selection past the end is clamped")
    }

    @Test("the keyboard shows when the first input begins editing and hides when the last one ends, with its frame in userInfo")
    func keyboardNotifications() {
        let log = NameLog()
        var frames: [CGRect] = []
        let center = NotificationCenter.default
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                     UITextField.textDidChangeNotification]
        let tokens = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                log.names.append(note.name.rawValue)
                if let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
                    MainActor.assumeIsolated { frames.append(value.cgRectValue) }
                }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        let field = UITextField(), textView = UITextView()
        field.becomeFirstResponder()
        textView.becomeFirstResponder()
        field.insertText("abc")
        field.deleteBackward()
        textView.resignFirstResponder()
        field.resignFirstResponder()
        #expect(log.names == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "UITextFieldTextDidChangeNotification",
                              "UITextFieldTextDidChangeNotification", "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"])
        #expect(field.text == "ab" && frames.first == CGRect(x: 0, y: 516, width: 393, height: 336) && frames.last?.minY == 852)
    }

    @Test("a collection view's delegate is a scroll view delegate, as in UIKit, and a controller's scroll overrides are its own")
    func scrollViewDelegateIsInherited() {
        final class Feed: UICollectionViewController {
            var ended = false
            override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { ended = true }
        }
        let feed = Feed(collectionViewLayout: UICollectionViewFlowLayout())
        let delegate: any UIScrollViewDelegate = feed
        delegate.scrollViewDidEndDecelerating(feed.collectionView)
        #expect(feed.ended && delegate.scrollViewShouldScrollToTop(feed.collectionView))
    }

    @Test("convert(_:to:) and convert(_:from:) follow frames and bounds origins up to the root")
    func convertBetweenViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(card)
        card.addSubview(badge)
        #expect(badge.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 26, y: 46))
        #expect(badge.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 26, y: 46))
        #expect(card.convert(badge.frame, to: root) == CGRect(x: 25, y: 45, width: 10, height: 10))
        #expect(badge.convert(CGPoint(x: 26, y: 46), from: root) == CGPoint(x: 1, y: 1))
        card.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 25, y: 35), "a scrolled superview's bounds origin counts")
    }
}
