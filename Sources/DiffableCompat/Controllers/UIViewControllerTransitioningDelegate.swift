#if !canImport(UIKit)
import Foundation

/// UIKit's `UIViewControllerTransitioningDelegate`: vends custom presentation animators,
/// interaction controllers and presentation controllers. Its requirements are optional in UIKit
/// and answer nil here by default. Shape only: there are no animated transitions here and
/// presenting does not ask it, so an app's answers are reached by calling them (a test can check
/// that a presentation gets its custom presentation controller).
@MainActor @preconcurrency
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator for presenting `presented`.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interactive driver for a presentation run by `animator`.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interactive driver for a dismissal run by `animator`.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller for a `.custom` presentation of `presented`.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Nil: the system's animation. Shape only.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil: the system's animation. Shape only.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil: not interactive. Shape only.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Nil: not interactive. Shape only.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Nil: the system's presentation controller. Shape only.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
#endif
