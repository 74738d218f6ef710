#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPageControl`: the dots of a paged list. Modelled as UIKit keeps its numbers:
/// `currentPage` stays within `0 ..< numberOfPages` (0 when there are none), and lowering
/// `numberOfPages` pulls it back; the rest is stored. Nothing draws; a test sets `currentPage` and
/// sends `.valueChanged` itself for a user's tap.
@MainActor @preconcurrency
open class UIPageControl: UIControl {
    /// UIKit's `UIPageControl.BackgroundStyle`. Shape only.
    public enum BackgroundStyle: Int, Sendable {
        /// Shape only.
        case automatic = 0, prominent, minimal
    }

    /// How many pages. Modelled: never negative; `currentPage` follows it down.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            if currentPage >= numberOfPages { currentPage = max(0, numberOfPages - 1) }
        }
    }
    /// The page shown. Modelled: clamped to `0 ..< numberOfPages`, as UIKit clamps it.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
        }
    }
    /// Shape only: stored.
    open var hidesForSinglePage = false
    /// Shape only: stored.
    open var pageIndicatorTintColor: UIColor?
    /// Shape only: stored.
    open var currentPageIndicatorTintColor: UIColor?
    /// Shape only: stored.
    open var backgroundStyle = BackgroundStyle.automatic
    /// Shape only: stored.
    open var allowsContinuousInteraction = true
    /// Shape only: stored.
    open var preferredIndicatorImage: UIImage?
    /// Whether `currentPage` changes show only after `updateCurrentPageDisplay()` (deprecated in
    /// iOS 14). Shape only: stored (UIKit's default, false); nothing draws.
    open var defersCurrentPageDisplay = false
    /// The image for the current page's indicator (iOS 16). Shape only: stored.
    open var preferredCurrentPageIndicatorImage: UIImage?
    private var indicatorImages: [Int: UIImage] = [:]

    /// The size the dots of `pageCount` pages take. Modelled with a guess at UIKit's metrics: a
    /// 7-point dot per page with 9-point gaps, 26 points high; zero width for no pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        return CGSize(width: count == 0 ? 0 : count * 7 + (count - 1) * 9, height: 26)
    }
    /// Brings the shown page up to `currentPage` (deprecated in iOS 14). Shape only: nothing
    /// draws, so nothing is behind.
    open func updateCurrentPageDisplay() {}
    /// Sets the indicator image of one page (iOS 14). Modelled: stored per page, read back by
    /// `indicatorImage(forPage:)`; nil clears it.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }
    /// The indicator image set for `page` (iOS 14), or nil. Modelled (UIKit falls back to
    /// `preferredIndicatorImage` when drawing; this returns what was set for the page).
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }
    private var currentIndicatorImages: [Int: UIImage] = [:]
    /// Sets the image of one page's indicator while that page is current (iOS 16). Modelled:
    /// stored per page, read back by `currentPageIndicatorImage(forPage:)`; nil clears it.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentIndicatorImages[page] = image
    }
    /// The current-page indicator image set for `page` (iOS 16), or nil. Modelled.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentIndicatorImages[page] }
}
#endif
