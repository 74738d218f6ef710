#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPopoverBackgroundViewMethods`: the class methods a popover background view gives its
/// arrow's size and its content's insets with. `UIPopoverBackgroundView` adopts it, and
/// `UIPopoverPresentationController.popoverBackgroundViewClass` holds a type that does. Shape only.
@MainActor @preconcurrency
public protocol UIPopoverBackgroundViewMethods {
    /// The arrow's width at its base.
    static func arrowBase() -> CGFloat
    /// The insets between the background's edges and the content.
    static func contentViewInsets() -> UIEdgeInsets
    /// The arrow's height from base to tip.
    static func arrowHeight() -> CGFloat
}
#endif
