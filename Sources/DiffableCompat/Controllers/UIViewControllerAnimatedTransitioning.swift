#if !canImport(UIKit)
import Foundation

/// UIKit's `UIViewControllerAnimatedTransitioning`: an app's custom transition animator. Shape
/// only: nothing transitions here, so DiffableCompat never calls it; delegates may vend one (the
/// navigation and transitioning delegates' defaults vend none). Its optional requirement has a
/// default.
@MainActor @preconcurrency
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The transition's duration. Shape only.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animation. Shape only.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Told when the transition ends. Shape only. Default: nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Nothing. Shape only.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
#endif
