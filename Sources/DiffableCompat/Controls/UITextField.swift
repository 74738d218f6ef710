#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextField`. Shape only: text and its attributes are stored and read back; there is
/// no keyboard, so a test sets `text` and sends `.editingChanged` itself. Beginning and ending
/// editing and the return key are modelled with the `delegate` (see `UITextFieldDelegate`).
@MainActor @preconcurrency
open class UITextField: UIControl, UITextInputTraits {
    /// UIKit's `UITextField.DidEndEditingReason`. Modelled: `resignFirstResponder()` ends with
    /// `.committed`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder. Modelled.
        case committed
        /// Shape only: never produced here.
        case cancelled
    }

    /// UIKit's `UITextField.BorderStyle`. Shape only.
    public enum BorderStyle: Int, Sendable {
        /// `.none`, as UIKit's. Shape only: kept, not drawn.
        case none
        /// `.line`, as UIKit's. Shape only: kept, not drawn.
        case line
        /// `.bezel`, as UIKit's. Shape only: kept, not drawn.
        case bezel
        /// `.roundedRect`, as UIKit's. Shape only: kept, not drawn.
        case roundedRect
    }
    /// UIKit's `UITextField.ViewMode`. Shape only.
    public enum ViewMode: Int, Sendable {
        /// `.never`, as UIKit's. Shape only: kept, not drawn.
        case never
        /// `.whileEditing`, as UIKit's. Shape only: kept, not drawn.
        case whileEditing
        /// `.unlessEditing`, as UIKit's. Shape only: kept, not drawn.
        case unlessEditing
        /// `.always`, as UIKit's. Shape only: kept, not drawn.
        case always
    }

    /// Shape only: stored.
    open var text: String? = ""
    /// Shape only: stored.
    open var attributedText: NSAttributedString?
    /// Shape only: stored.
    open var placeholder: String?
    /// Shape only: stored.
    open var attributedPlaceholder: NSAttributedString?
    /// Shape only: stored.
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// Shape only: stored.
    open var textColor: UIColor? = .label
    /// Shape only: stored.
    open var textAlignment = NSTextAlignment.natural
    /// Shape only: stored.
    open var borderStyle = BorderStyle.none
    /// Shape only: stored.
    open var clearButtonMode = ViewMode.never
    /// Asked and told about editing. Modelled (weak, as UIKit's; see `UITextFieldDelegate`).
    open weak var delegate: (any UITextFieldDelegate)?
    /// Shape only: stored (UIKit's default, `.sentences`).
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Shape only: stored.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Shape only: stored.
    open var spellCheckingType = UITextSpellCheckingType.default
    /// Shape only: stored.
    open var smartQuotesType = UITextSmartQuotesType.default
    /// Shape only: stored.
    open var smartDashesType = UITextSmartDashesType.default
    /// Shape only: stored.
    open var keyboardType = UIKeyboardType.default
    /// Shape only: stored.
    open var keyboardAppearance = UIKeyboardAppearance.default
    /// Shape only: stored.
    open var returnKeyType = UIReturnKeyType.default
    /// Shape only: stored.
    open var enablesReturnKeyAutomatically = false
    /// Shape only: stored.
    open var textContentType: UITextContentType!
    /// Shape only: stored.
    open var isSecureTextEntry = false
    /// Shape only: stored.
    open var leftView: UIView?
    /// Shape only: stored.
    open var rightView: UIView?
    /// Shape only: stored.
    open var leftViewMode = ViewMode.never
    /// Shape only: stored.
    open var rightViewMode = ViewMode.never
    /// Shape only: stored.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the field is first responder. Modelled: `becomeFirstResponder`/`resignFirstResponder`.
    open private(set) var isEditing = false
    /// Modelled: while editing.
    open override var isFirstResponder: Bool { isEditing }

    /// Starts editing, unless the delegate's `textFieldShouldBeginEditing(_:)` refuses: sets
    /// `isEditing`, tells `textFieldDidBeginEditing(_:)`, sends `.editingDidBegin`. Modelled;
    /// whether editing began (true when it already had).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        isEditing = true
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing, unless the delegate's `textFieldShouldEndEditing(_:)` refuses: clears
    /// `isEditing`, tells `textFieldDidEndEditing(_:reason: .committed)`, sends `.editingDidEnd`.
    /// Modelled; whether the field is no longer editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// A user's press of the return key while editing: asks `textFieldShouldReturn(_:)` (true
    /// without a delegate) and, when it agrees, sends `.editingDidEndOnExit`, whose actions
    /// typically resign. An addition for tests; what the delegate answered.
    @discardableResult
    public func pressReturnKey() -> Bool {
        let shouldReturn = delegate?.textFieldShouldReturn(self) ?? true
        if shouldReturn { sendActions(for: .editingDidEndOnExit) }
        return shouldReturn
    }
}
#endif
