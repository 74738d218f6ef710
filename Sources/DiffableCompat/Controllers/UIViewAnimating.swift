#if !canImport(UIKit)
import Foundation

/// UIKit's `UIViewAnimating`: an animation that can be started, paused, scrubbed and stopped, the
/// type an interruptible transition hands back. `UIViewPropertyAnimator` conforms, as in UIKit.
/// Modelled as far as the animator is (see `UIViewPropertyAnimator`).
@MainActor @preconcurrency
public protocol UIViewAnimating: NSObjectProtocol {
    /// Where the animation is: inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether it is running.
    var isRunning: Bool { get }
    /// Whether it runs backwards.
    var isReversed: Bool { get set }
    /// How far it has come, 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts it.
    func startAnimation()
    /// Starts it after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses it.
    func pauseAnimation()
    /// Stops it, finishing or not.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animation at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIKit's `UIViewImplicitlyAnimating`: an animation that takes more animations and completions
/// and can be continued, what `UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)`
/// returns. `UIViewPropertyAnimator` conforms, as in UIKit.
@MainActor @preconcurrency
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start `delayFactor` into the duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run when the animation ends, with where it ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues a paused animation with new timing.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// The property animator is the implicitly animating animation apps return, as in UIKit.
extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
#endif
