#if !canImport(UIKit)
import Foundation

/// UIKit's `UINavigationBar`. Shape only: stored properties.
@MainActor @preconcurrency
open class UINavigationBar: UIView, UIBarPositioning {
    /// Where the bar sits. Shape only: `.any` (UIKit says where the bar was placed, `.topAttached`
    /// under the status bar).
    open var barPosition: UIBarPosition { .any }
    /// Shape only: stored.
    open var prefersLargeTitles = false
    /// Shape only: stored.
    open var isTranslucent = true
    /// Shape only: stored.
    open var barTintColor: UIColor?
    /// Shape only: stored.
    open var barStyle = UIBarStyle.default
    /// Shape only: stored.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// Shape only: stored.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Shape only: stored.
    open var shadowImage: UIImage?
    private var backgroundImages: [BarImageKey: UIImage] = [:]
    private var titleOffsets: [UIBarMetrics: CGFloat] = [:]
    /// A bar position and metrics, the key of the background images.
    private struct BarImageKey: Hashable {
        var position: UIBarPosition
        var metrics: UIBarMetrics
    }
    /// The back button's chevron (nil: the system's). Shape only: stored; nothing draws.
    open var backIndicatorImage: UIImage?
    /// The mask the title slides under during a push or pop; UIKit uses the indicator only when both
    /// are set. Shape only: stored.
    open var backIndicatorTransitionMaskImage: UIImage?
    private weak var ownDelegate: (any UINavigationBarDelegate)?
    /// The bar's delegate. Modelled: `pushItem(_:animated:)` and `popItem(animated:)` ask it first
    /// and tell it after, as UIKit's; on a navigation controller's bar setting it raises UIKit's
    /// `NSInternalInconsistencyException` (the controller is the delegate) and changes nothing.
    open weak var delegate: (any UINavigationBarDelegate)? {
        get { ownDelegate }
        set {
            guard managingController == nil else {
                return DiffableFailures.raise(DiffableFailure(reason: "Cannot manually set the delegate on a UINavigationBar managed by a controller.",
                                                              name: "NSInternalInconsistencyException"))
            }
            ownDelegate = newValue
        }
    }
    /// The bar's appearance at standard height. Shape only: stored (a default appearance until
    /// set, as UIKit's).
    open var standardAppearance = UINavigationBarAppearance()
    /// The appearance at compact height. Shape only: stored (nil: the standard one).
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance when scrolled to the edge. Shape only: stored (nil: the standard one with a
    /// transparent background).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The appearance at compact height when scrolled to the edge. Shape only: stored.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The background image for `barMetrics`. Shape only: stored per metrics, as the image for the
    /// `.any` position.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }
    /// The background image set for `barMetrics` (at the `.any` position). Shape only.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImage(for: .any, barMetrics: barMetrics) }
    /// The background image for a position and metrics (`setBackgroundImage(UIImage(), for: .any,
    /// barMetrics: .default)` makes a bar clear). Shape only: stored per pair.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[BarImageKey(position: barPosition, metrics: barMetrics)] = backgroundImage
    }
    /// The background image set for a position and metrics, or nil. Shape only.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BarImageKey(position: barPosition, metrics: barMetrics)]
    }
    /// Moves the title up or down for `barMetrics`. Shape only: stored.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) { titleOffsets[barMetrics] = adjustment }
    /// The title's vertical adjustment for `barMetrics` (0 until set). Shape only.
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { titleOffsets[barMetrics] ?? 0 }

    /// Whether the hairline under the bar is hidden: UIKit's private `hidesShadow`, which apps set
    /// through key-value coding. Shape only: stored, false by default.
    private var hidesShadow = false

    /// Key-value coding, as apps use it on navigation bars (`setValue(true, forKey:
    /// "hidesShadow")` hides the hairline). Modelled: `hidesShadow` (or `_hidesShadow`) is stored
    /// and read back; `translucent`, `prefersLargeTitles`, `barTintColor` and `shadowImage` set the
    /// properties; any other key raises UIKit's `NSUnknownKeyException` (recorded inside
    /// `DiffableFailures.record`) and changes nothing.
    open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "hidesShadow", "_hidesShadow": hidesShadow = value as? Bool ?? false
        case "translucent": isTranslucent = value as? Bool ?? false
        case "prefersLargeTitles": prefersLargeTitles = value as? Bool ?? false
        case "barTintColor": barTintColor = value as? UIColor
        case "shadowImage": shadowImage = value as? UIImage
        default: DiffableFailures.raise(undefinedKey(self, key, setting: true))
        }
    }

    /// The value under `key`: `hidesShadow` (or `_hidesShadow`), `translucent`,
    /// `prefersLargeTitles`, `barTintColor` and `shadowImage`. Modelled; any other key raises UIKit's
    /// `NSUnknownKeyException` and gives nil.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "hidesShadow", "_hidesShadow": return hidesShadow
        case "translucent": return isTranslucent
        case "prefersLargeTitles": return prefersLargeTitles
        case "barTintColor": return barTintColor
        case "shadowImage": return shadowImage
        default:
            DiffableFailures.raise(undefinedKey(self, key, setting: false))
            return nil
        }
    }

    /// The navigation controller whose bar this is (`UINavigationController.navigationBar`).
    weak var managingController: UINavigationController?
    private var ownItems: [UINavigationItem]?

    /// The items, bottom first. Modelled: a navigation controller's bar shows its stack's
    /// `navigationItem`s; a bar of its own keeps what `setItems`, `pushItem` and `popItem` leave.
    /// Setting it is `setItems(_:animated: false)`.
    open var items: [UINavigationItem]? {
        get {
            if let managingController { return managingController.viewControllers.map(\.navigationItem) }
            return ownItems
        }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top of the stack. Modelled: the last of `items`.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, whose title the back button shows. Modelled: nil with fewer
    /// than two items.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items. Modelled; on a navigation controller's bar it raises UIKit's
    /// `NSInternalInconsistencyException` (the controller owns its items) and changes nothing.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard notManaged("setItems:animated:") else { return }
        ownItems = items
    }
    /// Pushes `item` on top, unless the delegate's `navigationBar(_:shouldPush:)` says no; then tells
    /// it `navigationBar(_:didPush:)`. Modelled; raises UIKit's exception on a navigation controller's bar.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard notManaged("pushNavigationItem:animated:") else { return }
        if let delegate = ownDelegate, !delegate.navigationBar(self, shouldPush: item) { return }
        ownItems = (ownItems ?? []) + [item]
        ownDelegate?.navigationBar(self, didPush: item)
    }
    /// Pops the top item and returns it (nil when there is none, or when the delegate's
    /// `navigationBar(_:shouldPop:)` says no), then tells the delegate `navigationBar(_:didPop:)`.
    /// Modelled; raises UIKit's
    /// exception on a navigation controller's bar.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard notManaged("popNavigationItemAnimated:"), var stack = ownItems, let top = stack.last else { return nil }
        if let delegate = ownDelegate, !delegate.navigationBar(self, shouldPop: top) { return nil }
        stack.removeLast()
        ownItems = stack
        ownDelegate?.navigationBar(self, didPop: top)
        return top
    }

    private func notManaged(_ method: String) -> Bool {
        guard managingController != nil else { return true }
        DiffableFailures.raise(DiffableFailure(reason: "Cannot call \(method) directly on a UINavigationBar managed by a controller.",
                                               name: "NSInternalInconsistencyException"))
        return false
    }
}
#endif
