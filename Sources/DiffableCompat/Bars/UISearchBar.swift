#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchBar`. Shape only, but for editing, typing and scope taps. Its search field is
/// inside it and holds its text and placeholder, as UIKit's; the bar's delegate is asked and told of
/// the field's editing, as UIKit makes the bar the field's delegate: `becomeFirstResponder()` (the
/// bar's or the field's) asks `searchBarShouldBeginEditing(_:)` and tells
/// `searchBarTextDidBeginEditing(_:)`, and likewise for ending; typing into the field
/// (`searchTextField.insertText(_:)`, `deleteBackward()`) asks
/// `searchBar(_:shouldChangeTextIn:replacementText:)`, then tells `searchBar(_:textDidChange:)`
/// and the owning search controller's updater; the return key (`searchTextField.pressReturnKey()`)
/// tells `searchBarSearchButtonClicked(_:)`; a search controller's bar that begins editing activates
/// its controller and asks its updater, as UIKit's; `tapCancelButton()` (an addition) is a tap on the
/// cancel button. `type(_:)` (an addition) replaces the whole text and
/// tells as typing does, and `tapScopeButton(at:)` (an addition) does the same for the scope;
/// setting `text` or `selectedScopeButtonIndex` in code tells no one, as in UIKit.
@MainActor @preconcurrency
open class UISearchBar: UIView, UITextInputTraits, UIBarPositioning {
    /// Where the bar sits. Shape only: `.any`.
    open var barPosition: UIBarPosition { .any }
    /// The search field's text: empty, never nil, as apps find UIKit's (they write `searchBar.text!`;
    /// Apple's documentation says its default is nil). Modelled: the field's; nil sets it empty.
    open var text: String? {
        get { searchTextField.text ?? "" }
        set { searchTextField.text = newValue ?? "" }
    }
    /// The search field's placeholder. Modelled: the field's.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// Shape only: stored.
    open var prompt: String?
    /// Told of typing. Modelled (weak, as UIKit's).
    open weak var delegate: (any UISearchBarDelegate)?
    /// Shape only: stored.
    open var showsCancelButton = false
    /// Shape only: stored.
    open var showsScopeBar = false
    /// Shape only: stored.
    open var scopeButtonTitles: [String]?
    /// Shape only: stored (a user's tap is `tapScopeButton(at:)`).
    open var selectedScopeButtonIndex = 0
    /// The bar's text field. Shape only.
    public let searchTextField: UISearchTextField = {
        let field = UISearchTextField()
        field.returnKeyType = .search
        field.enablesReturnKeyAutomatically = true
        return field
    }()
    /// Shape only: stored.
    open var barStyle = UIBarStyle.default
    /// Shape only: stored.
    open var searchBarStyle = Style.default
    /// Shape only: stored.
    open var barTintColor: UIColor?
    /// Shape only: stored.
    open var isTranslucent = true
    /// Shape only: stored.
    open var showsBookmarkButton = false
    /// Shape only: stored.
    open var showsSearchResultsButton = false
    /// Shape only: stored (what `setBackgroundImage(_:for: .any, barMetrics: .default)` sets too).
    open var backgroundImage: UIImage?
    /// Shape only: stored.
    open var scopeBarBackgroundImage: UIImage?
    // The text-input traits are the search field's, as in UIKit: setting one on the bar sets it on
    // `searchTextField`, and the field starts with the bar's defaults (a Search key, enabled with text).
    /// The search field's. Modelled (forwarded); shape only there.
    open var autocapitalizationType: UITextAutocapitalizationType { get { searchTextField.autocapitalizationType } set { searchTextField.autocapitalizationType = newValue } }
    /// The search field's. Modelled (forwarded); shape only there.
    open var autocorrectionType: UITextAutocorrectionType { get { searchTextField.autocorrectionType } set { searchTextField.autocorrectionType = newValue } }
    /// The search field's. Modelled (forwarded); shape only there.
    open var spellCheckingType: UITextSpellCheckingType { get { searchTextField.spellCheckingType } set { searchTextField.spellCheckingType = newValue } }
    /// The search field's. Modelled (forwarded); shape only there.
    open var smartQuotesType: UITextSmartQuotesType { get { searchTextField.smartQuotesType } set { searchTextField.smartQuotesType = newValue } }
    /// The search field's. Modelled (forwarded); shape only there.
    open var smartDashesType: UITextSmartDashesType { get { searchTextField.smartDashesType } set { searchTextField.smartDashesType = newValue } }
    /// The search field's. Modelled (forwarded); shape only there.
    open var keyboardType: UIKeyboardType { get { searchTextField.keyboardType } set { searchTextField.keyboardType = newValue } }
    /// The search field's. Modelled (forwarded); shape only there.
    open var keyboardAppearance: UIKeyboardAppearance { get { searchTextField.keyboardAppearance } set { searchTextField.keyboardAppearance = newValue } }
    /// The search field's. Modelled (forwarded); shape only there.
    open var returnKeyType: UIReturnKeyType { get { searchTextField.returnKeyType } set { searchTextField.returnKeyType = newValue } }
    /// The search field's. Modelled (forwarded); shape only there.
    open var enablesReturnKeyAutomatically: Bool { get { searchTextField.enablesReturnKeyAutomatically } set { searchTextField.enablesReturnKeyAutomatically = newValue } }
    /// The search field's. Modelled (forwarded); shape only there.
    open var isSecureTextEntry: Bool { get { searchTextField.isSecureTextEntry } set { searchTextField.isSecureTextEntry = newValue } }
    /// The search field's. Modelled (forwarded); shape only there.
    open var textContentType: UITextContentType! { get { searchTextField.textContentType } set { searchTextField.textContentType = newValue } }
    weak var owner: UISearchController?
    private var backgroundImages: [BarAppearanceKey: UIImage] = [:]
    private var searchFieldBackgroundImages: [UInt: UIImage] = [:]
    private var iconImages: [IconKey: UIImage] = [:]
    private var iconAdjustments: [Icon: UIOffset] = [:]
    private var scopeTitleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private struct IconKey: Hashable {
        var icon: Icon
        var state: UInt
    }

    /// UIKit's `UISearchBar.Style`. Shape only.
    public enum Style: UInt, Sendable {
        /// Shape only.
        case `default`, prominent, minimal
    }

    /// UIKit's `UISearchBar.Icon`. Shape only.
    public enum Icon: Int, Sendable {
        /// Shape only.
        case search, clear, bookmark, resultsList
    }

    private struct BarAppearanceKey: Hashable {
        var position: UIBarPosition
        var metrics: UIBarMetrics
    }

    /// Shows or hides the cancel button. Shape only: sets `showsCancelButton`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    /// The background image for a bar position and metrics. Shape only: stored per pair (the pair
    /// `.any`/`.default` is `backgroundImage`).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        if barPosition == .any && barMetrics == .default { self.backgroundImage = backgroundImage }
        backgroundImages[BarAppearanceKey(position: barPosition, metrics: barMetrics)] = backgroundImage
    }

    /// The background image set for a bar position and metrics. Shape only.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        if barPosition == .any && barMetrics == .default { return backgroundImage }
        return backgroundImages[BarAppearanceKey(position: barPosition, metrics: barMetrics)]
    }

    /// The search field's background image for a control state. Shape only: stored per state.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        searchFieldBackgroundImages[state.rawValue] = backgroundImage
    }

    /// The search field's background image set for a control state. Shape only.
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? { searchFieldBackgroundImages[state.rawValue] }

    /// Shows or hides the scope bar (iOS 13). Shape only: sets `showsScopeBar`; nothing animates.
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    /// The image for `icon` in a control state (a custom magnifying glass or clear button). Shape
    /// only: stored per icon and state.
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        iconImages[IconKey(icon: icon, state: state.rawValue)] = iconImage
    }

    /// The image set for `icon` in `state`, else nil (the system's). Shape only.
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { iconImages[IconKey(icon: icon, state: state.rawValue)] }

    /// Moves `icon` by `adjustment`. Shape only: stored per icon.
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) { iconAdjustments[icon] = adjustment }

    /// How far `icon` is moved: what was set, else zero. Shape only.
    open func positionAdjustment(for icon: Icon) -> UIOffset { iconAdjustments[icon] ?? .zero }

    /// How far the search field's background moves. Shape only: stored (UIKit's default zero).
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero
    /// How far the text moves within the search field. Shape only: stored (UIKit's default zero).
    open var searchTextPositionAdjustment = UIOffset.zero
    /// Whether the results list button shows selected. Shape only: stored (UIKit's default false).
    open var isSearchResultsButtonSelected = false
    /// Whether the bar takes input (iOS 16.4). Shape only: stored (UIKit's default true); the search
    /// field is not disabled by it here.
    open var isEnabled = true

    /// The scope bar buttons' title attributes in `state`. Shape only: stored per state.
    open func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        scopeTitleAttributes[state.rawValue] = attributes
    }

    /// The scope bar buttons' title attributes set for `state`, else nil. Shape only.
    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        scopeTitleAttributes[state.rawValue]
    }

    /// The view above the keyboard while the bar is edited. Modelled: its text field's
    /// `inputAccessoryView`, which it sets and reads.
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    /// The cancel button, made when first asked for (UIKit makes it when the bar first shows it; a
    /// guess that it exists before). Reached through key-value coding, as apps reach it.
    private lazy var cancelButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Cancel", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.tapCancelButton() }, for: .touchUpInside)
        return button
    }()
    private var cancelButtonText: String?

    /// Key-value coding, as apps use it on search bars (`searchBar.setValue("Annuler", forKey:
    /// "cancelButtonText")`). Modelled: `text`, `placeholder`, `prompt` and `showsCancelButton` set
    /// the properties; `cancelButtonText` (or `_cancelButtonText`) is kept and titles the cancel
    /// button; any other key raises UIKit's
    /// `NSUnknownKeyException` (recorded inside `DiffableFailures.record`) and changes nothing.
    open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "text": text = value as? String
        case "placeholder": placeholder = value as? String
        case "prompt": prompt = value as? String
        case "showsCancelButton": showsCancelButton = value as? Bool ?? false
        case "cancelButtonText", "_cancelButtonText":
            cancelButtonText = value as? String
            cancelButton.setTitle(cancelButtonText ?? "Cancel", for: .normal)
        default: DiffableFailures.raise(undefinedKey(self, key, setting: true))
        }
    }

    /// The value under `key`, as apps read a search bar's private parts: `searchField` (and its
    /// instance variable `_searchField`, and `searchTextField`: the `searchTextField`),
    /// `cancelButton` / `_cancelButton` (a system button titled "Cancel" or the
    /// `cancelButtonText`), `cancelButtonText`, and the properties `text`, `placeholder`, `prompt`
    /// and `showsCancelButton`. Modelled; any other key raises UIKit's `NSUnknownKeyException` and
    /// gives nil.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "searchField", "_searchField", "searchTextField": return searchTextField
        case "cancelButton", "_cancelButton": return cancelButton
        case "cancelButtonText", "_cancelButtonText": return cancelButtonText
        case "text": return text
        case "placeholder": return placeholder
        case "prompt": return prompt
        case "showsCancelButton": return showsCancelButton
        default:
            DiffableFailures.raise(undefinedKey(self, key, setting: false))
            return nil
        }
    }

    /// A search bar with `frame`; its search field is inside it, as UIKit's. Modelled.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.searchBar = self
        addSubview(searchTextField)
    }

    /// A search bar decoded from an archive. Shape only: nothing is decoded; its search field is inside it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchTextField.searchBar = self
        addSubview(searchTextField)
    }

    /// Whether the bar can edit. Modelled: true, as UIKit's.
    open override var canBecomeFirstResponder: Bool { true }

    /// Whether the bar's search field is editing. Modelled: UIKit's bar answers for its field.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Begins editing, as a tap in the bar or UIKit's `becomeFirstResponder()` does: unless the
    /// delegate's `searchBarShouldBeginEditing(_:)` refuses, the bar's search field becomes first
    /// responder (the keyboard shows; a field editing in the same window is asked to resign first) and
    /// the delegate is told `searchBarTextDidBeginEditing(_:)`. Modelled; whether the bar is editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing: unless the delegate's `searchBarShouldEndEditing(_:)` refuses, the search field
    /// resigns (the keyboard goes when nothing else edits) and the delegate is told
    /// `searchBarTextDidEndEditing(_:)`. Modelled; whether the bar is no longer editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// A user's typing: sets `text`, then tells the delegate and the owning controller's updater
    /// (after showing or hiding its results controller, when that is automatic). An addition for
    /// tests.
    public func type(_ newText: String) {
        text = newText
        textDidChange()
    }

    /// Tells the delegate and the owning controller's updater that typing changed the text.
    func textDidChange() {
        let newText = text ?? ""
        delegate?.searchBar(self, textDidChange: newText)
        if let owner {
            if owner.automaticallyShowsSearchResultsController { owner.showsSearchResultsController = !newText.isEmpty }
            owner.searchResultsUpdater?.updateSearchResults(for: owner)
        }
    }

    /// Tells the delegate that editing began and, for a search controller's bar, activates the
    /// controller (`isActive` true: its delegate's present pair) and asks its updater, which UIKit
    /// calls "when the search bar becomes the first responder" (the order, delegate then controller
    /// then updater, is a guess).
    func editingBegan() {
        delegate?.searchBarTextDidBeginEditing(self)
        guard let owner else { return }
        owner.isActive = true
        owner.searchResultsUpdater?.updateSearchResults(for: owner)
    }

    /// Whether the cancel button shows: `showsCancelButton`, or the owning search controller is
    /// active and `automaticallyShowsCancelButton`.
    var cancelButtonShows: Bool { showsCancelButton || (owner.map { $0.isActive && $0.automaticallyShowsCancelButton } ?? false) }

    /// A user's tap on the cancel button, an addition for tests (the button itself, reached through
    /// `value(forKey: "cancelButton")`, does the same on `.touchUpInside`). Modelled: when the button
    /// shows (`cancelButtonShows`), the delegate is told `searchBarCancelButtonClicked(_:)`; for a
    /// search controller's bar, the controller then clears the text (telling no one of it), ends
    /// editing (the delegate's end pair), becomes inactive (its delegate's dismiss pair) and asks its
    /// updater once more, so a filter sees the empty text (the order is a guess). A bar of its own
    /// does nothing more: apps clear and resign in the delegate, as UIKit leaves them to. A hidden
    /// button: nothing happens and it returns false.
    @discardableResult
    public func tapCancelButton() -> Bool {
        guard cancelButtonShows else { return false }
        delegate?.searchBarCancelButtonClicked(self)
        if let owner {
            text = ""
            resignFirstResponder()
            owner.isActive = false
            owner.searchResultsUpdater?.updateSearchResults(for: owner)
        }
        return true
    }
}
#endif
