#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPopoverBackgroundView`: the abstract view an app subclasses to draw a popover's
/// background and arrow, named by `UIPopoverPresentationController.popoverBackgroundViewClass`.
/// Shape only: no popover is drawn headlessly, so nothing makes one; the subclass's overrides
/// compile and answer when a test calls them. UIKit raises when the class methods are not
/// overridden; here they answer 0 and no insets.
@MainActor @preconcurrency
open class UIPopoverBackgroundView: UIView, UIPopoverBackgroundViewMethods {
    /// The arrow's offset from the middle of its side. Shape only: stored (0), which subclasses
    /// override with their own storage, as UIKit requires.
    open var arrowOffset: CGFloat = 0
    /// The side the arrow points from. Shape only: stored (`.unknown` until the popover sets it).
    open var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Whether the popover draws its default content appearance (insets and rounded corners).
    /// Shape only: true, UIKit's default.
    open class var wantsDefaultContentAppearance: Bool { true }
    /// The arrow's width at its base. Shape only: 0 (UIKit requires an override).
    open class func arrowBase() -> CGFloat { 0 }
    /// The insets between the background's edges and the content. Shape only: none (UIKit
    /// requires an override).
    open class func contentViewInsets() -> UIEdgeInsets { .zero }
    /// The arrow's height. Shape only: 0 (UIKit requires an override).
    open class func arrowHeight() -> CGFloat { 0 }
}
#endif
