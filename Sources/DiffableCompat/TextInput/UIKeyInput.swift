#if !canImport(UIKit)
import Foundation

/// UIKit's `UIKeyInput`: what a keyboard calls to type. Modelled on `UITextView`: calling
/// `insertText(_:)` and `deleteBackward()` is a user typing (the delegate is asked and told as
/// UIKit asks and tells it). Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Types `text` at the selection.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
}
#endif
