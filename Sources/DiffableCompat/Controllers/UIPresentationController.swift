#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPresentationController`: manages a presented controller's presentation. Modelled as
/// bookkeeping: a controller's `presentationController` is one, keeping its delegate across
/// `present`; `simulateSwipeToDismiss()` (an addition) is a user's swipe down on a sheet, which
/// asks and tells the `UIAdaptivePresentationControllerDelegate` as UIKit does. Nothing appears;
/// the layout members are shape only.
@MainActor @preconcurrency
open class UIPresentationController: NSObject {
    /// The controller presented. Modelled.
    public let presentedViewController: UIViewController
    private weak var presenting: UIViewController?
    /// Told of adaptation and of a user's dismissal. Modelled (weak, as UIKit's).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation of `presentedViewController` from `presentingViewController`. Modelled.
    public required init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenting = presentingViewController
        super.init()
    }

    /// The controller presenting: the presented controller's `presentingViewController` once
    /// presented, else the one given. Modelled; before any presentation with none given, UIKit's
    /// non-optional answer has nothing to be, so it is the presented controller itself.
    open var presentingViewController: UIViewController {
        presentedViewController.presentingViewController ?? presenting ?? presentedViewController
    }
    /// The presented controller's view. Modelled.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// The view the presentation happens in. Shape only: nil (there is no window).
    open var containerView: UIView? { nil }
    /// The style the presented controller asked for. Modelled.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// Where the presented view sits. Shape only: `.zero`; overridable.
    open var frameOfPresentedViewInContainerView: CGRect { .zero }
    /// Whether the presenting view is removed when presentation ends. Shape only: true; overridable.
    open var shouldRemovePresentersView: Bool { true }
    /// Whether it presents full screen. Shape only: true; overridable.
    open var shouldPresentInFullscreen: Bool { true }
    /// The traits the presentation adapts to. Shape only: the headless default.
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// The adaptive style. Shape only: `.fullScreen`; overridable.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }
    /// The adaptive style for `traitCollection`. Shape only: `adaptivePresentationStyle`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { adaptivePresentationStyle }

    /// Overridable; never called here (nothing transitions).
    open func presentationTransitionWillBegin() {}
    /// Overridable; never called here.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Overridable; never called here.
    open func dismissalTransitionWillBegin() {}
    /// Overridable; never called here.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Overridable; never called here (nothing lays out).
    open func containerViewWillLayoutSubviews() {}
    /// Overridable; never called here.
    open func containerViewDidLayoutSubviews() {}

    /// The presented content's preferred size (`UIContentContainer`). Modelled: the presented
    /// controller's `preferredContentSize`.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// Told that the presented controller's preferred size changed. Overridable; nothing calls it
    /// here (UIKit calls it when the presented controller's `preferredContentSize` changes).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Told that a child's Auto Layout fitting size changed. Overridable; nothing calls it here.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size for the presented content inside `parentSize`, which subclasses override to size a
    /// card or half sheet. Modelled: `parentSize`, UIKit's default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Told that the container view is about to take `size`. Overridable; nothing rotates here.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Told that the traits are about to change. Overridable; nothing calls it here.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// A user's swipe down on the presented sheet (an addition). Modelled as UIKit handles it: when
    /// the presented controller `isModalInPresentation`, or the delegate's
    /// `presentationControllerShouldDismiss(_:)` answers false, the delegate is told
    /// `presentationControllerDidAttemptToDismiss(_:)` and nothing is dismissed; otherwise it is
    /// told `presentationControllerWillDismiss(_:)`, the controller is dismissed, and it is told
    /// `presentationControllerDidDismiss(_:)`. Returns whether it dismissed; false when the
    /// controller is not presented.
    @discardableResult
    public func simulateSwipeToDismiss() -> Bool {
        guard let presenter = presentedViewController.presentingViewController else { return false }
        if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presenter.dismiss(animated: true)
        delegate?.presentationControllerDidDismiss(self)
        return true
    }
}
#endif
