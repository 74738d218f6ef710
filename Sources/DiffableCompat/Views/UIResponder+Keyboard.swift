#if !canImport(UIKit)
import Foundation

extension UIResponder {
    /// Posted before the keyboard appears (UIKit's name). Modelled: posted when a text view or
    /// text field begins editing and no other input is editing.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared (UIKit's name). Modelled, as `keyboardWillShowNotification`.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard goes (UIKit's name). Modelled: posted when the last editing
    /// input ends editing.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard went (UIKit's name). Modelled, as `keyboardWillHideNotification`.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (UIKit's name). Shape only: never posted here.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed (UIKit's name). Shape only: never posted here.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame before the change, an `NSValue` of a `CGRect` in screen coordinates
    /// (UIKit's key). Modelled.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change (UIKit's key): the bottom 336 points of the screen
    /// when shown, just below the screen when hidden. Modelled.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration, an `NSNumber` of seconds (UIKit's key). Modelled: 0.25.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve, an `NSNumber` of a `UIView.AnimationCurve` raw value (UIKit's key).
    /// Modelled: 7, the keyboard's private curve, as UIKit sends.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app, an `NSNumber` of a `Bool` (UIKit's key). Modelled: true.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
#endif
