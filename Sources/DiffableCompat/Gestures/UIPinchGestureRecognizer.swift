#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPinchGestureRecognizer`: a continuous two-finger pinch. Modelled as
/// `UIGestureRecognizer` (`simulateRecognition(.began)`, `.changed`, `.ended`); the scale is what
/// was set (a handler commonly resets it to 1), the velocity zero: there are no touches.
@MainActor @preconcurrency
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale factor relative to the touches' start. Modelled as a stored value (UIKit's
    /// default, 1); a test sets it before `simulateRecognition(.changed)`.
    open var scale: CGFloat = 1
    /// The scale's change per second. Shape only: 0, as no touches move.
    open var velocity: CGFloat { 0 }
}
#endif
