import DiffableCompat
import Foundation
import Testing

/// A tab bar controller as apps subclass one: it overrides the tab bar's delegate method.
private final class AnimatedTabBarController: UITabBarController {
    var seen: [String] = []
    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        seen.append("\(item.title ?? "?") while \(selectedIndex)")
    }
}

/// A controller that owns a bar of its own and vetoes popping its root item.
private final class StandaloneBarOwner: NSObject, UINavigationBarDelegate, UITabBarDelegate, UIToolbarDelegate {
    var log: [String] = []
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { item.title != "blocked" }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { log.append("push \(item.title ?? "")") }
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { item.title != "root" }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("pop \(item.title ?? "")") }
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { log.append("tab \(item.tag)") }
}

/// A tab delegate as iOS 18 apps write one: it refuses the locked tab and logs selections.
private final class TabsLog: NSObject, UITabBarControllerDelegate {
    var log: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { tab.identifier != "locked" }
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        log.append("\(previousTab?.identifier ?? "nil") -> \(selectedTab.identifier)")
    }
}

/// A tab bar subclass as apps install one with key-value coding.
private final class CenterButtonTabBar: UITabBar {
    let centerButton = UIButton(type: .custom)
}

/// A tab bar controller that installs its own bar as apps do, in viewDidLoad.
private final class CustomBarTabController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setValue(CenterButtonTabBar(), forKey: "tabBar")
    }
}

@MainActor
@Suite("DiffableCompat: the bars audit's members (round 2), called as apps call them")
struct BarsAuditTests {
    @Test("a bar button item keeps its background images, offsets and back-button looks per state, style and metrics")
    func barButtonItemLooks() {
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let normal = UIImage(), done = UIImage(), back = UIImage()
        item.setBackgroundImage(normal, for: .normal, barMetrics: .default)
        item.setBackgroundImage(done, for: .normal, style: .done, barMetrics: .default)
        #expect(item.backgroundImage(for: .normal, barMetrics: .default) === normal)
        #expect(item.backgroundImage(for: .normal, style: .done, barMetrics: .default) === done)
        #expect(item.backgroundImage(for: .highlighted, barMetrics: .default) == nil)
        #expect(item.backgroundImage(for: .normal, barMetrics: .compact) == nil)
        item.setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: 3), for: .default)
        item.setBackgroundVerticalPositionAdjustment(-2, for: .compact)
        #expect(item.titlePositionAdjustment(for: .default) == UIOffset(horizontal: 0, vertical: 3))
        #expect(item.titlePositionAdjustment(for: .compact) == .zero)
        #expect(item.backgroundVerticalPositionAdjustment(for: .compact) == -2 && item.backgroundVerticalPositionAdjustment(for: .default) == 0)
        let proxy = UIBarButtonItem.appearance()
        proxy.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -1000, vertical: 0), for: .default)
        proxy.setBackButtonBackgroundImage(back, for: .normal, barMetrics: .default)
        proxy.setBackButtonBackgroundVerticalPositionAdjustment(4, for: .default)
        #expect(UIBarButtonItem.appearance().backButtonTitlePositionAdjustment(for: .default).horizontal == -1000)
        #expect(UIBarButtonItem.appearance().backButtonBackgroundImage(for: .normal, barMetrics: .default) === back)
        #expect(UIBarButtonItem.appearance().backButtonBackgroundVerticalPositionAdjustment(for: .default) == 4)
        #expect(item.backButtonTitlePositionAdjustment(for: .default) == .zero)
        item.possibleTitles = ["Pause", "Resume"]
        #expect(item.possibleTitles == ["Pause", "Resume"])
    }
    @Test("bar items keep landscape and large-content images and their insets, zero by default")
    func barItemImages() {
        let item = UITabBarItem(title: "Home", image: UIImage(), tag: 1)
        #expect(item.imageInsets == .zero && item.landscapeImagePhoneInsets == .zero && item.largeContentSizeImageInsets == .zero)
        item.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
        item.imageInsets.top = 5
        #expect(item.imageInsets == UIEdgeInsets(top: 5, left: 0, bottom: -6, right: 0))
        let landscape = UIImage()
        let button = UIBarButtonItem(image: UIImage(), landscapeImagePhone: landscape, style: .plain, target: nil, action: nil)
        button.landscapeImagePhone = landscape
        button.largeContentSizeImage = landscape
        #expect(button.landscapeImagePhone === landscape && button.largeContentSizeImage === landscape)
    }
    @Test("an item belongs to one group: a new group takes it from the old, and buttonGroup names its group")
    func barButtonItemGroups() {
        let share = UIBarButtonItem(systemItem: .action), filter = UIBarButtonItem(systemItem: .search)
        let more = UIBarButtonItem(title: "More")
        let group = UIBarButtonItemGroup(barButtonItems: [share, filter], representativeItem: more)
        #expect(share.buttonGroup === group && filter.buttonGroup === group && group.representativeItem === more)
        #expect(!group.isDisplayingRepresentativeItem && !group.isHidden && group.alwaysAvailable)
        let alone = share.creatingFixedGroup()
        #expect(alone.barButtonItems == [share] && share.buttonGroup === alone)
        #expect(group.barButtonItems == [filter])
        group.barButtonItems = []
        #expect(filter.buttonGroup == nil)
        let movable = UIBarButtonItemGroup.movableGroup(customizationIdentifier: "edit", items: [filter])
        #expect(movable.customizationIdentifier == "edit" && movable.alwaysAvailable)
        let optional = UIBarButtonItemGroup.optionalGroup(customizationIdentifier: "tools", isInDefaultCustomization: false, items: [more])
        #expect(!optional.alwaysAvailable && optional.isHidden)
        #expect(UIBarButtonItemGroup.fixedGroup(items: [share]).customizationIdentifier == nil)
        #expect(filter.creatingMovableGroup(customizationIdentifier: "f").customizationIdentifier == "f")
    }
    @Test("a navigation item's groups replace its left and right items and read them back, and it hides its back button")
    func navigationItemGroups() {
        let item = UINavigationItem()
        #expect(item.title == nil && item.style == .navigator && item.centerItemGroups.isEmpty && item.backAction == nil)
        let add = UIBarButtonItem(systemItem: .add), edit = UIBarButtonItem(systemItem: .edit)
        item.rightBarButtonItems = [add, edit]
        #expect(item.trailingItemGroups.count == 1 && item.trailingItemGroups[0].barButtonItems == [add, edit])
        let share = UIBarButtonItem(systemItem: .action)
        item.trailingItemGroups = [.fixedGroup(items: [share])]
        #expect(item.rightBarButtonItems == [share] && item.rightBarButtonItem === share)
        item.leadingItemGroups.append(.fixedGroup(items: [edit]))
        #expect(item.leftBarButtonItems == [edit])
        item.leadingItemGroups = []
        #expect(item.leftBarButtonItems == nil && item.leftBarButtonItem == nil)
        item.leftBarButtonItem = add
        #expect(item.leadingItemGroups.first?.barButtonItems == [add])
        item.setHidesBackButton(true, animated: true)
        #expect(item.hidesBackButton)
        item.setHidesBackButton(false, animated: false)
        #expect(!item.hidesBackButton)
        var popped = false
        item.backAction = UIAction { _ in popped = true }
        item.backAction?.performWithSender(nil, target: nil)
        item.style = .editor
        #expect(popped && item.style == .editor)
    }
    @Test("a bar of its own asks its delegate before pushing and popping and tells it after")
    func navigationBarDelegate() {
        let bar = UINavigationBar()
        let owner = StandaloneBarOwner()
        bar.delegate = owner
        bar.pushItem(UINavigationItem(title: "root"), animated: false)
        bar.pushItem(UINavigationItem(title: "blocked"), animated: false)
        bar.pushItem(UINavigationItem(title: "detail"), animated: true)
        #expect(bar.items?.map(\.title) == ["root", "detail"])
        #expect(bar.popItem(animated: true)?.title == "detail")
        #expect(bar.popItem(animated: true) == nil && bar.topItem?.title == "root")
        #expect(owner.log == ["push root", "push detail", "pop detail"])
    }
    @Test("a navigation controller's bar refuses another delegate, and keeps its indicator, background and title looks")
    func navigationBarLooks() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let owner = StandaloneBarOwner()
        let report = DiffableFailures.record { navigation.navigationBar.delegate = owner }
        #expect(report.failures.map(\.reason) == ["Cannot manually set the delegate on a UINavigationBar managed by a controller."])
        #expect(report.failures.first?.name == "NSInternalInconsistencyException" && navigation.navigationBar.delegate == nil)
        let bar = navigation.navigationBar
        let chevron = UIImage(), clear = UIImage()
        bar.backIndicatorImage = chevron
        bar.backIndicatorTransitionMaskImage = chevron
        #expect(bar.backIndicatorImage === chevron && bar.backIndicatorTransitionMaskImage === chevron)
        bar.setBackgroundImage(clear, for: .any, barMetrics: .default)
        #expect(bar.backgroundImage(for: .default) === clear && bar.backgroundImage(for: .any, barMetrics: .default) === clear)
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .default) == nil)
        bar.setBackgroundImage(nil, for: .default)
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) == nil)
        bar.setTitleVerticalPositionAdjustment(-4, for: .default)
        #expect(bar.titleVerticalPositionAdjustment(for: .default) == -4 && bar.titleVerticalPositionAdjustment(for: .compact) == 0)
        let toolbar = UIToolbar()
        toolbar.delegate = owner
        #expect(toolbar.delegate === owner)
    }
    @Test("a tab bar controller's override of tabBar(_:didSelect:) runs before the selection, which happens anyway")
    func tabBarControllerOverride() {
        let tabs = AnimatedTabBarController()
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
        tabs.viewControllers = [first, second]
        #expect(tabs.tabBar.delegate === tabs)
        #expect(tabs.selectTab(at: 1) && tabs.selectedIndex == 1)
        tabs.tabBar.simulateSelecting(first.tabBarItem)
        #expect(tabs.seen == ["Profile while 0", "Feed while 1"] && tabs.selectedIndex == 0)
        let report = DiffableFailures.record { tabs.tabBar.delegate = StandaloneBarOwner() }
        #expect(report.failures.map(\.reason) == ["Changing the delegate of a tab bar managed by a tab bar controller is not allowed."])
        #expect(tabs.tabBar.delegate === tabs)
        #expect(!tabs.isTabBarHidden)
        tabs.setTabBarHidden(true, animated: true)
        #expect(tabs.isTabBarHidden && tabs.tabBar.isHidden)
        #expect(tabs.moreNavigationController === tabs.moreNavigationController)
    }
    @Test("a tab bar of its own tells its delegate of a selection; its positioning and item looks are kept")
    func standaloneTabBar() {
        let bar = UITabBar()
        let owner = StandaloneBarOwner()
        bar.delegate = owner
        let home = UITabBarItem(title: "Home", image: nil, tag: 7), other = UITabBarItem(title: "Other", image: nil, tag: 8)
        bar.items = [home]
        bar.simulateSelecting(home)
        bar.simulateSelecting(other)
        #expect(owner.log == ["tab 7"] && bar.selectedItem === home)
        #expect(bar.itemPositioning == .automatic && bar.itemWidth == 0 && bar.itemSpacing == 0 && bar.selectionIndicatorImage == nil)
        bar.itemPositioning = .centered
        bar.itemWidth = 44
        #expect(bar.itemPositioning == .centered && bar.itemWidth == 44)
        home.setBadgeTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(home.badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
        #expect(home.badgeTextAttributes(for: .selected) == nil && home.titlePositionAdjustment == .zero)
        home.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -5)
        #expect(home.titlePositionAdjustment.vertical == -5)
    }
    @Test("a tab bar appearance keeps its stacked positioning, width and spacing, and its copies take them")
    func tabBarAppearanceStacking() throws {
        let appearance = UITabBarAppearance()
        #expect(appearance.stackedItemPositioning == .automatic && appearance.stackedItemWidth == 0 && appearance.stackedItemSpacing == 0)
        appearance.stackedItemPositioning = .centered
        appearance.stackedItemWidth = 42
        appearance.stackedItemSpacing = 10
        let copy: UITabBarAppearance = appearance.copy()
        #expect(copy.stackedItemPositioning == .centered && copy.stackedItemWidth == 42 && copy.stackedItemSpacing == 10)
        let bar = UITabBar()
        bar.standardAppearance = appearance
        #expect(bar.standardAppearance.stackedItemWidth == 42)
    }
    @Test("a navigation item keeps its title menu provider, which a test calls as the title's tap would")
    func navigationItemTitleMenu() {
        let item = UINavigationItem(title: "Document")
        #expect(item.titleMenuProvider == nil)
        item.titleMenuProvider = { suggested in UIMenu(title: "", children: suggested + [UIAction(title: "Export") { _ in }]) }
        let menu = item.titleMenuProvider?([UIAction(title: "Rename") { _ in }])
        #expect(menu?.children.count == 2)
    }
    @Test("a tab bar controller's iOS 18 tabs make their controllers once, select by tab, and tell the delegate")
    func tabsOfIOS18() throws {
        var made = 0
        let home = UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in
            made += 1
            let controller = UIViewController()
            controller.title = "Home screen"
            return controller
        }
        let locked = UITab(title: "Locked", image: nil, identifier: "locked")
        let off = UITab(title: "Off", image: nil, identifier: "off")
        off.isEnabled = false
        #expect(home.viewController == nil && home.preferredPlacement == .automatic && !home.allowsHiding)
        let tabs = UITabBarController(tabs: [home, locked, off])
        let log = TabsLog()
        tabs.delegate = log
        #expect(made == 1 && home.viewController?.title == "Home screen" && home.tabBarController === tabs)
        #expect(tabs.viewControllers?.count == 3 && tabs.viewControllers?.first?.tabBarItem.title == "Home")
        #expect(tabs.selectedTab === home && tabs.tab(forIdentifier: "off") === off && tabs.tab(forIdentifier: "none") == nil)
        #expect(!tabs.selectTab(at: 1) && !tabs.selectTab(at: 2) && tabs.selectedTab === home)
        tabs.selectedTab = off
        #expect(tabs.selectedIndex == 2 && log.log.isEmpty)
        #expect(tabs.selectTab(at: 0) && log.log == ["off -> home"])
        tabs.tabs = [home]
        #expect(made == 1 && locked.tabBarController == nil && tabs.viewControllers?.count == 1)
        tabs.viewControllers = [UIViewController()]
        #expect(tabs.tabs.isEmpty && tabs.selectedTab == nil)
    }
    @Test("the small switches: the old selected tint, the search's observed scroll view and the split's primary edge")
    func smallSwitches() {
        let bar = UITabBar()
        bar.selectedImageTintColor = .red
        #expect(bar.tintColor == .red && bar.selectedImageTintColor == .red)
        let search = UISearchController(searchResultsController: nil)
        let list = UIScrollView()
        search.searchControllerObservedScrollView = list
        #expect(search.searchControllerObservedScrollView === list)
        let split = UISplitViewController(style: .doubleColumn)
        #expect(split.primaryEdge == .leading)
        split.primaryEdge = .trailing
        #expect(split.primaryEdge.rawValue == 1)
    }
    @Test("a bar button item's iOS 26 badge and a navigation item's styled title read back")
    func badgeAndStyledTitle() {
        let item = UIBarButtonItem(systemItem: .compose)
        #expect(item.badge == nil)
        item.badge = .count(3)
        #expect(item.badge?.stringValue == "3")
        var badge = UIBarButtonItem.Badge.string("New")
        badge.backgroundColor = .blue
        item.badge = badge
        #expect(item.badge?.stringValue == "New" && item.badge?.backgroundColor == .blue)
        #expect(UIBarButtonItem.Badge.indicator().stringValue == nil)
        let navigation = UINavigationItem(title: "Inbox")
        #expect(navigation.largeTitle == nil)
        navigation.largeTitle = "All Inboxes"
        #expect(navigation.largeTitle == "All Inboxes" && navigation.title == "Inbox")
        navigation.attributedTitle = AttributedString("Inbox")
        navigation.attributedSubtitle = AttributedString("3 unread")
        #expect(navigation.attributedTitle.map { String($0.characters) } == "Inbox")
        #expect(navigation.attributedSubtitle.map { String($0.characters) } == "3 unread")
    }
    @Test("a tab bar controller takes a custom tab bar through key-value coding, which keeps its tabs and selection")
    func customTabBarThroughKeyValueCoding() {
        let tabs = CustomBarTabController()
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 1)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 2)
        tabs.viewControllers = [first, second]
        tabs.selectedIndex = 1
        let old = tabs.tabBar
        tabs.loadViewIfNeeded()
        #expect(tabs.tabBar is CenterButtonTabBar && tabs.tabBar !== old)
        #expect(tabs.tabBar.items?.map(\.tag) == [1, 2] && tabs.tabBar.selectedItem?.tag == 2 && tabs.tabBar.delegate === tabs)
        #expect(tabs.value(forKey: "tabBar") as? UITabBar === tabs.tabBar && tabs.value(forKey: "selectedIndex") as? Int == 1)
        tabs.viewControllers = [first]
        #expect(tabs.tabBar.items?.count == 1)
        let report = DiffableFailures.record { tabs.setValue("not a bar", forKey: "tabBar") }
        #expect(report.failures.first?.name == "NSInvalidArgumentException" && tabs.tabBar is CenterButtonTabBar)
    }
    @Test("a navigation bar hides its hairline through key-value coding and reads its properties back by key")
    func navigationBarKeyValueCoding() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let bar = navigation.navigationBar
        #expect(bar.value(forKey: "hidesShadow") as? Bool == false)
        bar.setValue(true, forKey: "hidesShadow")
        #expect(bar.value(forKey: "hidesShadow") as? Bool == true)
        bar.setValue(false, forKey: "translucent")
        #expect(!bar.isTranslucent && bar.value(forKey: "translucent") as? Bool == false)
        let report = DiffableFailures.record { bar.setValue(1, forKey: "noSuchKey") }
        #expect(report.failures.first?.name == "NSUnknownKeyException")
        let tabs = UITabBarController()
        tabs.tabBar.setValue(true, forKey: "_hidesShadow")
        #expect(tabs.tabBar.value(forKey: "hidesShadow") as? Bool == true)
    }
}
