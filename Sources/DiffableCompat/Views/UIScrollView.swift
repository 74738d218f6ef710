#if !canImport(UIKit)
import Foundation

/// UIKit's `UIScrollView`. Shape only: the base of collection and table views; its offsets,
/// insets and flags are stored and read back; nothing scrolls.
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// UIKit's `UIScrollView.KeyboardDismissMode`. Shape only.
    public enum KeyboardDismissMode: Int, Sendable {
        /// `.none`, as UIKit's. Shape only: kept, not drawn.
        case none
        /// `.onDrag`, as UIKit's. Shape only: kept, not drawn.
        case onDrag
        /// `.interactive`, as UIKit's. Shape only: kept, not drawn.
        case interactive
        /// `.onDragWithAccessory`, as UIKit's. Shape only: kept, not drawn.
        case onDragWithAccessory
        /// `.interactiveWithAccessory`, as UIKit's. Shape only: kept, not drawn.
        case interactiveWithAccessory
    }
    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`. Shape only.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `.automatic`, as UIKit's. Shape only: kept, not drawn.
        case automatic
        /// `.scrollableAxes`, as UIKit's. Shape only: kept, not drawn.
        case scrollableAxes
        /// `.never`, as UIKit's. Shape only: kept, not drawn.
        case never
        /// `.always`, as UIKit's. Shape only: kept, not drawn.
        case always
    }
    /// UIKit's `UIScrollView.IndicatorStyle`. Shape only.
    public enum IndicatorStyle: Int, Sendable {
        /// `.default`, as UIKit's. Shape only: kept, not drawn.
        case `default`
        /// `.black`, as UIKit's. Shape only: kept, not drawn.
        case black
        /// `.white`, as UIKit's. Shape only: kept, not drawn.
        case white
    }

    /// Shape only: stored.
    open var contentOffset = CGPoint.zero
    /// Shape only: stored.
    open var contentSize = CGSize.zero
    /// Shape only: stored.
    open var contentInset = UIEdgeInsets.zero
    /// Shape only: equal to `contentInset` (no safe area here).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Shape only: stored.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Shape only: stored.
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    /// Shape only: stored.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Shape only: stored.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Shape only: stored.
    open var isScrollEnabled = true
    /// Shape only: stored (UIKit's default true).
    open var delaysContentTouches = true
    /// Shape only: stored (UIKit's default true).
    open var canCancelContentTouches = true
    /// Shape only: stored.
    open var isPagingEnabled = false
    /// Shape only: stored.
    open var bounces = true
    /// Shape only: stored.
    open var alwaysBounceVertical = false
    /// Shape only: stored.
    open var alwaysBounceHorizontal = false
    /// Shape only: stored.
    open var showsVerticalScrollIndicator = true
    /// Shape only: stored.
    open var showsHorizontalScrollIndicator = true
    /// Shape only: stored.
    open var indicatorStyle = IndicatorStyle.default
    /// Shape only: stored.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Shape only: stored.
    open var scrollsToTop = true
    /// Shape only: stored.
    open var minimumZoomScale: CGFloat = 1
    /// Shape only: stored.
    open var maximumZoomScale: CGFloat = 1
    /// Shape only: stored.
    open var zoomScale: CGFloat = 1
    /// Shape only: false, as nothing is touched.
    open var isDragging: Bool { false }
    /// Shape only: false.
    open var isDecelerating: Bool { false }
    /// Shape only: false.
    open var isTracking: Bool { false }
    /// The refresh control. Shape only: stored (not added as a subview).
    open var refreshControl: UIRefreshControl?

    /// Sets `contentOffset`. Shape only; nothing animates.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Shape only: does nothing.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    /// Shape only: does nothing.
    open func flashScrollIndicators() {}
}
#endif
