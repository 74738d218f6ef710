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

    /// UIKit's `UIScrollView.DecelerationRate`: the rate a flick slows at. Shape only: UIKit's values.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The rate. Shape only.
        public let rawValue: CGFloat
        /// A rate. Shape only.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's normal rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Stored. Key-value observable: each set is announced (see `NSKeyValueObservation`). Modelled: a
    /// change tells the delegate `scrollViewDidScroll(_:)` (a collection, table or text view's), as
    /// UIKit's scroll view does when the offset moves, set in code too (a feed's "load the next page"
    /// check runs there).
    open var contentOffset = CGPoint.zero {
        willSet { announceWillChange("contentOffset") }
        didSet {
            announceDidChange("contentOffset")
            if contentOffset != oldValue { scrollViewDelegate?.scrollViewDidScroll(self) }
        }
    }

    /// The delegate told of scrolling: a collection, table or text view's (a plain scroll view here
    /// has none, as Swift cannot narrow an inherited `delegate` the way Objective-C does).
    var scrollViewDelegate: (any UIScrollViewDelegate)? { nil }
    /// Shape only: stored. Key-value observable: each set is announced (see `NSKeyValueObservation`).
    open var contentSize = CGSize.zero {
        willSet { announceWillChange("contentSize") }
        didSet { announceDidChange("contentSize") }
    }
    /// Shape only: stored; a change calls `adjustedContentInsetDidChange()` (modelled).
    open var contentInset = UIEdgeInsets.zero {
        didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
    }
    /// Shape only: equal to `contentInset` (no safe area here).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Called when `adjustedContentInset` changes. Modelled: setting a different `contentInset`
    /// calls it (the safe area never changes here); overridable (call super).
    open func adjustedContentInsetDidChange() {}
    /// Whether the scroll indicators' insets follow the adjusted content inset. Shape only: stored
    /// (UIKit's default true).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The guide for the scrollable content's edges (pin content to it to set the content size with
    /// Auto Layout). Shape only: a guide owned by the scroll view, the same one each time.
    open private(set) lazy var contentLayoutGuide: UILayoutGuide = makeScrollGuide("UIScrollView-contentLayoutGuide")
    /// The guide for the scroll view's own frame. Shape only: a guide owned by the scroll view, the
    /// same one each time.
    open private(set) lazy var frameLayoutGuide: UILayoutGuide = makeScrollGuide("UIScrollView-frameLayoutGuide")
    private func makeScrollGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        return guide
    }
    /// How fast scrolling slows after a flick. Shape only: stored (UIKit's default `.normal`).
    open var decelerationRate = DecelerationRate.normal
    /// Whether a drag scrolls along one axis only. Shape only: stored (UIKit's default false).
    open var isDirectionalLockEnabled = false
    /// The pan that scrolls. Shape only: a recognizer made on first access, the same one each time,
    /// not attached (nothing pans here); apps add targets to it or make others wait for it.
    open private(set) lazy var panGestureRecognizer = UIPanGestureRecognizer()
    /// Whether zooming past the limits bounces back. Shape only: stored (UIKit's default true).
    open var bouncesZoom = true
    /// Whether the user is zooming: false (nothing pinches). Shape only.
    open var isZooming: Bool { false }
    /// Whether a zoom is bouncing back past a limit: false. Shape only.
    open var isZoomBouncing: Bool { false }
    /// Whether a hardware keyboard's arrow keys scroll (iOS 17). Shape only: stored (UIKit's default true).
    open var allowsKeyboardScrolling = true
    /// Whether the content bounces at the horizontal edges (iOS 17.4). Shape only: stored (UIKit's
    /// default true).
    open var bouncesHorizontally = true
    /// Whether the content bounces at the vertical edges (iOS 17.4). Shape only: stored (UIKit's
    /// default true).
    open var bouncesVertically = true
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
    /// The refresh control. Modelled: setting it adds the control as a subview, first (behind the
    /// content; the index is a guess), as UIKit adds it, and removes the one it replaces from this
    /// view; nil removes it. Nothing pulls or draws it.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let refreshControl { insertSubview(refreshControl, at: 0) }
        }
    }

    /// Sets `contentOffset`. Shape only; nothing animates.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Shape only: does nothing.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    /// Shape only: does nothing.
    open func flashScrollIndicators() {}
    /// Sets `zoomScale`. Shape only, as the `zoomScale` setter; nothing animates.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
    /// Zooms so `rect` fills the view. Shape only: does nothing (no view for zooming is measured).
    open func zoom(to rect: CGRect, animated: Bool) {}
    /// Whether touches in `view`, a subview, are delivered to it: true, as UIKit's; overridable.
    /// Shape only: nothing touches here.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    /// Whether a drag may cancel the touches `view` is tracking: false for a `UIControl`, true
    /// otherwise, as UIKit's default; overridable (apps let buttons scroll by returning true).
    /// Modelled in its answer; nothing drags here.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
}
#endif
