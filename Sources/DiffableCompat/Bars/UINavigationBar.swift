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
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]
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

    /// The background image for `barMetrics`. Shape only: stored per metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) { backgroundImages[barMetrics] = backgroundImage }
    /// The background image set for `barMetrics`. Shape only.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

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
    /// Pushes `item` on top. Modelled; raises UIKit's exception on a navigation controller's bar.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard notManaged("pushNavigationItem:animated:") else { return }
        ownItems = (ownItems ?? []) + [item]
    }
    /// Pops the top item and returns it (nil when there is none). Modelled; raises UIKit's
    /// exception on a navigation controller's bar.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard notManaged("popNavigationItemAnimated:"), var stack = ownItems, !stack.isEmpty else { return nil }
        let top = stack.removeLast()
        ownItems = stack
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
