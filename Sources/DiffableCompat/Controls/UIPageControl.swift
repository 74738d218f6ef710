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
}
#endif
