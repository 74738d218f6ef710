#if !canImport(UIKit)
import Foundation

/// UIKit's `UITab` (iOS 18): a tab of a tab bar controller's `tabs`, whose provider makes the
/// controller it shows. Modelled as bookkeeping: when the tab bar controller takes its tabs it asks
/// each provider once for its controller (UIKit asks when the tab is first shown; a deviation),
/// which then reads back as `viewController`, and `tabBarController` names the controller.
@MainActor @preconcurrency
open class UITab: NSObject {
    /// UIKit's `UITab.Placement`: where a customizable tab bar may put the tab. Shape only: UIKit's
    /// raw values.
    public enum Placement: Int, Sendable {
        /// `.default` at the root, `.optional` elsewhere.
        case automatic = 0
        /// Shown by default; can be removed.
        case `default` = 1
        /// Not shown by default; can be added.
        case optional = 2
        /// Cannot be removed, can be moved.
        case movable = 3
        /// Always shown, at the trailing end.
        case pinned = 4
        /// Cannot be moved or removed.
        case fixed = 5
        /// Only in the sidebar.
        case sidebarOnly = 6
    }

    /// The tab's title. Shape only: stored.
    open var title: String
    /// The subtitle shown in the sidebar. Shape only: stored.
    open var subtitle: String?
    /// The tab's image. Shape only: stored.
    open var image: UIImage?
    /// The identifier, unique among a tab bar controller's tabs. Modelled: `tab(forIdentifier:)`
    /// finds the tab by it.
    public let identifier: String
    /// The badge. Shape only: stored.
    open var badgeValue: String?
    /// Whether the tab can be selected (iOS 18.4). Modelled: a tab bar controller's
    /// `selectTab(at:)` does not select a disabled tab. True by default.
    open var isEnabled = true
    /// Whether the tab is hidden. Shape only: stored, false by default.
    open var isHidden = false
    /// Whether the tab starts hidden under customization. Shape only: stored, false by default.
    open var isHiddenByDefault = false
    /// Whether the user may hide the tab. Shape only: stored, false by default.
    open var allowsHiding = false
    /// Where a customizable tab bar may put the tab. Shape only: stored, `.automatic` by default.
    open var preferredPlacement = Placement.automatic
    /// Any value the app keeps with the tab. Shape only: stored.
    open var userInfo: Any?
    /// The controller the tab shows, once made. Modelled: made by the provider (a plain controller
    /// without one) when a tab bar controller takes the tab; nil before.
    open private(set) var viewController: UIViewController?
    /// The tab bar controller showing the tab. Modelled (held weakly).
    open internal(set) weak var tabBarController: UITabBarController?
    private let viewControllerProvider: ((UITab) -> UIViewController)?

    /// A tab titled `title` whose `viewControllerProvider` makes its controller. Modelled.
    public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
        super.init()
    }

    /// The tab's controller, made once from the provider; its tab bar item takes the tab's title,
    /// image and badge (a guess at how UIKit shows a tab in the bar).
    func loadViewController() -> UIViewController {
        if let viewController { return viewController }
        let controller = viewControllerProvider?(self) ?? UIViewController()
        controller.tabBarItem = UITabBarItem(title: title, image: image, tag: 0)
        controller.tabBarItem.badgeValue = badgeValue
        viewController = controller
        return controller
    }
}
#endif
