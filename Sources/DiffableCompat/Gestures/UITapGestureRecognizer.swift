#if !canImport(UIKit)
import Foundation

/// UIKit's `UITapGestureRecognizer`: a discrete gesture. Modelled as `UIGestureRecognizer`
/// (`simulateRecognition()` is a tap); the tap and touch counts are shape only.
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Shape only: stored (UIKit's default, 1).
    open var numberOfTapsRequired = 1
    /// Shape only: stored (UIKit's default, 1).
    open var numberOfTouchesRequired = 1
}
#endif
