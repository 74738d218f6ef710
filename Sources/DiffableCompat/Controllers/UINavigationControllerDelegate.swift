#if !canImport(UIKit)
import Foundation

/// UIKit's `UINavigationControllerDelegate`. Its requirements are optional in UIKit and have
/// UIKit's defaults here. Modelled: `UINavigationController` tells `willShow` and `didShow` with
/// the new top controller whenever a push, pop or new stack changes it (both at once: nothing
/// animates). The orientation and transition requirements are shape only: nothing asks them.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Told before `viewController` becomes the top controller. Modelled.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Told after `viewController` became the top controller. Modelled.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The orientations the navigation controller supports. Shape only: nothing asks.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    /// The orientation to present in. Shape only: nothing asks.
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation
    /// An interactive driver for `animationController`. Shape only: nothing asks.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// A custom animator for a push or pop. Shape only: nothing asks.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Nothing. Modelled.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Nothing. Modelled.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    /// The top controller's orientations, as UIKit uses without a delegate answer. Shape only.
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        navigationController.topViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    }
    /// `.portrait`. Shape only.
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        .portrait
    }
    /// Nil: not interactive. Shape only.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Nil: the standard animation. Shape only.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
#endif
