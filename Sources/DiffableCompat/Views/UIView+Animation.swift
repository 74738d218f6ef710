#if !canImport(UIKit)
import Foundation

// Animations run at once: the animations block is called immediately and the completion with
// `true`, synchronously, so the end state an animation sets is there when the call returns.
// Modelled in that sense; nothing is interpolated.
extension UIView {
    /// Runs `animations` now, then `completion(true)`. Modelled: no interpolation.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` now. Modelled: no interpolation.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Runs `animations` now (no delay), then `completion(true)`. Modelled.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` now (no spring), then `completion(true)`. Modelled.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` now, then `completion(true)`. Modelled.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// Runs `animations` now, in which each `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// runs its block at once, then `completion(true)`. Modelled: the end state is there when the
    /// call returns; nothing is interpolated.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` now (a keyframe inside `animateKeyframes`). Modelled, as above.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        animations()
    }

    /// Replaces `fromView` with `toView`, then `completion(true)`. Modelled as UIKit's: `toView`
    /// takes `fromView`'s place among its superview's subviews and `fromView` is removed; with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead. A `fromView`
    /// with no superview removes nothing and adds `toView` nowhere (a guess: UIKit does not say).
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if fromView !== toView, let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// Whether animations run. Modelled as a stored switch (`setAnimationsEnabled(_:)`); the
    /// animation blocks run at once either way, so it changes nothing else here.
    public class var areAnimationsEnabled: Bool { animationsEnabled }
    /// Turns animations on or off. Modelled (see `areAnimationsEnabled`).
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }
    private static var animationsEnabled = true

    /// Runs `actionsWithoutAnimation` now. Modelled.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}
#endif
