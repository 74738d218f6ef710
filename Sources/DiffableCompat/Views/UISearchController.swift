#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchResultsUpdating`: told when the search controller's text changes. Modelled:
/// called by `UISearchBar.type(_:)` on the controller that owns the bar.
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: AnyObject {
    /// The search text changed. Modelled (see the protocol).
    func updateSearchResults(for searchController: UISearchController)
}

/// UIKit's `UISearchControllerDelegate`. Its requirements are optional in UIKit and have defaults
/// here. Modelled: `UISearchController.isActive` tells the presentation and dismissal methods.
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: AnyObject {
    /// Shape only: never called here (UIKit calls it to let the delegate present the controller).
    func presentSearchController(_ searchController: UISearchController)
    /// Told before the controller is presented. Modelled (see the protocol).
    func willPresentSearchController(_ searchController: UISearchController)
    /// Told after the controller is presented. Modelled (see the protocol).
    func didPresentSearchController(_ searchController: UISearchController)
    /// Told before the controller is dismissed. Modelled (see the protocol).
    func willDismissSearchController(_ searchController: UISearchController)
    /// Told after the controller is dismissed. Modelled (see the protocol).
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing. Shape only.
    public func presentSearchController(_ searchController: UISearchController) {}
    /// Does nothing. Modelled.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing. Modelled.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing. Modelled.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing. Modelled.
    public func didDismissSearchController(_ searchController: UISearchController) {}
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
    /// Told when the controller is presented and dismissed. Modelled (weak, as UIKit's): see
    /// `isActive`.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the search interface is shown. Modelled as bookkeeping: setting it to true tells the
    /// delegate `willPresentSearchController(_:)` then `didPresentSearchController(_:)`, to false
    /// `willDismissSearchController(_:)` then `didDismissSearchController(_:)`; setting the value
    /// it already has tells no one. Nothing appears.
    open var isActive = false {
        didSet {
            guard isActive != oldValue, let delegate else { return }
            if isActive {
                delegate.willPresentSearchController(self)
                delegate.didPresentSearchController(self)
            } else {
                delegate.willDismissSearchController(self)
                delegate.didDismissSearchController(self)
            }
        }
    }
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
