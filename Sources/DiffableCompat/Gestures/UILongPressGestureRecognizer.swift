#if !canImport(UIKit)
import Foundation

/// UIKit's `UILongPressGestureRecognizer`: a continuous gesture. Modelled as `UIGestureRecognizer`
/// (`simulateRecognition(.began)`, then `.ended`); its thresholds are shape only.
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Shape only: stored (UIKit's default, 0.5 s).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Shape only: stored (UIKit's default, 0).
    open var numberOfTapsRequired = 0
    /// Shape only: stored (UIKit's default, 1).
    open var numberOfTouchesRequired = 1
    /// Shape only: stored (UIKit's default, 10 points).
    open var allowableMovement: CGFloat = 10
}
#endif
