#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPanGestureRecognizer`: a continuous gesture. Modelled as `UIGestureRecognizer`
/// (`simulateRecognition(.began)`, `.changed`, `.ended`); the translation is what was set
/// (`setTranslation(_:in:)`), the velocity zero: there are no touches.
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Shape only: stored (UIKit's default, 1).
    open var minimumNumberOfTouches = 1
    /// Shape only: stored.
    open var maximumNumberOfTouches = Int.max
    /// The scroll events (trackpad, mouse wheel) that drive the pan (iOS 13.4). Shape only: stored
    /// (UIKit's default: none); no pointer scrolls here.
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    private var translation = CGPoint.zero

    /// The translation last set. Modelled as a stored value: no touches move it.
    open func translation(in view: UIView?) -> CGPoint { translation }
    /// Sets the translation `translation(in:)` returns. Modelled; a test sets it before
    /// `simulateRecognition(.changed)`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// Shape only: `.zero`.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
#endif
