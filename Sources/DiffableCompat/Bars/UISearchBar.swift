#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchBar`. Shape only, but for typing: `type(_:)` (an addition) sets `text` and tells
/// the delegate and the owning search controller's updater, as a user's typing does; setting `text`
/// tells no one, as in UIKit.
@MainActor @preconcurrency
open class UISearchBar: UIView, UITextInputTraits, UIBarPositioning {
    /// Where the bar sits. Shape only: `.any`.
    open var barPosition: UIBarPosition { .any }
    /// Shape only: stored.
    open var text: String?
    /// Shape only: stored.
    open var placeholder: String?
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
    /// Shape only: stored.
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

    /// A user's typing: sets `text`, then tells the delegate and the owning controller's updater.
    /// An addition for tests.
    public func type(_ newText: String) {
        text = newText
        delegate?.searchBar(self, textDidChange: newText)
        if let owner { owner.searchResultsUpdater?.updateSearchResults(for: owner) }
    }
}
#endif
