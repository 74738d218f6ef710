#if !canImport(UIKit)
import Foundation

/// UIKit's `UIRotationGestureRecognizer`: a continuous two-finger rotation. Modelled as
/// `UIGestureRecognizer` (`simulateRecognition(.began)`, `.changed`, `.ended`); the rotation is what
/// was set (a handler commonly resets it to 0), the velocity zero: there are no touches.
@MainActor @preconcurrency
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation in radians relative to the touches' start. Modelled as a stored value (UIKit's
    /// default, 0); a test sets it before `simulateRecognition(.changed)`.
    open var rotation: CGFloat = 0
    /// The rotation's change in radians per second. Shape only: 0, as no touches move.
    open var velocity: CGFloat { 0 }
}
#endif
