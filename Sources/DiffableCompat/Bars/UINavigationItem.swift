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

    /// UIKit's `UINavigationItem.ItemStyle` (iOS 16): where the title and the center items go.
    /// Shape only: UIKit's raw values.
    public enum ItemStyle: Int, Sendable {
        /// A title in the middle, as a navigation stack shows it.
        case navigator = 0
        /// A leading title, with room for the center items (a browser's history in the back button).
        case browser = 1
        /// A leading title, for a document editor.
        case editor = 2
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
    /// The large title (iOS 26), shown in place of `title` when the bar shows large titles; nil
    /// falls back to `title`. Shape only: stored; nothing draws the bar.
    open var largeTitle: String?
    /// The styled title (iOS 26), shown over `title`. Shape only: stored; nothing draws the bar.
    open var attributedTitle: AttributedString?
    /// The styled subtitle (iOS 26), shown over `subtitle`. Shape only: stored.
    open var attributedSubtitle: AttributedString?
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
    /// The left (leading) items. Modelled: stored, and read back by `leadingItemGroups` as one fixed
    /// group.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { leftItems }
        set {
            leftItems = newValue
            leadingGroups = newValue.map { [UIBarButtonItemGroup.fixedGroup(items: $0)] } ?? []
        }
    }
    /// The right (trailing) items. Modelled: stored, and read back by `trailingItemGroups` as one
    /// fixed group.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightItems }
        set {
            rightItems = newValue
            trailingGroups = newValue.map { [UIBarButtonItemGroup.fixedGroup(items: $0)] } ?? []
        }
    }
    private var leftItems: [UIBarButtonItem]?
    private var rightItems: [UIBarButtonItem]?
    private var leadingGroups: [UIBarButtonItemGroup] = []
    private var trailingGroups: [UIBarButtonItemGroup] = []
    /// The leading item groups (iOS 16). Modelled: setting them replaces `leftBarButtonItems`, which
    /// then reads as their items in order (nil when there are none).
    open var leadingItemGroups: [UIBarButtonItemGroup] {
        get { leadingGroups }
        set {
            leadingGroups = newValue
            let items = newValue.flatMap(\.barButtonItems)
            leftItems = items.isEmpty ? nil : items
        }
    }
    /// The trailing item groups (iOS 16). Modelled: setting them replaces `rightBarButtonItems`, as
    /// `leadingItemGroups` does the left ones.
    open var trailingItemGroups: [UIBarButtonItemGroup] {
        get { trailingGroups }
        set {
            trailingGroups = newValue
            let items = newValue.flatMap(\.barButtonItems)
            rightItems = items.isEmpty ? nil : items
        }
    }
    /// The groups shown in the middle of the bar with the `.browser` or `.editor` style, or in its
    /// overflow menu (iOS 16). Shape only: stored, empty by default.
    open var centerItemGroups: [UIBarButtonItemGroup] = []
    /// The action the back button performs in place of popping (iOS 16). Shape only: stored; a test
    /// performs it with `backAction?.performWithSender(nil, target: nil)`.
    open var backAction: UIAction?
    /// How the bar lays the item out (iOS 16). Shape only: stored, `.navigator` by default, as UIKit's.
    open var style = ItemStyle.navigator
    /// Makes the menu the title shows (iOS 16), given the system's suggested elements. Shape only:
    /// stored; nothing taps the title (a test calls it with the suggestions it wants).
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)?
    /// The identifier under which bar customization is saved (iOS 16). Shape only: stored.
    open var customizationIdentifier: String?
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

    /// An item with no title, as `UINavigationItem()` makes one for a bar of its own. Modelled.
    public override init() { super.init() }

    /// An item decoded from an archive. Shape only: nothing is decoded; an item with no title.
    public init?(coder: NSCoder) { super.init() }

    /// Shows or hides the back button. Modelled: sets `hidesBackButton`; nothing animates.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
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
