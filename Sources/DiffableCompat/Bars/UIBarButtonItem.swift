#if !canImport(UIKit)
import Foundation

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
