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
}
#endif
