#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextFieldDelegate`. Its requirements are optional in UIKit; here they have UIKit's
/// defaults in an extension, so a type implements only what it needs. Modelled where a test can
/// drive it: `becomeFirstResponder()` asks `textFieldShouldBeginEditing(_:)` and tells
/// `textFieldDidBeginEditing(_:)`; `resignFirstResponder()` asks `textFieldShouldEndEditing(_:)` and
/// tells `textFieldDidEndEditing(_:reason:)`; `pressReturnKey()` (an addition) asks
/// `textFieldShouldReturn(_:)`. The rest are shape only: nothing types.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Asked before editing begins. Modelled.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Told that editing began. Modelled.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before editing ends. Modelled.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Told that editing ended; UIKit's default of the `reason:` form calls this one. Modelled.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Told that editing ended, and why. Modelled.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asked before a change of the text. Shape only: nothing types.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Told that the selection changed. Shape only: never called here.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asked before the clear button clears the text. Shape only: never called here.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asked when the return key is pressed. Modelled (`pressReturnKey()`).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True, as UIKit's default. Modelled.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing. Modelled.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True, as UIKit's default. Modelled.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing. Modelled.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`, as UIKit does when only that one is implemented. Modelled.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True, as UIKit's default. Shape only.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Does nothing. Shape only.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True, as UIKit's default. Shape only.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// True, as UIKit's default. Modelled.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
#endif
