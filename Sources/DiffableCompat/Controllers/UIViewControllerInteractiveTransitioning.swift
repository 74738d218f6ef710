#if !canImport(UIKit)
import Foundation

/// UIKit's `UIViewControllerInteractiveTransitioning`: drives a transition from a gesture. Shape
/// only: nothing transitions here. Its optional requirements have UIKit's defaults.
@MainActor @preconcurrency
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition. Shape only.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed of the rest of the animation once released. Shape only. Default 1.
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the animation once released. Shape only. Default `.easeInOut`.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive. Shape only. Default true.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1. Shape only.
    public var completionSpeed: CGFloat { 1 }
    /// `.easeInOut`. Shape only.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True. Shape only.
    public var wantsInteractiveStart: Bool { true }
}
#endif
