#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextView`: scrollable, editable text. Modelled: `text` and `attributedText` follow
/// each other; editing begins and ends through the delegate (`becomeFirstResponder()`,
/// `resignFirstResponder()`), posting UIKit's notifications and showing or hiding the headless
/// keyboard; `insertText(_:)` and `deleteBackward()` are a user typing at the selection: the
/// delegate may refuse the change, then is told of it, and `textDidChangeNotification` is posted.
/// Setting `text` in code tells no one, as in UIKit. Nothing lays text out or draws. It adopts
/// `UITextInput` (positions are UTF-16 offsets; `selectedTextRange` is `selectedRange`) and
/// performs the standard edit actions on its text (see `UIResponderStandardEditActions`).
@MainActor @preconcurrency
open class UITextView: UIScrollView, UITextInput {
    /// Posted when editing begins (UIKit's name). Modelled.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when typing changed the text (UIKit's name). Modelled.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends (UIKit's name). Modelled.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The delegate. Modelled: held weakly, as UIKit's.
    open weak var delegate: (any UITextViewDelegate)?
    override var scrollViewDelegate: (any UIScrollViewDelegate)? { delegate }
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
    /// `textViewShouldBeginEditing(_:)` refuses: asks the text field or text view editing in the
    /// same view hierarchy (window) to resign, as UIKit asks the current first responder (it may
    /// refuse, and then this one does not begin), tells `textViewDidBeginEditing(_:)`, posts
    /// `textDidBeginEditingNotification`, shows the headless keyboard. Modelled; whether editing
    /// began (true when it already had).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard isEditable, delegate?.textViewShouldBeginEditing(self) ?? true, HeadlessKeyboard.shared.handOver(to: self) else { return false }
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

    // MARK: UITextInput

    /// The text's positions, laid out by the headless text metric inside the container's insets.
    private var textInputModel: TextInputModel {
        TextInputModel(owner: self, text: storage as NSString, font: font ?? .systemFont(ofSize: 12),
                       origin: CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top))
    }

    /// The selection as a text range. Modelled: `selectedRange`; setting it to a range of this
    /// view's text moves the selection and, when it changed, tells the delegate
    /// `textViewDidChangeSelection(_:)`; nil or another input's range is ignored.
    open var selectedTextRange: UITextRange? {
        get { textInputModel.textRange(selectedRange) }
        set {
            guard let newValue, let range = textInputModel.nsRange(of: newValue), range != selectedRange else { return }
            selectedRange = range
            delegate?.textViewDidChangeSelection(self)
        }
    }
    /// Shape only: nil (no marked text).
    open var markedTextRange: UITextRange? { nil }
    /// Shape only: stored.
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Shape only: types `markedText` as `insertText(_:)` does.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { insertText(markedText ?? "") }
    /// Shape only: nothing.
    open func unmarkText() {}
    /// Offset 0. Modelled.
    open var beginningOfDocument: UITextPosition { textInputModel.beginning }
    /// The text's UTF-16 length. Modelled.
    open var endOfDocument: UITextPosition { textInputModel.end }
    /// The text in `range`; nil for another input's range or one past the text. Modelled.
    open func text(in range: UITextRange) -> String? { textInputModel.text(in: range) }
    /// Replaces the text in `range` as code does: the caret moves after the new text; no delegate
    /// is asked or told. Another input's range changes nothing. Modelled.
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = textInputModel.nsRange(of: range) else { return }
        storage = (storage as NSString).replacingCharacters(in: range, with: text)
        styled = nil
        selectedRange = NSRange(location: range.location + (text as NSString).length, length: 0)
    }
    /// Modelled (see `UITextInput`).
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        textInputModel.textRange(from: fromPosition, to: toPosition)
    }
    /// Modelled (see `UITextInput`).
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        textInputModel.position(from: position, offset: offset)
    }
    /// Modelled (see `UITextInput`).
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        textInputModel.position(from: position, in: direction, offset: offset)
    }
    /// Modelled (see `UITextInput`); another input's position compares `.orderedSame`.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        textInputModel.compare(position, to: other)
    }
    /// Modelled (see `UITextInput`); 0 for another input's position.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { textInputModel.offset(from: from, to: toPosition) }
    /// Shape only: stored weakly, told nothing.
    open weak var inputDelegate: (any UITextInputDelegate)?
    /// Shape only: a string tokenizer that finds no boundaries.
    open var tokenizer: any UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
    /// Modelled (see `UITextInput`).
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        textInputModel.position(within: range, farthestIn: direction)
    }
    /// Modelled (see `UITextInput`).
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        textInputModel.characterRange(byExtending: position, in: direction)
    }
    /// Shape only: `.natural`.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .natural }
    /// Shape only: nothing.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    /// Modelled by the headless text metric; zero for another input's range.
    open func firstRect(for range: UITextRange) -> CGRect { textInputModel.firstRect(for: range) }
    /// Modelled by the headless text metric: 2 points wide, a line tall; zero for another input's
    /// position.
    open func caretRect(for position: UITextPosition) -> CGRect { textInputModel.caretRect(for: position) }
    /// Shape only: none.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    /// Modelled by the headless text metric.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { textInputModel.closestPosition(to: point) }
    /// Modelled by the headless text metric; nil for another input's range.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        textInputModel.closestPosition(to: point, within: range)
    }
    /// Modelled by the headless text metric; nil off the text.
    open func characterRange(at point: CGPoint) -> UITextRange? { textInputModel.characterRange(at: point) }

    // MARK: Standard edit actions

    /// Whether an edit action applies now, as UIKit's text view answers: copy and cut need a
    /// selection (and no secure entry), cut, paste and delete an editable view, paste a string on
    /// the general pasteboard, select and select all some text; other actions as `UIResponder`.
    /// Modelled.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        TextEditActions.canPerform(action, text: storage as NSString, selection: selectedRange, editable: isEditable,
                                   secure: isSecureTextEntry) ?? super.canPerformAction(action, withSender: sender)
    }
    /// Copies the selection onto `UIPasteboard.general`, then removes it as typing does (the
    /// delegate may refuse). Modelled; nothing without a selection or when not editable.
    open override func cut(_ sender: Any?) {
        guard isEditable, TextEditActions.copy(storage as NSString, selectedRange) else { return }
        replace(selectedRange, with: "")
    }
    /// Copies the selection onto `UIPasteboard.general`. Modelled; nothing without a selection.
    open override func copy(_ sender: Any?) { TextEditActions.copy(storage as NSString, selectedRange) }
    /// Types the pasteboard's string over the selection (the delegate may refuse). Modelled;
    /// nothing without a string.
    open override func paste(_ sender: Any?) {
        guard let string = UIPasteboard.general.string else { return }
        replace(selectedRange, with: string)
    }
    /// Modelled as `paste(_:)` (there are no styles to match).
    open override func pasteAndMatchStyle(_ sender: Any?) { paste(sender) }
    /// Selects the word at or before the caret, telling `textViewDidChangeSelection(_:)`. Modelled.
    open override func select(_ sender: Any?) {
        guard let word = TextEditActions.word(in: storage as NSString, at: selectedRange.location) else { return }
        selectedTextRange = textInputModel.textRange(word)
    }
    /// Selects all the text, telling `textViewDidChangeSelection(_:)`. Modelled.
    open override func selectAll(_ sender: Any?) {
        selectedTextRange = textRange(from: beginningOfDocument, to: endOfDocument)
    }
    /// Removes the selection as typing does, without the pasteboard. Modelled.
    open override func delete(_ sender: Any?) {
        guard selectedRange.length > 0 else { return }
        replace(selectedRange, with: "")
    }

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
