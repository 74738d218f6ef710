#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchBarDelegate`. Its requirements are optional in UIKit and have defaults here.
/// Modelled: `UISearchBar.type(_:)` calls `searchBar(_:textDidChange:)`, as a user's typing does.
@MainActor @preconcurrency
public protocol UISearchBarDelegate: AnyObject {
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
    /// Shape only: never called here.
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
    /// Does nothing. Shape only.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// UIKit's `UISearchResultsUpdating`: told when the search controller's text changes. Modelled:
/// called by `UISearchBar.type(_:)` on the controller that owns the bar.
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: AnyObject {
    /// The search text changed. Modelled (see the protocol).
    func updateSearchResults(for searchController: UISearchController)
}

/// UIKit's `UISearchBar`. Shape only, but for typing: `type(_:)` (an addition) sets `text` and tells
/// the delegate and the owning search controller's updater, as a user's typing does; setting `text`
/// tells no one, as in UIKit.
@MainActor @preconcurrency
open class UISearchBar: UIView {
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
    public let searchTextField = UITextField()
    weak var owner: UISearchController?

    /// A user's typing: sets `text`, then tells the delegate and the owning controller's updater.
    /// An addition for tests.
    public func type(_ newText: String) {
        text = newText
        delegate?.searchBar(self, textDidChange: newText)
        if let owner { owner.searchResultsUpdater?.updateSearchResults(for: owner) }
    }
}

/// UIKit's `UISearchController`. Modelled as bookkeeping: its bar reports typing to
/// `searchResultsUpdater`; nothing is presented.
@MainActor @preconcurrency
open class UISearchController: UIViewController {
    /// The bar. Modelled (see `UISearchBar.type(_:)`).
    public let searchBar = UISearchBar()
    /// Told when the bar's text changes by typing. Modelled (weak, as UIKit's).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Shape only: stored.
    public let searchResultsController: UIViewController?
    /// Shape only: stored.
    open var isActive = false
    /// Shape only: stored.
    open var obscuresBackgroundDuringPresentation = true
    /// Shape only: stored.
    open var hidesNavigationBarDuringPresentation = true

    /// A search controller showing results in `searchResultsController` (nil: in place). Modelled.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.owner = self
    }

    /// Decoding is not supported; shape only.
    public required init?(coder: NSCoder) { nil }
}
#endif
