#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchBarDelegate`. Its requirements are optional in UIKit and have defaults here.
/// Modelled: `UISearchBar.type(_:)` calls `searchBar(_:textDidChange:)`, as a user's typing does,
/// and `UISearchBar.tapScopeButton(at:)` calls `searchBar(_:selectedScopeButtonIndexDidChange:)`.
@MainActor @preconcurrency
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// The text changed by typing. Modelled (see the protocol).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Shape only: never called here.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Shape only: never called here.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Shape only: never called here.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Shape only: never called here.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The scope changed by a tap. Modelled: called by `UISearchBar.tapScopeButton(at:)`.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Does nothing. Modelled.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing. Shape only.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Does nothing. Shape only.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing. Shape only.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing. Shape only.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing. Modelled.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
#endif
