#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPopoverPresentationControllerSourceItem` (iOS 16): what a popover can point at —
/// views, layout guides, bar button items and tab bar items
/// (`popoverPresentationController?.sourceItem = navigationItem.rightBarButtonItem`).
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {
    /// The item's frame in `referenceView`'s coordinates, or nil when it has none there (iOS 17).
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIPopoverPresentationControllerSourceItem {
    /// Nil, as an item that does not say: a bar item is laid out by its bar, and nothing lays bars
    /// out here. Modelled.
    public func frame(in referenceView: UIView) -> CGRect? { nil }
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`'s coordinates (iOS 17). Modelled as
    /// `convert(_:to:)` converts them: along the superview chains, by frames and bounds origins.
    public func frame(in referenceView: UIView) -> CGRect? { convert(bounds, to: referenceView) }
}

extension UILayoutGuide: UIPopoverPresentationControllerSourceItem {}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

extension UITabBarItem: UIPopoverPresentationControllerSourceItem {}

/// UIKit's `UIStatusBarAnimation`: how the status bar animates when it hides or shows. Shape only.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide.
    case slide = 2
}

#endif
