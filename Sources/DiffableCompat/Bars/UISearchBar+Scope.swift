#if !canImport(UIKit)
import Foundation

extension UISearchBar {
    /// A user's tap on the scope button at `index`, an addition for tests (as `type(_:)` is for
    /// typing). Modelled on UIKit's tap: when the scope bar shows (`showsScopeBar`, or the owning
    /// search controller is active and `automaticallyShowsScopeBar`), `index` is one of
    /// `scopeButtonTitles` and differs from `selectedScopeButtonIndex`, it sets
    /// `selectedScopeButtonIndex`, tells the delegate `searchBar(_:selectedScopeButtonIndexDidChange:)`,
    /// then, when the bar belongs to a `UISearchController`, its `searchResultsUpdater` (UIKit's
    /// `UISearchResultsUpdating` is "called when the search bar's text or scope has changed"; the
    /// order delegate-then-updater is the one `type(_:)` uses, a guess). A hidden scope bar, an index
    /// out of range (negative, past the titles, no titles) or the selected one: nothing happens and
    /// it returns false. Returns whether the scope changed. Setting `selectedScopeButtonIndex`
    /// itself tells no one, as in UIKit.
    @discardableResult
    public func tapScopeButton(at index: Int) -> Bool {
        let showsScope = showsScopeBar || (owner.map { $0.isActive && $0.automaticallyShowsScopeBar } ?? false)
        guard showsScope, let titles = scopeButtonTitles, titles.indices.contains(index),
              index != selectedScopeButtonIndex else { return false }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        if let owner { owner.searchResultsUpdater?.updateSearchResults(for: owner) }
        return true
    }
}
#endif
