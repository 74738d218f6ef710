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
    /// The page shown. Modelled: clamped to `0 ..< numberOfPages`, as UIKit clamps it; `NSNotFound`
    /// leaves it as it was, as UIKit's `_updateCurrentPage:` ignores that value (iOS 18.2's UIKitCore).
    open var currentPage = 0 {
        didSet {
            if currentPage == NSNotFound {
                currentPage = oldValue
                return
            }
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
    /// 7-point dot per page with 9-point gaps, 26 points high; zero width for no pages. A negative
    /// count raises UIKit's `NSInvalidArgumentException` `-[UIPageControl sizeForNumberOfPages:]
    /// must not be called with a negative number` (iOS 18.2's UIKitCore; recorded inside
    /// `DiffableFailures.record`, where it answers the size of no pages).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        if pageCount < 0 {
            DiffableFailures.raise(DiffableFailure(reason: "-[UIPageControl sizeForNumberOfPages:] must not be called with a negative number",
                                                   name: "NSInvalidArgumentException"))
        }
        let count = CGFloat(max(0, pageCount))
        return CGSize(width: count == 0 ? 0 : count * 7 + (count - 1) * 9, height: 26)
    }

    /// Whether `page` is within `0 ..< numberOfPages`; if not, raises UIKit's assertion.
    private func checkPage(_ page: Int) -> Bool {
        guard page < 0 || page >= numberOfPages else { return true }
        DiffableFailures.raise(DiffableFailure(reason: "Page (\(page)) must be within 0 and \(numberOfPages)."))
        return false
    }
    /// Brings the shown page up to `currentPage` (deprecated in iOS 14). Shape only: nothing
    /// draws, so nothing is behind.
    open func updateCurrentPageDisplay() {}
    /// Sets the indicator image of one page (iOS 14). Modelled: stored per page, read back by
    /// `indicatorImage(forPage:)`; nil clears it. A page outside `0 ..< numberOfPages` raises UIKit's
    /// assertion `Page (…) must be within 0 and ….` (`NSInternalInconsistencyException`, iOS 18.2's
    /// UIKitCore; recorded inside `DiffableFailures.record`, where nothing is stored).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        guard checkPage(page) else { return }
        indicatorImages[page] = image
    }
    /// The indicator image set for `page` (iOS 14), or nil. Modelled (UIKit falls back to
    /// `preferredIndicatorImage` when drawing; this returns what was set for the page). A page
    /// outside `0 ..< numberOfPages` raises as `setIndicatorImage(_:forPage:)` does and gives nil.
    open func indicatorImage(forPage page: Int) -> UIImage? { checkPage(page) ? indicatorImages[page] : nil }
    private var currentIndicatorImages: [Int: UIImage] = [:]
    /// Sets the image of one page's indicator while that page is current (iOS 16). Modelled:
    /// stored per page, read back by `currentPageIndicatorImage(forPage:)`; nil clears it. A page
    /// outside `0 ..< numberOfPages` raises as `setIndicatorImage(_:forPage:)` does.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        guard checkPage(page) else { return }
        currentIndicatorImages[page] = image
    }
    /// The current-page indicator image set for `page` (iOS 16), or nil. Modelled; a page outside
    /// `0 ..< numberOfPages` raises as `setIndicatorImage(_:forPage:)` does and gives nil.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        checkPage(page) ? currentIndicatorImages[page] : nil
    }
}
#endif
