#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPageViewController`. Modelled as containment bookkeeping: `setViewControllers` makes
/// the pages shown its children (the pages it replaces stop being children) and runs its
/// completion, with UIKit's exception when the number of pages does not fit the spine;
/// `simulateSwipe(_:)` (an addition) is a user's swipe, asking the data source for the next or
/// previous page and telling the delegate as UIKit does. Nothing appears or animates; the pages'
/// views are not put in this controller's view (as the other headless containers do not).
@MainActor @preconcurrency
open class UIPageViewController: UIViewController {
    /// UIKit's `UIPageViewController.TransitionStyle`. Modelled (it decides the spine).
    public enum TransitionStyle: Int, @unchecked Sendable {
        /// Pages curl, as a book's. Modelled.
        case pageCurl = 0
        /// Pages scroll. Modelled.
        case scroll = 1
    }

    /// UIKit's `UIPageViewController.NavigationOrientation`. Shape only: stored.
    public enum NavigationOrientation: Int, @unchecked Sendable {
        /// Left and right. Shape only.
        case horizontal = 0
        /// Up and down. Shape only.
        case vertical = 1
    }

    /// UIKit's `UIPageViewController.SpineLocation`. Modelled: `.mid` shows two pages at once.
    public enum SpineLocation: Int, @unchecked Sendable {
        /// No spine (the scroll style). Modelled.
        case none = 0
        /// At the leading edge. Modelled.
        case min = 1
        /// In the middle: two pages. Modelled.
        case mid = 2
        /// At the trailing edge. Modelled.
        case max = 3
    }

    /// UIKit's `UIPageViewController.NavigationDirection`. Modelled: a swipe's direction.
    public enum NavigationDirection: Int, @unchecked Sendable {
        /// To the next page. Modelled.
        case forward = 0
        /// To the previous page. Modelled.
        case reverse = 1
    }

    /// UIKit's `UIPageViewController.OptionsKey`. Modelled: `.spineLocation` (a `SpineLocation`,
    /// its raw value or an `NSNumber`) sets the spine of a page-curl controller;
    /// `.interPageSpacing` is stored.
    public struct OptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The key's name. Modelled.
        public let rawValue: String
        /// A key named `rawValue`. Modelled.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key named `rawValue`. Modelled.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The spine's location (page curl). Modelled.
        public static let spineLocation = OptionsKey("UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages (scroll). Shape only.
        public static let interPageSpacing = OptionsKey("UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The transition style, as made. Modelled.
    open private(set) var transitionStyle: TransitionStyle
    /// The orientation, as made. Shape only.
    open private(set) var navigationOrientation: NavigationOrientation
    /// The spine: `.none` for scroll; for page curl the option's, else `.min`, as UIKit's. Modelled.
    open private(set) var spineLocation: SpineLocation
    /// Whether pages have backs. Modelled as stored (true with a middle spine, as UIKit sets it).
    open var isDoubleSided: Bool
    /// The options given. Shape only: stored (an addition).
    public let options: [OptionsKey: Any]?
    /// Asked for the pages around the one shown. Modelled (weak, as UIKit's).
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Told of a user's swipes. Modelled (weak, as UIKit's).
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The pages shown: nil until set. Modelled.
    open private(set) var viewControllers: [UIViewController]?
    /// The gesture recognizers a page curl turns with (a pan and a tap; none for scroll, as UIKit's).
    /// Shape only: no touches reach them.
    open private(set) lazy var gestureRecognizers: [UIGestureRecognizer] =
        transitionStyle == .pageCurl ? [UIPanGestureRecognizer(), UITapGestureRecognizer()] : []

    /// A page controller of `style` turning in `navigationOrientation`. Modelled (see `OptionsKey`).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        self.options = options
        spineLocation = style == .scroll ? .none : UIPageViewController.spine(in: options) ?? .min
        isDoubleSided = spineLocation == .mid
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller decoded from an archive. Shape only: a horizontal scroll controller.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        options = nil
        spineLocation = .none
        isDoubleSided = false
        super.init(coder: coder)
    }

    private static func spine(in options: [OptionsKey: Any]?) -> SpineLocation? {
        switch options?[.spineLocation] {
        case let spine as SpineLocation: spine
        case let raw as Int: SpineLocation(rawValue: raw)
        case let number as NSNumber: SpineLocation(rawValue: number.intValue)
        default: nil
        }
    }

    /// How many pages show at once: two with a middle spine, else one.
    private var pagesShown: Int { spineLocation == .mid ? 2 : 1 }

    /// Shows `viewControllers` (one page, two with a middle spine), then runs `completion` with
    /// true. Modelled: the pages become children, those replaced stop being children; the wrong
    /// number of pages raises UIKit's `NSInvalidArgumentException` (recorded inside
    /// `DiffableFailures.record`, where nothing changes and `completion` is not run, as the
    /// exception would skip it). The delegate is not told, as in UIKit.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let count = viewControllers?.count ?? 0
        guard count == pagesShown else {
            return DiffableFailures.raise(DiffableFailure(
                reason: "The number of view controllers provided (\(count)) doesn't match the number required (\(pagesShown)) for the requested transition",
                name: "NSInvalidArgumentException"))
        }
        show(viewControllers ?? [])
        completion?(true)
    }

    private func show(_ pages: [UIViewController]) {
        for old in self.viewControllers ?? [] where old.parent === self && !pages.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.removeFromParent()
            old.didMove(toParent: nil)
        }
        for page in pages where page.parent !== self {
            addChild(page)
            page.didMove(toParent: self)
        }
        viewControllers = pages
    }

    /// A user's swipe to the next (`.forward`) or previous (`.reverse`) page (an addition). Modelled
    /// as UIKit turns: asks the data source for the page(s) after the last page shown (or before the
    /// first); with none (or no data source) nothing happens and it returns false; otherwise tells
    /// the delegate `willTransitionTo`, shows the new pages, and tells it `didFinishAnimating` with
    /// the pages left and `transitionCompleted` true. Returns whether it turned.
    @discardableResult
    public func simulateSwipe(_ direction: NavigationDirection) -> Bool {
        guard let dataSource, let shown = viewControllers, var anchor = direction == .forward ? shown.last : shown.first else { return false }
        var pending: [UIViewController] = []
        for _ in 0..<pagesShown {
            let next = direction == .forward
                ? dataSource.pageViewController(self, viewControllerAfter: anchor)
                : dataSource.pageViewController(self, viewControllerBefore: anchor)
            guard let next else { return false }
            pending.append(next)
            anchor = next
        }
        if direction == .reverse { pending.reverse() }
        delegate?.pageViewController(self, willTransitionTo: pending)
        show(pending)
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: shown, transitionCompleted: true)
        return true
    }
}
#endif
