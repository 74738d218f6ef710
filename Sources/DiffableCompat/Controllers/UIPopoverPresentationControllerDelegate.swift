#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPopoverPresentationControllerDelegate`, an adaptive presentation delegate. Its
/// requirements are optional in UIKit and have UIKit's defaults here. Shape only: nothing is
/// presented as a popover headlessly, so none of its own requirements is called (those it inherits
/// are, see `UIAdaptivePresentationControllerDelegate`). The reposition requirement is not
/// declared: it takes an `AutoreleasingUnsafeMutablePointer`, which exists only with Objective-C.
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Told before the popover is presented. Shape only: never called.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (deprecated in iOS 13). Shape only: never
    /// asked. Default true.
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerShouldDismiss(_:)")
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// Told after the popover was dismissed (deprecated in iOS 13). Shape only: never called.
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerDidDismiss(_:)")
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Nothing. Shape only.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// True. Shape only.
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerShouldDismiss(_:)")
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    /// Nothing. Shape only.
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerDidDismiss(_:)")
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
#endif
