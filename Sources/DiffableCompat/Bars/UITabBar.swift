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
    /// UIKit's `UITabBar.ItemPositioning`: how the items spread across the bar. Shape only: UIKit's
    /// raw values.
    public enum ItemPositioning: Int, Sendable {
        /// By the size class: `.fill` when compact, `.centered` when regular.
        case automatic = 0
        /// Across the whole width.
        case fill = 1
        /// In the middle, `itemWidth` wide and `itemSpacing` apart.
        case centered = 2
    }
    /// The controller that owns the bar, if it is a tab bar controller's.
    weak var managingController: UITabBarController?
    private weak var ownDelegate: (any UITabBarDelegate)?
    /// The bar's delegate, told when the user selects an item. Modelled: a tab bar controller's bar
    /// has the controller as its delegate, and setting another raises UIKit's
    /// `NSInternalInconsistencyException` and changes nothing.
    open weak var delegate: (any UITabBarDelegate)? {
        get { managingController.map { $0 as any UITabBarDelegate } ?? ownDelegate }
        set {
            guard managingController == nil else {
                return DiffableFailures.raise(DiffableFailure(reason: "Changing the delegate of a tab bar managed by a tab bar controller is not allowed.",
                                                              name: "NSInternalInconsistencyException"))
            }
            ownDelegate = newValue
        }
    }
    /// How the items spread across the bar. Shape only: stored, `.automatic` by default.
    open var itemPositioning = ItemPositioning.automatic
    /// The items' width with `.centered` positioning (0: the system's). Shape only: stored.
    open var itemWidth: CGFloat = 0
    /// The space between items with `.centered` positioning (0: the system's). Shape only: stored.
    open var itemSpacing: CGFloat = 0
    /// The image drawn behind the selected item. Shape only: stored.
    open var selectionIndicatorImage: UIImage?
    /// Shape only: stored.
    open var barTintColor: UIColor?
    /// Shape only: stored.
    open var unselectedItemTintColor: UIColor?
    /// The selected item's tint before iOS 8 (deprecated). Modelled: `tintColor`, which replaced it.
    @available(iOS, deprecated: 8.0, message: "Use tintColor")
    open var selectedImageTintColor: UIColor? {
        get { tintColor }
        set { tintColor = newValue }
    }
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
        set { standard = newValue.copy() }
    }
    private var standard = UITabBarAppearance()
    /// The appearance with content scrolled to the edge (iOS 15; nil: the standard one with a
    /// transparent background). Modelled: a copy of what is set.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdge }
        set { scrollEdge = newValue?.copy() }
    }
    private var scrollEdge: UITabBarAppearance?

    /// Shape only: sets `items`.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// Whether the hairline over the bar is hidden: UIKit's private `hidesShadow`. Shape only.
    private var hidesShadow = false

    /// Key-value coding, as apps use it on tab bars (`setValue(true, forKey: "_hidesShadow")`).
    /// Modelled: `hidesShadow` (or `_hidesShadow`) is stored and read back; `translucent`,
    /// `barTintColor`, `backgroundImage` and `shadowImage` set the properties; any other key raises
    /// UIKit's `NSUnknownKeyException` (recorded inside `DiffableFailures.record`) and changes nothing.
    open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "hidesShadow", "_hidesShadow": hidesShadow = value as? Bool ?? false
        case "translucent": isTranslucent = value as? Bool ?? false
        case "barTintColor": barTintColor = value as? UIColor
        case "backgroundImage": backgroundImage = value as? UIImage
        case "shadowImage": shadowImage = value as? UIImage
        default: DiffableFailures.raise(undefinedKey(self, key, setting: true))
        }
    }

    /// The value under `key`: the keys `setValue(_:forKey:)` takes. Modelled; any other key raises
    /// UIKit's `NSUnknownKeyException` and gives nil.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "hidesShadow", "_hidesShadow": return hidesShadow
        case "translucent": return isTranslucent
        case "barTintColor": return barTintColor
        case "backgroundImage": return backgroundImage
        case "shadowImage": return shadowImage
        default:
            DiffableFailures.raise(undefinedKey(self, key, setting: false))
            return nil
        }
    }

    /// A user's tap on `item` of a bar of its own (an addition): selects it and tells the delegate
    /// `tabBar(_:didSelect:)`, as UIKit does. Modelled; an item not in `items` changes nothing. On a
    /// tab bar controller's bar, use the controller's `selectTab(at:)`.
    public func simulateSelecting(_ item: UITabBarItem) {
        guard items?.contains(where: { $0 === item }) == true else { return }
        if let managingController, let index = items?.firstIndex(where: { $0 === item }) {
            managingController.selectTab(at: index)
            return
        }
        selectedItem = item
        ownDelegate?.tabBar(self, didSelect: item)
    }
}
#endif
