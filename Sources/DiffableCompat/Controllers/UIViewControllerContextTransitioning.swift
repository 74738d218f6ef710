#if !canImport(UIKit)
import Foundation

/// UIKit's `UIViewControllerContextTransitioning`: what a custom transition's animator is handed.
/// Shape only: nothing transitions here, so DiffableCompat never makes one; it exists so an app's
/// animators (and a test's own context) compile.
@MainActor @preconcurrency
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition animates in. Shape only.
    var containerView: UIView { get }
    /// Whether the transition is animated. Shape only.
    var isAnimated: Bool { get }
    /// Whether the transition is interactive. Shape only.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled. Shape only.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the transition. Shape only.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Updates an interactive transition's progress. Shape only.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Finishes an interactive transition. Shape only.
    func finishInteractiveTransition()
    /// Cancels an interactive transition. Shape only.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition. Shape only.
    func pauseInteractiveTransition()
    /// Tells the system the animation is done. Shape only.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key` (`.from`, `.to`). Shape only.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key` (`.from`, `.to`). Shape only.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The transform of a rotation under way. Shape only.
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts. Shape only.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends. Shape only.
    func finalFrame(for vc: UIViewController) -> CGRect
}
#endif
