#if !canImport(UIKit)
import Foundation

/// UIKit's `UIMenuItem`: a custom item of the edit menu (deprecated in iOS 16 for
/// `UIEditMenuInteraction`). Modelled: its title and action; the action goes up the responder chain
/// as UIKit's (send it with `UIApplication.shared.sendAction(item.action, to: nil, from: item, for: nil)`).
@available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
@MainActor @preconcurrency
open class UIMenuItem: NSObject {
    /// The title. Modelled.
    open var title: String
    /// The action. Modelled.
    open var action: Selector

    /// An item titled `title` sending `action`. Modelled.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}

/// UIKit's `UIMenuController`: the edit menu (deprecated in iOS 16 for `UIEditMenuInteraction`).
/// Modelled: the custom `menuItems`, whether the menu is visible and where it points, with UIKit's
/// notifications when it shows and hides; nothing is drawn.
@available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
@MainActor @preconcurrency
open class UIMenuController: NSObject {
    /// UIKit's `UIMenuController.ArrowDirection`. Shape only: UIKit's raw values.
    public enum ArrowDirection: Int, Sendable {
        /// The system's choice. Shape only.
        case `default` = 0
        /// Up. Shape only.
        case up = 1
        /// Down. Shape only.
        case down = 2
        /// Left. Shape only.
        case left = 3
        /// Right. Shape only.
        case right = 4
    }

    /// Posted before the menu shows (UIKit's name). Modelled.
    nonisolated public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted after the menu showed (UIKit's name). Modelled.
    nonisolated public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu hides (UIKit's name). Modelled.
    nonisolated public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted after the menu hid (UIKit's name). Modelled.
    nonisolated public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    /// Posted when the menu's frame changes (UIKit's name). Shape only: never posted.
    nonisolated public static let menuFrameDidChangeNotification = Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")

    /// The edit menu. Modelled: one per process, as UIKit's.
    public static let shared = UIMenuController()

    private override init() { super.init() }

    /// The custom items shown after the system's. Modelled: stored.
    open var menuItems: [UIMenuItem]?
    /// Shape only: stored.
    open var arrowDirection = ArrowDirection.default
    /// Whether the menu shows. Modelled: setting it shows or hides the menu, as the methods do.
    open var isMenuVisible: Bool {
        get { visible }
        set { newValue ? show() : hideMenu() }
    }
    private var visible = false
    /// The view the menu points at. Extra (not UIKit API): what a test reads.
    public private(set) weak var targetView: UIView?
    /// The rectangle the menu points at, in `targetView`. Extra (not UIKit API): what a test reads.
    public private(set) var targetRect = CGRect.zero
    /// The menu's frame. Shape only: the target rectangle in window coordinates when visible,
    /// zero when hidden.
    open var menuFrame: CGRect {
        guard visible, let targetView else { return .zero }
        return targetView.convert(targetRect, to: nil)
    }

    /// Shows the menu pointing at `targetRect` in `targetView` (iOS 13). Modelled.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        setTargetRect(targetRect, in: targetView)
        show()
    }

    /// Hides the menu shown from `targetView` (iOS 13). Modelled.
    open func hideMenu(from targetView: UIView) {
        guard targetView === self.targetView else { return }
        hideMenu()
    }

    /// Hides the menu (iOS 13). Modelled.
    open func hideMenu() {
        guard visible else { return }
        NotificationCenter.default.post(name: UIMenuController.willHideMenuNotification, object: self)
        visible = false
        NotificationCenter.default.post(name: UIMenuController.didHideMenuNotification, object: self)
    }

    /// Shows or hides the menu (deprecated in iOS 13). Modelled.
    @available(iOS, deprecated: 13.0, message: "Use showMenuFromView:rect: or hideMenuFromView: instead.")
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) { isMenuVisible = menuVisible }

    /// Where the menu will point (deprecated in iOS 13). Modelled: stored.
    @available(iOS, deprecated: 13.0, message: "Use showMenuFromView:rect: instead.")
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        self.targetRect = targetRect
        self.targetView = targetView
    }

    /// Updates the menu's items. Shape only: nothing shows.
    open func update() {}

    private func show() {
        guard !visible else { return }
        NotificationCenter.default.post(name: UIMenuController.willShowMenuNotification, object: self)
        visible = true
        NotificationCenter.default.post(name: UIMenuController.didShowMenuNotification, object: self)
    }
}
#endif
