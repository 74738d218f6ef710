#if !canImport(UIKit)
import Foundation

/// UIKit's `UINavigationItem`. Shape only: title and bar button items are stored and read back
/// (a test can perform an item's `primaryAction`).
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`. Shape only.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// `.automatic`, as UIKit's. Shape only: kept, not drawn.
        case automatic
        /// `.always`, as UIKit's. Shape only: kept, not drawn.
        case always
        /// `.never`, as UIKit's. Shape only: kept, not drawn.
        case never
        /// `.inline`, as UIKit's. Shape only: kept, not drawn.
        case inline
    }

    /// UIKit's `UINavigationItem.BackButtonDisplayMode`. Shape only: UIKit's raw values.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// Shape only.
        case `default` = 0
        /// Shape only.
        case generic = 1
        /// Shape only.
        case minimal = 2
    }
    /// UIKit's `UINavigationItem.SearchBarPlacement`. Shape only: UIKit's raw values.
    public enum SearchBarPlacement: Int, Sendable {
        /// Shape only.
        case automatic = 0
        /// Shape only.
        case inline = 1
        /// Shape only.
        case stacked = 2
    }

    /// The appearance of the bar when this item is on top, at standard height. Shape only:
    /// stored (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance?
    /// The same at compact height. Shape only: stored.
    open var compactAppearance: UINavigationBarAppearance?
    /// The same when scrolled to the edge. Shape only: stored.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The same at compact height when scrolled to the edge. Shape only: stored.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// How the back button shows its title. Shape only: stored.
    open var backButtonDisplayMode = BackButtonDisplayMode.default
    /// Where the search bar goes. Shape only: stored.
    open var preferredSearchBarPlacement = SearchBarPlacement.automatic
    /// Where the search bar went. Shape only: `.stacked` with a search controller, as on a phone.
    open var searchBarPlacement: SearchBarPlacement { searchController == nil ? .automatic : .stacked }
    /// Shape only: stored.
    open var title: String?
    /// Shape only: stored.
    open var prompt: String?
    /// Shape only: stored.
    open var titleView: UIView?
    /// The subtitle shown under the title (iOS 26). Shape only: stored; nothing draws the bar.
    open var subtitle: String?
    /// A custom view shown under the title, over `subtitle` (iOS 26). Shape only: stored.
    open var subtitleView: UIView?
    /// The subtitle under the large title; nil falls back to `subtitle` (iOS 26). Shape only: stored.
    open var largeSubtitle: String?
    /// A custom view under the large title, over any subtitle (iOS 26). Shape only: stored.
    open var largeSubtitleView: UIView?
    /// Whether a containing split view may place the search bar elsewhere (iOS 26). Shape only:
    /// stored (UIKit's default false).
    open var searchBarPlacementAllowsExternalIntegration = false
    /// Whether the search bar may sit among the toolbar's items on iPhone (iOS 26). Shape only:
    /// stored (UIKit's default true).
    open var searchBarPlacementAllowsToolbarIntegration = true
    /// The item that stands for the search bar among `toolbarItems` (iOS 26). Shape only: one item,
    /// the same each time.
    open private(set) lazy var searchBarPlacementBarButtonItem = UIBarButtonItem()
    /// Shape only: stored.
    open var backButtonTitle: String?
    /// Whether the left items show beside the back button rather than in its place. Shape only:
    /// stored; false by default, as UIKit's.
    open var leftItemsSupplementBackButton = false
    /// Shape only: stored.
    open var backBarButtonItem: UIBarButtonItem?
    /// Shape only: stored.
    open var hidesBackButton = false
    /// Shape only: stored.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The search controller shown in the navigation bar. Shape only: stored.
    open var searchController: UISearchController?
    /// Shape only: stored.
    open var hidesSearchBarWhenScrolling = true
    /// Shape only: stored.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// Shape only: stored.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The first left item. Shape only: the first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first right item. Shape only: the first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item titled `title`. Shape only.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Shape only: stored.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Shape only: stored.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Shape only: stored.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Shape only: stored.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
}
#endif
