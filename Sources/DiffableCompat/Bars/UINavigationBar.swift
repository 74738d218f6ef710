#if !canImport(UIKit)
import Foundation

/// UIKit's `UINavigationBar`. Shape only: stored properties.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
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

    /// The background image for `barMetrics`. Shape only: stored per metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) { backgroundImages[barMetrics] = backgroundImage }
    /// The background image set for `barMetrics`. Shape only.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
}
#endif
