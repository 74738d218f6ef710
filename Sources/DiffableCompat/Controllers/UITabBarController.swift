#if !canImport(UIKit)
import Foundation

/// UIKit's `UITabBarController`. Modelled as bookkeeping: `viewControllers` are its children (so
/// each one's `tabBarController` is this one), the selection is kept by index and by controller,
/// and the tab bar's items follow the controllers' `tabBarItem`s. Once its view is loaded, the
/// selected controller's view fills it (the one tab's view in it); while the tab bar controller
/// has appeared, a change of selection makes the old tab disappear and the new one appear, in
/// UIKit's order; nothing animates. `selectTab(at:)` (an addition) is a user's tap on a tab.
@MainActor @preconcurrency
open class UITabBarController: UIViewController, UITabBarDelegate {
    private var tabControllers: [UIViewController]?
    private var selection = 0
    /// The tab bar. Modelled for its items and selected item; shape only otherwise. Apps replace it
    /// with a subclass of their own through key-value coding (`setValue(MyTabBar(), forKey:
    /// "tabBar")`).
    public private(set) var tabBar = UITabBar()
    /// The delegate. Modelled (see `UITabBarControllerDelegate`).
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// Shape only: stored.
    open var customizableViewControllers: [UIViewController]?

    /// No tabs. Modelled.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.managingController = self
    }

    /// A controller decoded from an archive. Shape only: no tabs.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.managingController = self
    }

    /// The tab bar's delegate method, which UIKit's controller implements and subclasses override.
    /// Modelled: `selectTab(at:)` calls it first, while `selectedIndex` is still the old tab (as
    /// UIKit's), and selects the tab after it whether or not an override calls `super`; this
    /// implementation does nothing.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    /// Key-value coding, as apps use it on tab bar controllers: `tabBar` (or its instance
    /// variable `_tabBar`) replaces the tab bar with the `UITabBar` given, which takes the tabs'
    /// items, the selection and this controller as its delegate, and lets the old bar go;
    /// `selectedIndex` selects. Modelled; any other key, or a `tabBar` that is not a `UITabBar`,
    /// raises UIKit's `NSUnknownKeyException` / `NSInvalidArgumentException` (recorded inside
    /// `DiffableFailures.record`) and changes nothing.
    open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "tabBar", "_tabBar":
            guard let bar = value as? UITabBar else {
                return DiffableFailures.raise(DiffableFailure(reason: "-[UITabBarController setTabBar:]: the value is not a UITabBar",
                                                              name: "NSInvalidArgumentException"))
            }
            tabBar.managingController = nil
            bar.managingController = self
            bar.items = tabControllers?.map { $0.tabBarItem }
            bar.selectedItem = selectedViewController?.tabBarItem
            tabBar = bar
        case "selectedIndex":
            if let index = value as? Int { selectedIndex = index }
        default: DiffableFailures.raise(undefinedKey(self, key, setting: true))
        }
    }

    /// The value under `key`: `tabBar` (or `_tabBar`), `selectedIndex`, `viewControllers` and
    /// `selectedViewController`. Modelled; any other key raises UIKit's `NSUnknownKeyException` and
    /// gives nil.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "tabBar", "_tabBar": return tabBar
        case "selectedIndex": return selectedIndex
        case "viewControllers": return viewControllers
        case "selectedViewController": return selectedViewController
        default:
            DiffableFailures.raise(undefinedKey(self, key, setting: false))
            return nil
        }
    }

    /// The navigation controller that shows the tabs past the fifth on a phone. Shape only: one
    /// controller, the same each time; the tabs are not moved into it (a compact bar is not modelled).
    open private(set) lazy var moreNavigationController = UINavigationController()

    /// Whether the tab bar is hidden (iOS 18). Modelled: the tab bar's `isHidden`.
    open var isTabBarHidden: Bool {
        get { tabBar.isHidden }
        set { tabBar.isHidden = newValue }
    }

    /// Hides or shows the tab bar (iOS 18). Modelled: sets `isTabBarHidden`; nothing animates.
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) { isTabBarHidden = hidden }

    /// The tabs' root controllers. Modelled: setting them makes each a child, the first selected
    /// unless the selected index is still in range (as UIKit keeps it).
    open var viewControllers: [UIViewController]? {
        get { tabControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. Modelled (see `viewControllers`); the `tabs` of iOS 18 are let go.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let oldSelected = selectedViewController
        let onScreen = isAppearingOrAppeared
        if !settingTabs { tabItems = [] }
        for old in tabControllers ?? [] where old.parent === self { old.removeFromParent() }
        tabControllers = viewControllers
        for controller in viewControllers ?? [] {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if selection >= (viewControllers?.count ?? 0) { selection = 0 }
        tabBar.items = viewControllers?.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
        showSelection(from: oldSelected, onScreen: onScreen, animated: animated)
    }

    /// The view of the controller shown in this view.
    private weak var shownView: UIView?

    /// Puts the selected controller's view in this view (sized to it), in place of the one shown.
    override func installShownChildViews() {
        guard isViewLoaded else { return }
        shownView = replaceShownChildView(shownView, with: selectedViewController?.view)
    }

    /// After the selection changed from `old`: when on screen, the old tab's `viewWillDisappear`
    /// and the new one's `viewWillAppear`, the views swap, then the did calls; off screen, only the views.
    private func showSelection(from old: UIViewController?, onScreen: Bool, animated: Bool) {
        let new = selectedViewController
        guard new !== old else { return installShownChildViews() }
        if onScreen {
            old?.appearanceWill(false, animated: animated)
            new?.appearanceWill(true, animated: animated)
        }
        installShownChildViews()
        if onScreen {
            old?.appearanceDid()
            if appearanceState == .appeared { new?.appearanceDid() }
        }
    }

    private var tabItems: [UITab] = []
    private var settingTabs = false

    /// A controller showing `tabs` (iOS 18). Modelled (see `tabs`).
    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        self.tabs = tabs
    }

    /// The tabs (iOS 18), in place of `viewControllers`. Modelled: setting them asks each tab's
    /// provider for its controller (once), and those become `viewControllers`, each with a tab bar
    /// item from its tab; setting `viewControllers` afterwards lets the tabs go.
    open var tabs: [UITab] {
        get { tabItems }
        set { setTabs(newValue, animated: false) }
    }

    /// Replaces the tabs (iOS 18). Modelled (see `tabs`).
    open func setTabs(_ tabs: [UITab], animated: Bool) {
        for old in tabItems where !tabs.contains(where: { $0 === old }) { old.tabBarController = nil }
        tabItems = tabs
        for tab in tabs { tab.tabBarController = self }
        settingTabs = true
        setViewControllers(tabs.map { $0.loadViewController() }, animated: animated)
        settingTabs = false
    }

    /// The selected tab (iOS 18), nil without `tabs`. Modelled: the tab at `selectedIndex`; setting
    /// one of the tabs selects it (in code: the delegate is not told), setting another does nothing.
    open var selectedTab: UITab? {
        get { tabItems.indices.contains(selectedIndex) ? tabItems[selectedIndex] : nil }
        set {
            guard let newValue, let index = tabItems.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// The tab with `identifier`, if any (iOS 18). Modelled.
    open func tab(forIdentifier identifier: String) -> UITab? { tabItems.first { $0.identifier == identifier } }

    /// How the tabs show (iOS 18): a tab bar, or a sidebar that can become one. Shape only:
    /// stored; `.automatic` by default, as UIKit's.
    open var mode = Mode.automatic
    /// The sidebar of the `.tabSidebar` mode (iOS 18), one per controller. Shape only.
    open private(set) lazy var sidebar = Sidebar()

    /// The selected tab's index. Modelled: setting an index out of range (negative, past the tabs,
    /// `NSNotFound`) does nothing, as UIKit's `setSelectedIndex:` then finds no controller to select.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard let tabControllers, tabControllers.indices.contains(newValue) else { return }
            let old = selectedViewController
            selection = newValue
            tabBar.selectedItem = tabControllers[newValue].tabBarItem
            showSelection(from: old, onScreen: isAppearingOrAppeared, animated: false)
        }
    }

    /// The selected tab's controller, nil with no tabs. Modelled: setting one of the tabs selects
    /// it; `moreNavigationController` changes nothing here (the More list is not modelled); any other
    /// controller, or nil, raises UIKit's `NSInvalidArgumentException` `-[UITabBarController
    /// setSelectedViewController:] only a view controller in the tab bar controller's list of view
    /// controllers can be selected.` (iOS 18.2's UIKitCore; recorded inside `DiffableFailures.record`,
    /// where the selection stays).
    open var selectedViewController: UIViewController? {
        get { tabControllers.flatMap { $0.indices.contains(selection) ? $0[selection] : nil } }
        set {
            if let newValue, let index = tabControllers?.firstIndex(where: { $0 === newValue }) {
                selectedIndex = index
                return
            }
            if let newValue, newValue === moreNavigationController { return }
            DiffableFailures.raise(DiffableFailure(
                reason: "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.",
                name: "NSInvalidArgumentException"))
        }
    }

    /// A user's tap on the tab at `index` (an addition): does nothing on a disabled `UITab`; calls
    /// `tabBar(_:didSelect:)` on this controller, asks the delegate's `shouldSelectTab` (with
    /// `tabs`) and `shouldSelect`, then selects the tab and tells `didSelectTab` (with `tabs`) and
    /// `didSelect`, as UIKit does. Modelled. Returns whether it selected.
    @discardableResult
    public func selectTab(at index: Int) -> Bool {
        guard let tabControllers, tabControllers.indices.contains(index) else { return false }
        let controller = tabControllers[index]
        let tab = tabItems.indices.contains(index) ? tabItems[index] : nil
        if let tab, !tab.isEnabled { return false }
        tabBar(tabBar, didSelect: controller.tabBarItem)
        if let delegate, let tab, !delegate.tabBarController(self, shouldSelectTab: tab) { return false }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
        let previous = selectedTab
        selectedIndex = index
        if let tab { delegate?.tabBarController(self, didSelectTab: tab, previousTab: previous) }
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }
}

extension UIViewController {
    /// The tab bar controller this one is in (the nearest ancestor). Modelled.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
}
#endif
