#if !canImport(UIKit)
import Foundation

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
    /// Runs `animation` alongside the transition, for animations in `view` (nil: the container
    /// view), and `completion` after it. Shape only; the default runs them as
    /// `animate(alongsideTransition:completion:)` does.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Runs `handler` when an interactive transition ends. Shape only.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition: the form without `completion`, whose default is
    /// nil in UIKit's declaration (a protocol requirement cannot have one). Calls the requirement.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Runs `animation` alongside the transition in `view` and `completion` after it: the
    /// `animate(alongsideTransition:completion:)` answer. Modelled.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// The same without `completion`, whose default is nil in UIKit's declaration. Modelled.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
#endif
