#if !canImport(UIKit)
import Foundation

/// UIKit's `UIScreenEdgePanGestureRecognizer`: a pan that starts at an edge of the screen. Modelled
/// as `UIPanGestureRecognizer` (a test drives it with `simulateRecognition`); `edges` is stored and
/// not checked against any touch, as there are none.
@MainActor @preconcurrency
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from. Modelled as a stored value (UIKit's default, none).
    open var edges: UIRectEdge = []
}
#endif
