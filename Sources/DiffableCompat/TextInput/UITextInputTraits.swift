#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextInputTraits`: how the keyboard behaves for a text input. Shape only: there is no
/// keyboard; `UITextField` and `UISearchBar` store each trait and read it back, with UIKit's
/// defaults. (UIKit's requirements are optional; here both adopters implement every one.)
@MainActor @preconcurrency
public protocol UITextInputTraits: NSObjectProtocol {
    /// Shape only: stored.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Shape only: stored.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Shape only: stored.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Shape only: stored.
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Shape only: stored.
    var smartDashesType: UITextSmartDashesType { get set }
    /// Shape only: stored.
    var keyboardType: UIKeyboardType { get set }
    /// Shape only: stored.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// Shape only: stored.
    var returnKeyType: UIReturnKeyType { get set }
    /// Shape only: stored.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Shape only: stored.
    var isSecureTextEntry: Bool { get set }
    /// Shape only: stored.
    var textContentType: UITextContentType! { get set }
}
#endif
