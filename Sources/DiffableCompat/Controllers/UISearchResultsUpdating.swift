#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchResultsUpdating`: told when the search controller's text changes. Modelled:
/// called by `UISearchBar.type(_:)` on the controller that owns the bar.
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// The search text changed. Modelled (see the protocol).
    func updateSearchResults(for searchController: UISearchController)
}
#endif
