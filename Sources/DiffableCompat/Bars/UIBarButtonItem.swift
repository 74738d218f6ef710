#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBarButtonItem`. Shape only: title, image, style, menu and primary action are stored;
/// `primaryAction?.performWithSender(nil, target: nil)` performs it in a test. Modelled: its
/// target and action (`init(title:style:target:action:)` and the other target–action forms, with
/// the `Selector`s the port step writes for `#selector`), which a test sends as UIKit routes a
/// tap: `UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil)`.
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
    /// Whether the item is hidden (iOS 16). Shape only: stored (default false); nothing draws bars.
    open var isHidden = false
    /// Whether the item may share its background with its neighbours in the bar (iOS 26). Shape
    /// only: stored (UIKit's default true).
    open var sharesBackground = true
    /// Whether the background it may share is hidden behind it (iOS 26). Shape only: stored (UIKit's
    /// default false).
    open var hidesSharedBackground = false
    /// The system item it was made as. Shape only; an addition.
    public private(set) var systemItem: SystemItem?
    /// The object the action is sent to (held weakly, as UIKit's; nil: up the responder chain).
    /// Modelled: `UIApplication.sendAction(_:to:from:for:)` sends `action` to it.
    open weak var target: AnyObject?
    /// The action sent when the item is tapped. Modelled (see `target`).
    open var action: Selector?

    /// An empty item. Shape only.
    public override init() { super.init() }

    /// An item decoded from an archive. Shape only: nothing is decoded; a plain item.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

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

    /// An item titled `title` that sends `action` to `target`. Modelled (see `target`).
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing `image` that sends `action` to `target`. Modelled (see `target`).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing `image` (`landscapeImagePhone` is shape only) that sends `action` to
    /// `target`. Modelled (see `target`).
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
    }

    /// A system item that sends `action` to `target`. Modelled (see `target`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        self.target = target.map { $0 as AnyObject }
        self.action = action
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
