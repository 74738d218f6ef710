#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchSuggestionItem` (iOS 16): the plain `UISearchSuggestion` apps put in
/// `UISearchController.searchSuggestions`. Modelled: what it is made with reads back.
@MainActor @preconcurrency
open class UISearchSuggestionItem: NSObject, UISearchSuggestion {
    /// The suggestion's text (the attributed text's string when made with one). Modelled.
    open private(set) var localizedSuggestion: String?
    /// The suggestion's styled text, if made with one. Modelled.
    open private(set) var localizedAttributedSuggestion: NSAttributedString?
    /// The description for accessibility. Modelled.
    open private(set) var localizedDescription: String?
    /// The icon. Modelled.
    open private(set) var iconImage: UIImage?
    /// Any value the app keeps with the suggestion. Modelled: stored.
    open var representedObject: Any?

    /// A suggestion with text, a description and an icon. Modelled.
    public init(localizedSuggestion suggestion: String, localizedDescription description: String?, iconImage: UIImage?) {
        localizedSuggestion = suggestion
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }

    /// A suggestion with text. Modelled.
    public convenience init(localizedSuggestion suggestion: String) {
        self.init(localizedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
    }

    /// A suggestion with text and a description. Modelled.
    public convenience init(localizedSuggestion suggestion: String, localizedDescription description: String?) {
        self.init(localizedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
    }

    /// A suggestion with styled text, a description and an icon. Modelled: `localizedSuggestion` is
    /// the styled text's string.
    public init(localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String?, iconImage: UIImage?) {
        localizedSuggestion = suggestion.string
        localizedAttributedSuggestion = suggestion
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }

    /// A suggestion with styled text. Modelled.
    public convenience init(localizedAttributedSuggestion suggestion: NSAttributedString) {
        self.init(localizedAttributedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
    }

    /// A suggestion with styled text and a description. Modelled.
    public convenience init(localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String?) {
        self.init(localizedAttributedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
    }
}
#endif
