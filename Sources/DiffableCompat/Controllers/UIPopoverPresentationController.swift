#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPopoverArrowDirection`. Shape only: UIKit's bits.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// Shape only.
    public let rawValue: UInt
    /// Shape only.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shape only.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Shape only.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Shape only.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Shape only.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Shape only.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Shape only.
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// UIKit's `UIPopoverPresentationController`: where a popover points, a `UIPresentationController`
/// as in UIKit (a controller whose style is `.popover` has one as its `presentationController`).
/// Shape only: its source and arrows are stored; nothing is presented as a popover headlessly (a
/// phone presents sheets). Its `delegate` is the presentation controller's, typed
/// `UIAdaptivePresentationControllerDelegate` (Swift cannot narrow a stored property's type as the
/// SDK's Objective-C does): a `UIPopoverPresentationControllerDelegate` is assigned to it as on iOS.
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
    /// Shape only: stored.
    open var sourceView: UIView?
    /// Shape only: stored.
    open var sourceRect: CGRect = .zero
    /// Shape only: stored.
    open var barButtonItem: UIBarButtonItem?
    /// The item the popover points at (iOS 16): a view, layout guide, bar button item or tab bar
    /// item. Shape only: stored.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// Shape only: stored.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Shape only: stored.
    open var canOverlapSourceViewRect = false
    /// Shape only: stored.
    open var backgroundColor: UIColor?
    /// The arrow's direction once presented. Shape only: `.unknown` (never presented as a popover).
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// Views the user may touch outside the popover. Shape only: stored.
    open var passthroughViews: [UIView]?
    /// The class that draws the popover's background and arrow (a `UIPopoverBackgroundView`
    /// subclass). Shape only: stored; nil draws the system's.
    open var popoverBackgroundViewClass: (any UIPopoverBackgroundViewMethods.Type)?
    /// How close the popover may come to the window's edges. Shape only: stored (10 points on each
    /// side by default, as UIKit documents).
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// The sheet this popover becomes in a compact width (iOS 15), on which apps set detents.
    /// Modelled: one sheet controller for the same presented controller, the same each time; its
    /// settings are kept (nothing adapts headlessly).
    open private(set) lazy var adaptiveSheetPresentationController =
        UISheetPresentationController(presentedViewController: presentedViewController, presenting: presentingViewController)
}
#endif
