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
    /// it already has tells no one. Nothing appears. Its bar beginning editing sets it to true, and
    /// its bar's cancel button (`searchBar.tapCancelButton()`) to false, as in UIKit.
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
    /// The old name of `obscuresBackgroundDuringPresentation` (deprecated in iOS 12). Modelled: the
    /// same value.
    @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the bar shows its cancel button while active (iOS 13). Shape only: stored, true by
    /// default.
    open var automaticallyShowsCancelButton = true
    /// Whether the bar shows its scope bar while active (iOS 13; deprecated in iOS 16). Shape only:
    /// stored, true by default.
    @available(iOS, deprecated: 16.0)
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows as soon as there is text (iOS 13). Modelled: typing
    /// text (`searchBar.type(_:)`) sets `showsSearchResultsController` to whether there is any.
    /// True by default.
    open var automaticallyShowsSearchResultsController = true
    /// UIKit's `UISearchController.ScopeBarActivation` (iOS 16): when the scope bar shows. Shape
    /// only: UIKit's raw values.
    public enum ScopeBarActivation: Int, Sendable {
        /// The system decides.
        case automatic = 0
        /// Only when the app sets `searchBar.showsScopeBar`.
        case manual = 1
        /// Once the user types.
        case onTextEntry = 2
        /// As soon as search becomes active.
        case onSearchActivation = 3
    }
    /// The scroll view whose scrolling collapses the search bar, when it is not the one the
    /// navigation controller finds. Shape only: stored (weakly, a guess: UIKit keeps scroll views it
    /// observes weakly); nothing scrolls.
    open weak var searchControllerObservedScrollView: UIScrollView?
    /// The suggestions offered under the search field (iOS 16). Modelled: stored; a test chooses
    /// one with `simulateSelecting(_:)`.
    open var searchSuggestions: [any UISearchSuggestion]?
    /// Whether suggestions are left out for a stacked search bar (iOS 16). Shape only: stored, false
    /// by default.
    open var ignoresSearchSuggestionsForSearchBarPlacementStacked = false

    /// A user's choice of `suggestion` (an addition): tells the results updater
    /// `updateSearchResults(for:selecting:)`, as UIKit does. Modelled.
    public func simulateSelecting(_ suggestion: any UISearchSuggestion) {
        searchResultsUpdater?.updateSearchResults(for: self, selecting: suggestion)
    }

    /// When the scope bar shows (iOS 16). Shape only: stored, `.automatic` by default.
    open var scopeBarActivation = ScopeBarActivation.automatic
    /// Whether the results controller is showing (iOS 13). Modelled: stored, false by default; see
    /// `automaticallyShowsSearchResultsController`.
    open var showsSearchResultsController = false

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
