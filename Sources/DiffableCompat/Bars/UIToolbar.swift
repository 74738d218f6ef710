#if !canImport(UIKit)
import Foundation

/// UIKit's `UIToolbar`. Shape only: its items and appearance are stored; nothing draws. A
/// navigation controller's `toolbar` is one.
@MainActor @preconcurrency
open class UIToolbar: UIView, UIBarPositioning {
    /// The toolbar's delegate (held weakly, as UIKit's). Shape only: stored; nothing asks it.
    open weak var delegate: (any UIToolbarDelegate)?
    /// The items, left to right. Shape only: stored.
    open var items: [UIBarButtonItem]?
    /// Shape only: stored.
    open var barStyle = UIBarStyle.default
    /// Shape only: stored (UIKit's default true).
    open var isTranslucent = true
    /// Shape only: stored.
    open var barTintColor: UIColor?
    /// Where the bar sits. Shape only: `.any`.
    open var barPosition: UIBarPosition { .any }
    /// The appearance at standard height. Shape only: stored (a default one until set, as UIKit's).
    open var standardAppearance = UIToolbarAppearance()
    /// The appearance at compact height. Shape only: stored.
    open var compactAppearance: UIToolbarAppearance?
    /// The appearance when scrolled to the edge. Shape only: stored.
    open var scrollEdgeAppearance: UIToolbarAppearance?
    /// The appearance at compact height when scrolled to the edge. Shape only: stored.
    open var compactScrollEdgeAppearance: UIToolbarAppearance?
    private var backgroundImages: [Int: UIImage] = [:]
    private var shadowImages: [Int: UIImage] = [:]

    /// Sets `items`. Shape only: nothing animates.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// The background image for a position and metrics. Shape only: stored per pair.
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[topOrBottom.rawValue << 8 | barMetrics.rawValue] = backgroundImage
    }
    /// The background image set for a position and metrics. Shape only.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[topOrBottom.rawValue << 8 | barMetrics.rawValue]
    }
    /// The shadow image for a position. Shape only: stored per position.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom.rawValue] = shadowImage
    }
    /// The shadow image set for a position. Shape only.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom.rawValue] }
}
#endif
