#if !canImport(UIKit)
import Foundation

/// UIKit's `UITabBar`. Shape only: its items and colours are stored; nothing draws.
@MainActor @preconcurrency
open class UITabBar: UIView {
    /// The items, one per tab. Modelled: a tab bar controller keeps them to its controllers'
    /// `tabBarItem`s.
    open var items: [UITabBarItem]?
    /// The selected item. Modelled: a tab bar controller keeps it to its selection.
    open weak var selectedItem: UITabBarItem?
    /// Shape only: stored.
    open var barTintColor: UIColor?
    /// Shape only: stored.
    open var unselectedItemTintColor: UIColor?
    /// Shape only: stored (UIKit's default true).
    open var isTranslucent = true
    /// Shape only: stored.
    open var barStyle = UIBarStyle.default
    /// Shape only: stored.
    open var backgroundImage: UIImage?
    /// Shape only: stored.
    open var shadowImage: UIImage?

    /// The bar's appearance. Modelled: a copy of what is set, as UIKit's `copy` property; nothing
    /// draws it.
    open var standardAppearance: UITabBarAppearance {
        get { standard }
        set { standard = newValue.copy() as? UITabBarAppearance ?? newValue }
    }
    private var standard = UITabBarAppearance()
    /// The appearance with content scrolled to the edge (iOS 15; nil: the standard one with a
    /// transparent background). Modelled: a copy of what is set.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdge }
        set { scrollEdge = newValue.map { $0.copy() as? UITabBarAppearance ?? $0 } }
    }
    private var scrollEdge: UITabBarAppearance?

    /// Shape only: sets `items`.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
}

/// UIKit's `UITabBarControllerDelegate`. Its requirements are optional in UIKit and have UIKit's
/// defaults here. Modelled: `UITabBarController.selectTab(at:)` asks `shouldSelect` and tells
/// `didSelect`, as a user's tap does; setting the selection in code tells neither, as in UIKit.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Asked before a tap selects `viewController`. Modelled.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Told after a tap selected `viewController`. Modelled.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// True. Modelled (UIKit's default).
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Nothing. Modelled (UIKit's default).
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// UIKit's `UITabBarController`. Modelled as bookkeeping: `viewControllers` are its children (so
/// each one's `tabBarController` is this one), the selection is kept by index and by controller,
/// and the tab bar's items follow the controllers' `tabBarItem`s; nothing appears. `selectTab(at:)`
/// (an addition) is a user's tap on a tab.
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?
    private var selection = 0
    /// The tab bar. Modelled for its items and selected item; shape only otherwise.
    public let tabBar = UITabBar()
    /// The delegate. Modelled (see `UITabBarControllerDelegate`).
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// Shape only: stored.
    open var customizableViewControllers: [UIViewController]?

    /// No tabs. Modelled.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from an archive. Shape only: no tabs.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The tabs' root controllers. Modelled: setting them makes each a child, the first selected
    /// unless the selected index is still in range (as UIKit keeps it).
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. Modelled (see `viewControllers`).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for old in tabs ?? [] where old.parent === self { old.removeFromParent() }
        tabs = viewControllers
        for controller in viewControllers ?? [] {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if selection >= (viewControllers?.count ?? 0) { selection = 0 }
        tabBar.items = viewControllers?.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// How the tabs show (iOS 18): a tab bar, or a sidebar that can become one. Shape only:
    /// stored; `.automatic` by default, as UIKit's.
    open var mode = Mode.automatic
    /// The sidebar of the `.tabSidebar` mode (iOS 18), one per controller. Shape only.
    open private(set) lazy var sidebar = Sidebar()

    /// The selected tab's index. Modelled: setting an index out of range does nothing.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard let tabs, tabs.indices.contains(newValue) else { return }
            selection = newValue
            tabBar.selectedItem = tabs[newValue].tabBarItem
        }
    }

    /// The selected tab's controller, nil with no tabs. Modelled: setting one that is not a tab
    /// does nothing.
    open var selectedViewController: UIViewController? {
        get { tabs.flatMap { $0.indices.contains(selection) ? $0[selection] : nil } }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// A user's tap on the tab at `index` (an addition): asks the delegate's `shouldSelect`, then
    /// selects the tab and tells `didSelect`, as UIKit does. Modelled. Returns whether it selected.
    @discardableResult
    public func selectTab(at index: Int) -> Bool {
        guard let tabs, tabs.indices.contains(index) else { return false }
        let controller = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }
}

extension UIViewController {
    /// The tab bar controller this one is in (the nearest ancestor). Modelled.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
}
#endif
