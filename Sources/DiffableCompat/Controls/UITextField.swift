#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextField`. Text and its attributes are stored and read back. Modelled with the
/// `delegate` (see `UITextFieldDelegate`): beginning and ending editing (with UIKit's
/// notifications and the headless keyboard's), the return key, and typing at the selection
/// (`insertText(_:)`, `deleteBackward()`: the delegate may refuse the change, then `.editingChanged`
/// is sent and `textDidChangeNotification` posted). Setting `text` in code tells no one, as in
/// UIKit, and puts the caret at the end. It adopts `UITextInput` (positions are UTF-16 offsets;
/// `selectedTextRange` is the selection) and performs the standard edit actions on its text (see
/// `UIResponderStandardEditActions`).
@MainActor @preconcurrency
open class UITextField: UIControl, UITextInput {
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
    /// The attributes of the text: the font and text colour, read and set through `font` and
    /// `textColor`. Modelled in those two keys (others set are not kept; UIKit keeps them).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            var attributes: [NSAttributedString.Key: Any] = [:]
            attributes[.font] = font
            attributes[.foregroundColor] = textColor
            return attributes
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }
    /// The attributes typed text takes. Shape only: stored (UIKit's default nil).
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// Whether the font shrinks to fit the text. Shape only: stored (UIKit's default false).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size the text shrinks to. Shape only: stored (UIKit's default 0).
    open var minimumFontSize: CGFloat = 0
    /// Whether the user may style the text. Shape only: stored (UIKit's default false).
    open var allowsEditingTextAttributes = false
    /// The image drawn behind an enabled field (with `borderStyle` `.none`). Shape only: stored.
    open var background: UIImage?
    /// The image drawn behind a disabled field. Shape only: stored.
    open var disabledBackground: UIImage?
    /// The rectangle the field's border takes: the bounds, as UIKit's default. Modelled; overridable.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle the left overlay view takes: its frame's size at the bounds' leading edge,
    /// centred up and down (zero with no left view). Modelled as an approximation of UIKit's
    /// placement; overridable (apps pad the left view this way).
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = leftView?.frame.size else { return .zero }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// The rectangle the right overlay view takes: its frame's size at the bounds' trailing edge,
    /// centred up and down (zero with no right view). Modelled, as `leftViewRect(forBounds:)`.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = rightView?.frame.size else { return .zero }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// The rectangle the clear button takes: 19 points square at the trailing edge, centred up and
    /// down (a guess at UIKit's size). Shape only; overridable.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 19, y: bounds.midY - 19 / 2, width: 19, height: 19)
    }
    /// The rectangle the text takes: the bounds less the left and right views' rectangles where they
    /// show (by `leftViewMode` and `rightViewMode` and whether the field is editing). Modelled as an
    /// approximation (UIKit also insets for the border style); overridable (apps pad text this way).
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let left = shows(leftViewMode) ? leftViewRect(forBounds: bounds).width : 0
        let right = shows(rightViewMode) ? rightViewRect(forBounds: bounds).width : 0
        return CGRect(x: bounds.minX + left, y: bounds.minY, width: max(0, bounds.width - left - right), height: bounds.height)
    }
    /// The rectangle the placeholder takes: `textRect(forBounds:)`, as UIKit's default. Modelled;
    /// overridable.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle the text takes while editing: `textRect(forBounds:)`, as UIKit's default.
    /// Modelled; overridable.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Draws the text in `rect`. Shape only: nothing draws, so nothing calls it; overridable.
    open func drawText(in rect: CGRect) {}
    /// Draws the placeholder in `rect`. Shape only: nothing draws, so nothing calls it; overridable.
    open func drawPlaceholder(in rect: CGRect) {}
    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }
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

    /// Starts editing, unless the delegate's `textFieldShouldBeginEditing(_:)` refuses: asks the
    /// text field or text view editing in the same view hierarchy (window) to resign, as UIKit asks
    /// the current first responder (its `textFieldShouldEndEditing(_:)` may refuse, and then this
    /// one does not begin), sets `isEditing`, tells `textFieldDidBeginEditing(_:)`, sends
    /// `.editingDidBegin`. Modelled; whether editing began (true when it already had).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, HeadlessKeyboard.shared.handOver(to: self) else { return false }
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

    /// A user typing `text` at the selection (the end of the text, unless `selectedTextRange` was
    /// set since the text last changed). Modelled: the delegate is asked
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)`) and, when it agrees, the text
    /// changes, the caret moves after the new text, `textFieldDidChangeSelection(_:)` is told,
    /// `.editingChanged` sent and `textDidChangeNotification` posted. Typing does not begin
    /// editing (call `becomeFirstResponder()` first, as a tap does).
    open func insertText(_ text: String) { replace(selection, with: text) }

    /// A user pressing delete: removes the selection, or the character before the caret (nothing
    /// at the start). Modelled as `insertText(_:)` with empty text.
    open func deleteBackward() {
        let selection = self.selection
        if selection.length > 0 { return replace(selection, with: "") }
        guard selection.location > 0 else { return }
        replace(((text ?? "") as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1), with: "")
    }

    /// The selection set through `selectedTextRange` or by typing, with the text it was set in.
    private var storedSelection: (range: NSRange, text: String)?
    /// The selection, in UTF-16 offsets: the one stored while the text is still the one it was set
    /// in, else a caret at the end (setting `text` in code moves it there, as UIKit's).
    private var selection: NSRange {
        let current = text ?? ""
        if let storedSelection, storedSelection.text == current { return storedSelection.range }
        return NSRange(location: (current as NSString).length, length: 0)
    }

    private func replace(_ range: NSRange, with replacement: String) {
        guard ownerAllowsChange(in: range, replacement: replacement),
              delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else { return }
        text = ((text ?? "") as NSString).replacingCharacters(in: range, with: replacement)
        storedSelection = (NSRange(location: range.location + (replacement as NSString).length, length: 0), text ?? "")
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        ownerTextDidChange()
    }

    // What the view that owns a field adds to its typing, as UIKit makes a search bar its search
    // field's delegate (`UISearchTextField` forwards these to its bar's delegate). A plain field has
    // no owner: typing is allowed and nobody else is told.
    /// Whether the owning view lets typing replace `range` with `replacement`.
    func ownerAllowsChange(in range: NSRange, replacement: String) -> Bool { true }
    /// Tells the owning view that typing changed the text.
    func ownerTextDidChange() {}
    /// Tells the owning view that the return key was pressed and the field's delegate agreed.
    func ownerReturnKeyPressed() {}

    // MARK: UITextInput

    /// The text's positions, laid out by the headless text metric from the field's left edge,
    /// vertically centred.
    private var textInputModel: TextInputModel {
        let font = self.font ?? .systemFont(ofSize: 17)
        return TextInputModel(owner: self, text: (text ?? "") as NSString, font: font,
                              origin: CGPoint(x: 0, y: max(0, (bounds.height - font.lineHeight) / 2)))
    }

    /// The selection. Modelled: a caret at the end until set; setting it to a range of this field's
    /// text moves the selection (where typing goes) and, when it changed, tells the delegate
    /// `textFieldDidChangeSelection(_:)`; nil or another input's range is ignored.
    open var selectedTextRange: UITextRange? {
        get { textInputModel.textRange(selection) }
        set {
            guard let newValue, let range = textInputModel.nsRange(of: newValue), range != selection else { return }
            storedSelection = (range, text ?? "")
            delegate?.textFieldDidChangeSelection(self)
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
        self.text = ((self.text ?? "") as NSString).replacingCharacters(in: range, with: text)
        storedSelection = (NSRange(location: range.location + (text as NSString).length, length: 0), self.text ?? "")
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
    /// position. Override it (to hide the caret, say), as on iOS.
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

    /// Whether an edit action applies now, as UIKit's text field answers: copy and cut need a
    /// selection (and no secure entry), cut, paste and delete an enabled field, paste a string on
    /// the general pasteboard, select and select all some text; other actions as `UIResponder`.
    /// Modelled.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        TextEditActions.canPerform(action, text: (text ?? "") as NSString, selection: selection, editable: isEnabled,
                                   secure: isSecureTextEntry) ?? super.canPerformAction(action, withSender: sender)
    }
    /// Copies the selection onto `UIPasteboard.general`, then removes it as typing does (the
    /// delegate may refuse). Modelled; nothing without a selection or for secure entry.
    open override func cut(_ sender: Any?) {
        guard !isSecureTextEntry, TextEditActions.copy((text ?? "") as NSString, selection) else { return }
        replace(selection, with: "")
    }
    /// Copies the selection onto `UIPasteboard.general`. Modelled; nothing without a selection or
    /// for secure entry, as UIKit's.
    open override func copy(_ sender: Any?) {
        guard !isSecureTextEntry else { return }
        TextEditActions.copy((text ?? "") as NSString, selection)
    }
    /// Types the pasteboard's string over the selection (the delegate may refuse). Modelled;
    /// nothing without a string.
    open override func paste(_ sender: Any?) {
        guard let string = UIPasteboard.general.string else { return }
        replace(selection, with: string)
    }
    /// Modelled as `paste(_:)` (there are no styles to match).
    open override func pasteAndMatchStyle(_ sender: Any?) { paste(sender) }
    /// Selects the word at or before the caret, telling `textFieldDidChangeSelection(_:)`. Modelled.
    open override func select(_ sender: Any?) {
        guard let word = TextEditActions.word(in: (text ?? "") as NSString, at: selection.location) else { return }
        selectedTextRange = textInputModel.textRange(word)
    }
    /// Selects all the text, telling `textFieldDidChangeSelection(_:)`. Modelled.
    open override func selectAll(_ sender: Any?) {
        selectedTextRange = textRange(from: beginningOfDocument, to: endOfDocument)
    }
    /// Removes the selection as typing does, without the pasteboard. Modelled.
    open override func delete(_ sender: Any?) {
        let selection = self.selection
        guard selection.length > 0 else { return }
        replace(selection, with: "")
    }

    /// A user's press of the return key while editing: asks `textFieldShouldReturn(_:)` (true
    /// without a delegate) and, when it agrees, sends `.editingDidEndOnExit`, whose actions
    /// typically resign (a search bar's field first tells the bar's delegate
    /// `searchBarSearchButtonClicked(_:)`). An addition for tests; what the delegate answered.
    @discardableResult
    public func pressReturnKey() -> Bool {
        let shouldReturn = delegate?.textFieldShouldReturn(self) ?? true
        if shouldReturn {
            ownerReturnKeyPressed()
            sendActions(for: .editingDidEndOnExit)
        }
        return shouldReturn
    }
}
#endif
