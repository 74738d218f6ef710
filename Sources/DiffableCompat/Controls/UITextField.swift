#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextField`. Text and its attributes are stored and read back. Modelled with the
/// `delegate` (see `UITextFieldDelegate`): beginning and ending editing (with UIKit's
/// notifications and the headless keyboard's), the return key, and typing at the end of the text
/// (`insertText(_:)`, `deleteBackward()`: the delegate may refuse the change, then `.editingChanged`
/// is sent and `textDidChangeNotification` posted). Setting `text` in code tells no one, as in UIKit.
@MainActor @preconcurrency
open class UITextField: UIControl, UIKeyInput {
    /// Posted when editing begins (UIKit's name). Modelled.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when typing changed the text (UIKit's name). Modelled.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends (UIKit's name). Modelled.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

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
    /// Whether editing replaces the whole text. Shape only: stored (UIKit's default false).
    open var clearsOnInsertion = false
    /// Whether editing begins with the text cleared. Shape only: stored (UIKit's default false).
    open var clearsOnBeginEditing = false
    /// The view shown instead of the keyboard (a picker, for a field that picks). Shape only:
    /// stored, settable here as UIKit's; no keyboard shows.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputView: UIView?
    /// The view shown above the keyboard (a toolbar with Done). Shape only: stored.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputAccessoryView: UIView?
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
        HeadlessKeyboard.shared.inputBegan(self)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
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
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        HeadlessKeyboard.shared.inputEnded(self)
        return true
    }

    /// Whether there is any text. Modelled.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// A user typing `text` at the end of the field. Modelled: the delegate is asked
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)`) and, when it agrees, the text
    /// changes, `textFieldDidChangeSelection(_:)` is told, `.editingChanged` sent and
    /// `textDidChangeNotification` posted. Typing does not begin editing (call
    /// `becomeFirstResponder()` first, as a tap does).
    open func insertText(_ text: String) {
        let current = (self.text ?? "") as NSString
        replace(NSRange(location: current.length, length: 0), with: text)
    }

    /// A user pressing delete: removes the last character (nothing when empty). Modelled as
    /// `insertText(_:)` with empty text.
    open func deleteBackward() {
        let current = (text ?? "") as NSString
        guard current.length > 0 else { return }
        replace(current.rangeOfComposedCharacterSequence(at: current.length - 1), with: "")
    }

    private func replace(_ range: NSRange, with replacement: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else { return }
        text = ((text ?? "") as NSString).replacingCharacters(in: range, with: replacement)
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
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
