#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchSuggestion` (iOS 16): a suggestion a search controller offers under its
/// field. Its optional requirements (`localizedDescription`, `iconImage`, `representedObject`)
/// have UIKit's defaults here (nil, and a represented object that keeps nothing). Shape only:
/// nothing shows the suggestions.
@MainActor @preconcurrency
public protocol UISearchSuggestion: NSObjectProtocol {
    /// The suggestion's text, usually the search term.
    var localizedSuggestion: String? { get }
    /// The suggestion's styled text, shown instead of `localizedSuggestion` when set.
    var localizedAttributedSuggestion: NSAttributedString? { get }
    /// A description for accessibility.
    var localizedDescription: String? { get }
    /// The suggestion's icon.
    var iconImage: UIImage? { get }
    /// Any value the app keeps with the suggestion.
    var representedObject: Any? { get set }
}

extension UISearchSuggestion {
    /// Nil. Shape only (UIKit's default).
    public var localizedDescription: String? { nil }
    /// Nil. Shape only (UIKit's default).
    public var iconImage: UIImage? { nil }
    /// Nil, and setting keeps nothing. Shape only (an optional requirement left unimplemented).
    public var representedObject: Any? {
        get { nil }
        set {}
    }
}
#endif
