#if !canImport(UIKit)
import Foundation

/// UIKit's `UIViewControllerTransitionCoordinatorContext`: what an alongside animation learns of
/// the transition. Shape only: nothing transitions here, so no value of it is ever made by
/// DiffableCompat; it exists so code that reads `context.isCancelled` compiles.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated. Shape only.
    var isAnimated: Bool { get }
    /// Whether the transition is interactive. Shape only.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled. Shape only.
    var isCancelled: Bool { get }
    /// The transition's duration. Shape only.
    var transitionDuration: TimeInterval { get }
    /// The controller for `key` (`.from`, `.to`). Shape only.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// How far an interactive transition has come, 0 to 1. Shape only; default 0, a transition's
    /// start, where alongside animations are set up.
    var percentComplete: CGFloat { get }
    /// The rotation a size change makes. Shape only; default the identity (nothing rotates here).
    var targetTransform: CGAffineTransform { get }
}

extension UIViewControllerTransitionCoordinatorContext {
    /// 0. Shape only.
    public var percentComplete: CGFloat { 0 }
    /// The identity. Shape only.
    public var targetTransform: CGAffineTransform { .identity }
}
#endif
