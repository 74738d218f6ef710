#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchBarDelegate`. Its requirements are optional in UIKit and have defaults here.
/// Modelled: typing into the bar's `searchTextField` asks
/// `searchBar(_:shouldChangeTextIn:replacementText:)` and calls `searchBar(_:textDidChange:)`, as
/// `UISearchBar.type(_:)` does; the field's return key calls `searchBarSearchButtonClicked(_:)`;
/// `UISearchBar.tapScopeButton(at:)` calls `searchBar(_:selectedScopeButtonIndexDidChange:)`; and
/// `becomeFirstResponder()` and `resignFirstResponder()` (the bar's or its field's) ask and tell the
/// editing requirements.
@MainActor @preconcurrency
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// The text changed by typing. Modelled (see the protocol).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Asked before typing replaces `range` with `text`. Modelled: typing into the search field asks it.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Asked before the bar begins editing. Modelled: `UISearchBar.becomeFirstResponder()` asks it.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Told that the bar began editing. Modelled: `UISearchBar.becomeFirstResponder()` tells it.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Asked before the bar ends editing. Modelled: `UISearchBar.resignFirstResponder()` asks it.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Told that the bar ended editing. Modelled: `UISearchBar.resignFirstResponder()` tells it.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The Search (return) key pressed. Modelled: the search field's `pressReturnKey()` calls it.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button tapped. Modelled: `UISearchBar.tapCancelButton()` (or the button's tap) calls it.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The scope changed by a tap. Modelled: called by `UISearchBar.tapScopeButton(at:)`.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Does nothing. Modelled.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Yes. Modelled.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Yes. Modelled.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing. Modelled.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Yes. Modelled.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing. Modelled.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing. Modelled.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing. Modelled.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing. Modelled.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
#endif
