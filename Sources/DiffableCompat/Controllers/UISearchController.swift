#if !canImport(UIKit)
import Foundation

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

    /// A search controller showing results in place, as UIKit's: so `UISearchController()` (the
    /// inherited `init()`) makes one too. Modelled.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        searchBar.owner = self
    }

    /// Decoding is not supported; shape only.
    public required init?(coder: NSCoder) { nil }
}
#endif
