#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextView`: scrollable, editable text. Modelled: `text` and `attributedText` follow
/// each other; editing begins and ends through the delegate (`becomeFirstResponder()`,
/// `resignFirstResponder()`), posting UIKit's notifications and showing or hiding the headless
/// keyboard; `insertText(_:)` and `deleteBackward()` are a user typing at the selection: the
/// delegate may refuse the change, then is told of it, and `textDidChangeNotification` is posted.
/// Setting `text` in code tells no one, as in UIKit. Nothing lays text out or draws.
@MainActor @preconcurrency
open class UITextView: UIScrollView, UIKeyInput {
    /// Posted when editing begins (UIKit's name). Modelled.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when typing changed the text (UIKit's name). Modelled.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends (UIKit's name). Modelled.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The delegate. Modelled: held weakly, as UIKit's.
    open weak var delegate: (any UITextViewDelegate)?
    /// The text. Modelled: follows `attributedText`; setting it moves the selection to the end.
    open var text: String! {
        get { storage }
        set {
            storage = newValue ?? ""
            styled = nil
            selectedRange = NSRange(location: (storage as NSString).length, length: 0)
        }
    }
    /// The styled text. Modelled: follows `text` (plain text in the view's font and colour when
    /// only `text` was set).
    open var attributedText: NSAttributedString! {
        get { styled ?? NSAttributedString(string: storage) }
        set {
            storage = newValue?.string ?? ""
            styled = newValue
            selectedRange = NSRange(location: (storage as NSString).length, length: 0)
        }
    }
    private var storage = ""
    private var styled: NSAttributedString?
    /// The selection, in UTF-16 offsets. Modelled: clamped to the text; typing replaces it. Setting
    /// it tells no one, as in UIKit.
    open var selectedRange = NSRange(location: 0, length: 0) {
        didSet {
            let length = (storage as NSString).length
            let location = min(max(0, selectedRange.location), length)
            let clamped = NSRange(location: location, length: min(max(0, selectedRange.length), length - location))
            if clamped != selectedRange { selectedRange = clamped }
        }
    }
    /// Shape only: stored.
    open var font: UIFont? = .systemFont(ofSize: 12)
    /// Shape only: stored.
    open var textColor: UIColor? = .label
    /// Shape only: stored.
    open var textAlignment = NSTextAlignment.natural
    /// Whether the user may edit. Modelled: a text view that is not editable does not begin
    /// editing and ignores typing.
    open var isEditable = true
    /// Shape only: stored.
    open var isSelectable = true
    /// Shape only: stored.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// Shape only: stored.
    open var allowsEditingTextAttributes = false
    /// Shape only: stored.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// Shape only: stored.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// Shape only: stored.
    open var clearsOnInsertion = false
    /// Shape only: stored (UIKit's default: 8 top and bottom).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The text container. Shape only.
    public let textContainer: NSTextContainer
    /// Shape only: stored.
    open var adjustsFontForContentSizeCategory = false
    /// Shape only: stored.
    open var usesStandardTextScaling = false
    /// The view shown instead of the keyboard. Shape only: stored (settable here, as UIKit's).
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputView: UIView?
    /// The view shown above the keyboard. Shape only: stored (settable here, as UIKit's).
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputAccessoryView: UIView?
    /// Shape only: stored.
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
    open var isSecureTextEntry = false
    /// Shape only: stored.
    open var textContentType: UITextContentType!
    /// Whether the text view is editing. Modelled.
    open private(set) var isEditing = false
    /// Modelled: while editing.
    open override var isFirstResponder: Bool { isEditing }
    /// Whether there is any text. Modelled.
    open var hasText: Bool { !storage.isEmpty }

    /// A text view with `frame` and `textContainer` (nil: a new one). Modelled.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: frame.size)
        super.init(frame: frame)
    }

    /// A text view with `frame`. Modelled.
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    /// A text view decoded from an archive. Shape only: empty.
    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer(size: .zero)
        super.init(coder: coder)
    }

    /// Starts editing, unless the view is not editable or the delegate's
    /// `textViewShouldBeginEditing(_:)` refuses: tells `textViewDidBeginEditing(_:)`, posts
    /// `textDidBeginEditingNotification`, shows the headless keyboard. Modelled; whether editing
    /// began (true when it already had).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard isEditable, delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        isEditing = true
        HeadlessKeyboard.shared.inputBegan(self)
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, unless the delegate's `textViewShouldEndEditing(_:)` refuses: tells
    /// `textViewDidEndEditing(_:)`, posts `textDidEndEditingNotification`, hides the headless
    /// keyboard when nothing else edits. Modelled; whether the view is no longer editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        HeadlessKeyboard.shared.inputEnded(self)
        return true
    }

    /// A user typing `text` at the selection. Modelled: ignored when the view is not editable;
    /// else the delegate is asked (`textView(_:shouldChangeTextIn:replacementText:)`) and, when it
    /// agrees, the selection is replaced, the caret moves after the text, and the delegate is told
    /// (`textViewDidChangeSelection(_:)`, `textViewDidChange(_:)`) and `textDidChangeNotification`
    /// posted. Typing does not begin editing (call `becomeFirstResponder()` first, as a tap does).
    open func insertText(_ text: String) { replace(selectedRange, with: text) }

    /// A user pressing delete: removes the selection, or the character before the caret (nothing
    /// at the start). Modelled as `insertText(_:)` with empty text.
    open func deleteBackward() {
        if selectedRange.length > 0 { return replace(selectedRange, with: "") }
        guard selectedRange.location > 0 else { return }
        let previous = (storage as NSString).rangeOfComposedCharacterSequence(at: selectedRange.location - 1)
        replace(previous, with: "")
    }

    /// Shape only: nothing scrolls.
    open func scrollRangeToVisible(_ range: NSRange) {}

    private func replace(_ range: NSRange, with replacement: String) {
        guard isEditable, delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { return }
        storage = (storage as NSString).replacingCharacters(in: range, with: replacement)
        styled = nil
        selectedRange = NSRange(location: range.location + (replacement as NSString).length, length: 0)
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}
#endif
