#if !canImport(UIKit)
import Foundation

/// UIKit's `UIScrollViewDelegate`: what a scroll view tells its delegate. Every requirement is
/// optional in UIKit and has UIKit's default here (see the note on `?(` in the collection view
/// delegate). The collection and table view delegates and `UITextViewDelegate` inherit it, as in
/// UIKit. Shape only: nothing scrolls or zooms headlessly, so nothing calls these but
/// `scrollViewDidScroll(_:)`, told when a collection, table or text view's content offset changes. Main-actor
/// isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed. Modelled: told by a collection, table or text view when its
    /// `contentOffset` changes (set in code, `setContentOffset(_:animated:)`). Default: nothing.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed. Shape only. Default: nothing.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Dragging is about to begin. Shape only. Default: nothing.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Dragging is about to end; the delegate may change where scrolling stops. Shape only.
    /// Default: nothing.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Dragging ended. Shape only. Default: nothing.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Deceleration is about to begin. Shape only. Default: nothing.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Deceleration ended. Shape only. Default: nothing.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// A scrolling animation ended. Shape only. Default: nothing.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to zoom. Shape only. Default nil: no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to begin. Shape only. Default: nothing.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended. Shape only. Default: nothing.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a status-bar tap scrolls to the top. Shape only. Default true.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The view scrolled to the top. Shape only. Default: nothing.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The adjusted content inset changed. Shape only. Default: nothing.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Nothing. Shape only.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing. Shape only.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing. Shape only.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing. Shape only.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Nothing. Shape only.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing. Shape only.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing. Shape only.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing. Shape only.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Nil. Shape only.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Nothing. Shape only.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Nothing. Shape only.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// True. Shape only.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nothing. Shape only.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Nothing. Shape only.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
#endif
