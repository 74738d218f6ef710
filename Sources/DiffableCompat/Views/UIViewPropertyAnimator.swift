#if !canImport(UIKit)
import Foundation

/// UIKit's `UIViewAnimatingState`. Shape only: UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished. Shape only.
    case inactive = 0
    /// Started or paused. Shape only.
    case active = 1
    /// Stopped without finishing. Shape only.
    case stopped = 2
}

/// UIKit's `UIViewAnimatingPosition`: where an animation ended. Shape only: UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// Shape only.
    case end = 0
    /// Shape only.
    case start = 1
    /// Shape only.
    case current = 2
}

/// UIKit's `UIViewPropertyAnimator`. Modelled as `UIView.animate` is here: nothing animates, so
/// `startAnimation()` runs the animation blocks at once and then the completions with `.end`,
/// leaving the end state in place when it returns. Pausing, stopping and finishing follow UIKit's
/// states: a paused animator runs nothing until started; `stopAnimation(true)` drops the
/// completions; `stopAnimation(false)` then `finishAnimation(at:)` calls them with that position.
@MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject {
    /// The duration. Shape only: stored.
    open private(set) var duration: TimeInterval
    /// The delay before starting. Shape only: stored.
    open private(set) var delay: TimeInterval = 0
    /// The state. Modelled.
    open private(set) var state = UIViewAnimatingState.inactive
    /// Whether it runs. Modelled: only while `startAnimation()` runs the blocks.
    open private(set) var isRunning = false
    /// Shape only: stored.
    open var isReversed = false
    /// How far it got, 0 to 1. Modelled: 1 once it ran, 0 before.
    open var fractionComplete: CGFloat = 0
    /// Shape only: stored.
    open var isInterruptible = true
    /// Shape only: stored.
    open var isUserInteractionEnabled = true
    /// Shape only: stored.
    open var scrubsLinearly = true
    /// Shape only: stored.
    open var pausesOnCompletion = false
    /// The timing given to `init(duration:timingParameters:)`, else a cubic curve for the curve or
    /// control points given, else a spring for the damping ratio given. Shape only.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    /// An animator with a timing curve. Modelled.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        timingParameters = UICubicTimingParameters(animationCurve: curve)
        super.init()
        if let animations { self.animations.append(animations) }
    }
    /// An animator with a cubic curve. Modelled, as the curve form.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
        timingParameters = UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
    }
    /// An animator with a spring. Modelled, as the curve form.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
        timingParameters = UISpringTimingParameters(dampingRatio: ratio)
    }
    /// An animator with `parameters` (a `UISpringTimingParameters`, a `UICubicTimingParameters`),
    /// and no animations yet. Modelled, as the curve form; the parameters are kept.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    /// An animator that starts at once (after `delay`: at once too, nothing waits). Modelled:
    /// the animations and then the completion run before it returns. UIKit declares it to return
    /// `Self`; here it returns a `UIViewPropertyAnimator`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        animator.delay = delay
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    /// Adds animations: run with the others when the animator starts, at once when it runs. Modelled.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if isRunning { animation() } else { animations.append(animation) }
    }
    /// Adds animations with a delay factor. Modelled as `addAnimations(_:)`.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }
    /// Adds a completion, called with where the animation ended. Modelled.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Runs the animations at once, then the completions with `.end`. Modelled; a stopped animator
    /// does not start again, as UIKit's.
    open func startAnimation() {
        guard state != .stopped else { return }
        state = .active
        isRunning = true
        let pending = animations
        animations.removeAll()
        pending.forEach { $0() }
        isRunning = false
        fractionComplete = 1
        finish(at: .end)
    }
    /// Starts after `delay`: here at once (nothing waits). Modelled.
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }
    /// Pauses: an inactive animator becomes active without running. Modelled.
    open func pauseAnimation() {
        if state == .inactive { state = .active }
        isRunning = false
    }
    /// Stops: without finishing, the completions are dropped and the animator is inactive; else it
    /// waits, stopped, for `finishAnimation(at:)`. Modelled.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        if withoutFinishing {
            state = .inactive
            completions.removeAll()
            animations.removeAll()
        } else {
            state = .stopped
        }
    }
    /// Continues a paused animator with new timing (nil keeps its own) for `durationFactor` of its
    /// duration: it runs as `startAnimation()` does, from where it was. Modelled.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        if let parameters { timingParameters = parameters }
        startAnimation()
    }
    /// Finishes a stopped animator at `finalPosition`, calling the completions. Modelled; one not
    /// stopped changes nothing.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        let done = completions
        completions.removeAll()
        done.forEach { $0(position) }
    }
}
#endif
