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

    /// Shape only: stored.
    open var title: String?
    /// Shape only: stored.
    open var prompt: String?
    /// Shape only: stored.
    open var titleView: UIView?
    /// Shape only: stored.
    open var backButtonTitle: String?
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

/// UIKit's `UIBarItem`. Shape only.
@MainActor @preconcurrency
open class UIBarItem: NSObject {
    /// Shape only: stored.
    open var title: String?
    /// Shape only: stored.
    open var image: UIImage?
    /// Shape only: stored.
    open var isEnabled = true
    /// Shape only: stored.
    open var tag = 0
    /// Shape only: stored.
    open var accessibilityLabel: String?
    /// Shape only: stored.
    open var accessibilityIdentifier: String?
}

/// UIKit's `UIBarButtonItem`, in its closure-based forms (the target-action initializers need
/// Objective-C selectors and are absent). Shape only: title, image, style, menu and primary action
/// are stored; `primaryAction?.performWithSender(nil, target: nil)` performs it in a test.
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
    /// UIKit's `UIBarButtonItem.Style`. Shape only.
    public enum Style: Int, Sendable {
        /// `.plain`, as UIKit's. Shape only: kept, not drawn.
        case plain = 0
        /// `.bordered`, as UIKit's. Shape only: kept, not drawn.
        case bordered
        /// `.done`, as UIKit's. Shape only: kept, not drawn.
        case done
    }
    /// UIKit's `UIBarButtonItem.SystemItem`. Shape only.
    public enum SystemItem: Int, Sendable {
        /// Shape only.
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search,
            refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// Shape only: stored.
    open var style = Style.plain
    /// Shape only: stored.
    open var primaryAction: UIAction?
    /// Shape only: stored.
    open var menu: UIMenu?
    /// Shape only: stored.
    open var customView: UIView?
    /// Shape only: stored.
    open var tintColor: UIColor?
    /// Shape only: stored.
    open var width: CGFloat = 0
    /// The system item it was made as. Shape only; an addition.
    public private(set) var systemItem: SystemItem?

    /// An empty item. Shape only.
    public override init() { super.init() }

    /// A system item. Shape only.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with title, image, action and menu. Shape only (the title defaults to the action's).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item performing `primaryAction`. Shape only.
    public convenience init(primaryAction: UIAction?, menu: UIMenu? = nil) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: menu)
    }

    /// An item showing `customView`. Shape only.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A fixed space. Shape only.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A flexible space. Shape only.
    public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
}
#endif
