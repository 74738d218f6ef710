#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPercentDrivenInteractiveTransition`: the interactive driver apps hand back from
/// `interactionControllerForDismissal(using:)` and move with a pan gesture (`update(_:)`, then
/// `finish()` or `cancel()`). Modelled as bookkeeping: it keeps the progress and passes each step to
/// the transition context it was started with (`updateInteractiveTransition(_:)`,
/// `finishInteractiveTransition()`, `cancelInteractiveTransition()`,
/// `pauseInteractiveTransition()`); nothing animates, since no transition runs headlessly.
@MainActor @preconcurrency
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private weak var context: (any UIViewControllerContextTransitioning)?
    /// The transition's duration. Shape only: 0 (no animator runs here).
    open private(set) var duration: CGFloat = 0
    /// How far the transition has come, 0 to 1. Modelled: the last `update(_:)`, held in 0...1.
    open private(set) var percentComplete: CGFloat = 0
    /// The speed of the rest of the animation once released. Shape only: stored, 1 by default.
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the animation once released. Shape only: stored, `.easeInOut`.
    open var completionCurve = UIView.AnimationCurve.easeInOut
    /// The timing curve of the rest of the animation (iOS 10). Shape only: stored.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactive (iOS 10). Shape only: stored, true by default.
    open var wantsInteractiveStart = true

    /// A driver at 0%. Modelled.
    public override init() { super.init() }

    /// Starts driving the transition in `transitionContext`. Modelled: kept (weakly) for the steps
    /// that follow; the progress goes back to 0.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
    }

    /// Moves the transition to `percentComplete`. Modelled: kept in 0...1 and passed to the context.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Pauses the transition (iOS 10). Modelled: passed to the context.
    open func pause() { context?.pauseInteractiveTransition() }

    /// Cancels the transition. Modelled: passed to the context, which is then let go.
    open func cancel() {
        context?.cancelInteractiveTransition()
        context = nil
    }

    /// Finishes the transition. Modelled: passed to the context, which is then let go.
    open func finish() {
        context?.finishInteractiveTransition()
        context = nil
    }
}
#endif
