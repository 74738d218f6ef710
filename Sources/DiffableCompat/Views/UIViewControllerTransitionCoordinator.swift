#if !canImport(UIKit)
import Foundation

/// UIKit's `UIViewControllerTransitionCoordinatorContext`: what an alongside animation learns of
/// the transition. Shape only: nothing transitions here, so no value of it is ever made by
/// DiffableCompat; it exists so code that reads `context.isCancelled` compiles.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
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
}

/// UIKit's `UIViewControllerTransitionCoordinator`. Shape only: `UIViewController.transitionCoordinator`
/// is always nil here (there are no transitions), so code written as
/// `if let coordinator = transitionCoordinator { … } else { … }` takes its `else` branch, as it does
/// on iOS outside a transition.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it. Shape only.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Runs `handler` when an interactive transition ends. Shape only.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// UIKit's `UITransitionContextViewControllerKey` (`.from`, `.to`). Shape only.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller being left. Shape only.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller being shown. Shape only.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
#endif
