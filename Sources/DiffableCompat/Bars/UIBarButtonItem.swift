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

    /// The badge drawn on the item (iOS 26): a count, a string or a dot. Shape only: stored; nothing
    /// draws it.
    open var badge: Badge?
    /// The titles the item may show, so a bar can size it for the widest. Shape only: stored.
    open var possibleTitles: Set<String>?
    /// The group the item belongs to, if any (held weakly, as UIKit's). Modelled: set by
    /// `UIBarButtonItemGroup`'s initializer and `barButtonItems`, and by the `creating…Group` methods.
    open internal(set) weak var buttonGroup: UIBarButtonItemGroup?
    private var looks = BarItemLooks()

    /// Sets the background image for `state` and `barMetrics`, for every style. Shape only:
    /// stored per pair and read back; nothing draws.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        looks.backgrounds[BarItemLooks.Key(state: state.rawValue, metrics: barMetrics)] = backgroundImage
    }
    /// The background image set for `state` and `barMetrics`, or nil. Shape only.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        looks.backgrounds[BarItemLooks.Key(state: state.rawValue, metrics: barMetrics)]
    }
    /// Sets the background image for `state`, `style` and `barMetrics`. Shape only: stored apart
    /// from the image for every style.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {
        looks.backgrounds[BarItemLooks.Key(state: state.rawValue, metrics: barMetrics, style: style)] = backgroundImage
    }
    /// The background image set for `state`, `style` and `barMetrics`, or nil. Shape only.
    open func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        looks.backgrounds[BarItemLooks.Key(state: state.rawValue, metrics: barMetrics, style: style)]
    }
    /// Sets how far the background moves up or down for `barMetrics`. Shape only: stored.
    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        looks.backgroundOffsets[barMetrics] = adjustment
    }
    /// The background's vertical adjustment for `barMetrics` (0 until set). Shape only.
    open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { looks.backgroundOffsets[barMetrics] ?? 0 }
    /// Sets the title's offset for `barMetrics`. Shape only: stored.
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        looks.titleOffsets[barMetrics] = adjustment
    }
    /// The title's offset for `barMetrics` (`.zero` until set). Shape only.
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset { looks.titleOffsets[barMetrics] ?? .zero }
    /// Sets the back button's background image for `state` and `barMetrics` (set on
    /// `appearance()` or on a `backBarButtonItem`). Shape only: stored per pair.
    open func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        looks.backButtonBackgrounds[BarItemLooks.Key(state: state.rawValue, metrics: barMetrics)] = backgroundImage
    }
    /// The back button's background image for `state` and `barMetrics`, or nil. Shape only.
    open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        looks.backButtonBackgrounds[BarItemLooks.Key(state: state.rawValue, metrics: barMetrics)]
    }
    /// Sets the back button title's offset for `barMetrics` (apps move it off screen to hide the
    /// title). Shape only: stored.
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        looks.backTitleOffsets[barMetrics] = adjustment
    }
    /// The back button title's offset for `barMetrics` (`.zero` until set). Shape only.
    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset { looks.backTitleOffsets[barMetrics] ?? .zero }
    /// Sets how far the back button's background moves up or down for `barMetrics`. Shape only.
    open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        looks.backBackgroundOffsets[barMetrics] = adjustment
    }
    /// The back button background's vertical adjustment for `barMetrics` (0 until set). Shape only.
    open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        looks.backBackgroundOffsets[barMetrics] ?? 0
    }

    /// A fixed group holding only this item (iOS 16), which leaves any group it was in. Modelled.
    open func creatingFixedGroup() -> UIBarButtonItemGroup { .fixedGroup(items: [self]) }
    /// A movable group holding only this item (iOS 16). Modelled, as `creatingFixedGroup()`.
    open func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }
    /// An optional group holding only this item (iOS 16). Modelled, as `creatingFixedGroup()`.
    open func creatingOptionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true) -> UIBarButtonItemGroup {
        .optionalGroup(customizationIdentifier: customizationIdentifier, isInDefaultCustomization: isInDefaultCustomization, items: [self])
    }

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

/// What a bar button item's appearance setters store: images and offsets by state, style and metrics.
struct BarItemLooks {
    /// A state, a bar metrics and, for the style-specific images, a style.
    struct Key: Hashable {
        var state: UInt
        var metrics: UIBarMetrics
        var style: UIBarButtonItem.Style?
    }
    var backgrounds: [Key: UIImage] = [:]
    var backButtonBackgrounds: [Key: UIImage] = [:]
    var backgroundOffsets: [UIBarMetrics: CGFloat] = [:]
    var backBackgroundOffsets: [UIBarMetrics: CGFloat] = [:]
    var titleOffsets: [UIBarMetrics: UIOffset] = [:]
    var backTitleOffsets: [UIBarMetrics: UIOffset] = [:]
}
#endif
