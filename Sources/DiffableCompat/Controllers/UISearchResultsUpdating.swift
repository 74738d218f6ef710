#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchResultsUpdating`: told when the search controller's text changes. Modelled:
/// called by `UISearchBar.type(_:)` on the controller that owns the bar.
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// The search text changed. Modelled (see the protocol).
    func updateSearchResults(for searchController: UISearchController)
    /// The user chose `searchSuggestion` (iOS 16). Modelled: called by
    /// `UISearchController.simulateSelecting(_:)`; default nothing, as UIKit's.
    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion)
}

extension UISearchResultsUpdating {
    /// Nothing. Modelled (UIKit's default).
    public func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {}
}
#endif
