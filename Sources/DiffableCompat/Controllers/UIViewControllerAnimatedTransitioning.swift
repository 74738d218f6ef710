#if !canImport(UIKit)
import Foundation

/// UIKit's `UIViewControllerAnimatedTransitioning`: an app's custom transition animator. Shape
/// only: nothing transitions here, so DiffableCompat never calls it; delegates may vend one (the
/// navigation and transitioning delegates' defaults vend none). Its optional requirements have
/// defaults.
@MainActor @preconcurrency
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The transition's duration. Shape only.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animation. Shape only.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Told when the transition ends. Shape only. Default: nothing.
    func animationEnded(_ transitionCompleted: Bool)
    /// The animator that runs the transition interruptibly (iOS 10). Shape only. Default: a
    /// property animator of the transition's duration with no animations (UIKit does not ask an
    /// animator that does not implement it; a guess at an answer for callers).
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    /// Nothing. Shape only.
    public func animationEnded(_ transitionCompleted: Bool) {}
    /// A property animator of `transitionDuration(using:)` with no animations. Shape only.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
    }
}
#endif
