#if !canImport(UIKit)
import Foundation

/// UIKit's `UIAdaptivePresentationControllerDelegate`. Its requirements are optional in UIKit and
/// have UIKit's defaults here. Modelled: a user's swipe to dismiss
/// (`UIPresentationController.simulateSwipeToDismiss()`) asks `presentationControllerShouldDismiss`
/// and tells the will/did/attempt methods; the adaptation requirements are shape only (nothing
/// adapts here).
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to adapt to. Shape only: nothing asks. Default: the presentation controller's own
    /// `adaptivePresentationStyle`, as UIKit uses without a delegate answer.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to for `traitCollection`. Shape only: nothing asks. Default: the one above.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// A controller to show in the adapted style. Shape only: nothing asks. Default nil.
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// Told before adapting. Shape only: never called.
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether a user's swipe may dismiss. Modelled. Default true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Told before a user's swipe dismisses. Modelled.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Told after a user's swipe dismissed. Modelled.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Told when a user's swipe was refused. Modelled.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The controller's own `adaptivePresentationStyle`. Shape only.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    /// `adaptivePresentationStyle(for:)`. Shape only.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// Nil. Shape only.
    public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    /// Nothing. Shape only.
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    /// True. Modelled.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Nothing. Modelled.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing. Modelled.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing. Modelled.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
#endif
