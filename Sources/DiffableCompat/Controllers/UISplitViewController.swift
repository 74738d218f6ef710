#if !canImport(UIKit)
import Foundation

/// UIKit's `UISplitViewController`. Modelled as containment bookkeeping: each column's controller
/// is a child, so its `splitViewController` is this one; in a column style, a controller that is not
/// a navigation controller is wrapped in one, as UIKit wraps it, so its `navigationController` is
/// that wrapper. Nothing appears: the split is never collapsed and the display mode is what was
/// asked for.
@MainActor @preconcurrency
open class UISplitViewController: UIViewController {
    /// UIKit's `UISplitViewController.Style`. Modelled (see `init(style:)`).
    public enum Style: Int, Sendable {
        /// The classic style, which `viewControllers` drives. Modelled.
        case unspecified = 0
        /// Primary and secondary columns. Modelled.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns. Modelled.
        case tripleColumn = 2
    }

    /// UIKit's `UISplitViewController.Column`. Modelled.
    public enum Column: Int, Sendable {
        /// The primary column. Modelled.
        case primary = 0
        /// The supplementary column (triple-column style). Modelled.
        case supplementary = 1
        /// The secondary (detail) column. Modelled.
        case secondary = 2
        /// What is shown when collapsed. Modelled (stored; never shown).
        case compact = 3
        /// The inspector column. Modelled (stored; never shown).
        case inspector = 4
    }

    /// UIKit's `UISplitViewController.DisplayMode`. Shape only.
    public enum DisplayMode: Int, Sendable {
        /// Shape only.
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
             twoDisplaceSecondary
        /// The iOS 8 name of `.secondaryOnly` (deprecated in iOS 14). Shape only.
        @available(iOS, deprecated: 14.0, renamed: "secondaryOnly")
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The iOS 8 name of `.oneBesideSecondary` (deprecated in iOS 14). Shape only.
        @available(iOS, deprecated: 14.0, renamed: "oneBesideSecondary")
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The iOS 8 name of `.oneOverSecondary` (deprecated in iOS 14). Shape only.
        @available(iOS, deprecated: 14.0, renamed: "oneOverSecondary")
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// UIKit's `UISplitViewController.SplitBehavior`. Shape only.
    public enum SplitBehavior: Int, Sendable {
        /// Shape only.
        case automatic = 0, tile, overlay, displace
    }

    /// UIKit's `UISplitViewController.Style` of this controller. Modelled.
    public let style: Style
    /// Told of display-mode, column and detail changes. Modelled (weak, as UIKit's; see
    /// `UISplitViewControllerDelegate`).
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode asked for. Modelled: stored; a new value tells the delegate `willChangeTo`.
    open var preferredDisplayMode = DisplayMode.automatic {
        willSet { if newValue != preferredDisplayMode { delegate?.splitViewController(self, willChangeTo: newValue) } }
    }
    /// What is shown: the preferred mode (`.automatic` is not resolved here). Shape only.
    open var displayMode: DisplayMode { preferredDisplayMode }
    /// The bar button item that shows or hides the primary column, one per controller, for a
    /// secondary controller's navigation item. Modelled: tapping it (its action sent) toggles
    /// `preferredDisplayMode` between `.secondaryOnly` and `.oneBesideSecondary`.
    open var displayModeButtonItem: UIBarButtonItem {
        if let item = displayModeItem { return item }
        let item = UIBarButtonItem(primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            preferredDisplayMode = displayMode == .secondaryOnly ? .oneBesideSecondary : .secondaryOnly
        })
        displayModeItem = item
        return item
    }
    private var displayModeItem: UIBarButtonItem?
    /// Shape only: stored.
    open var preferredSplitBehavior = SplitBehavior.automatic
    /// Shape only: stored.
    open var presentsWithGesture = true
    /// Shape only: stored.
    open var showsSecondaryOnlyButton = false
    /// UIKit's "let the system choose" width (`-CGFloat.greatestFiniteMagnitude`). Shape only.
    public static let automaticDimension = -CGFloat.greatestFiniteMagnitude
    /// Shape only: stored.
    open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension
    /// Shape only: stored.
    open var preferredSupplementaryColumnWidthFraction = UISplitViewController.automaticDimension
    /// The primary column's least width (`automaticDimension`: the system's). Modelled: bounds
    /// `primaryColumnWidth`.
    open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension
    /// The primary column's greatest width (`automaticDimension`: the system's). Modelled: bounds
    /// `primaryColumnWidth`.
    open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
    /// The primary column's width asked for in points (iOS 14), over the fraction. Modelled (see
    /// `primaryColumnWidth`).
    open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension
    /// The primary column's width. Modelled: `preferredPrimaryColumnWidth` if set, else
    /// `preferredPrimaryColumnWidthFraction` of the view's width, else 320 points (UIKit's usual
    /// width on iPad; a guess), held between the minimum and maximum that are set.
    open var primaryColumnWidth: CGFloat {
        let automatic = UISplitViewController.automaticDimension
        var width: CGFloat = 320
        if preferredPrimaryColumnWidth != automatic {
            width = preferredPrimaryColumnWidth
        } else if preferredPrimaryColumnWidthFraction != automatic {
            width = preferredPrimaryColumnWidthFraction * view.bounds.width
        }
        if maximumPrimaryColumnWidth != automatic { width = min(width, maximumPrimaryColumnWidth) }
        if minimumPrimaryColumnWidth != automatic { width = max(width, minimumPrimaryColumnWidth) }
        return width
    }
    /// UIKit's `UISplitViewController.PrimaryEdge` (iOS 14): the side the primary column is on.
    /// Shape only: UIKit's raw values.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading side.
        case leading = 0
        /// The trailing side.
        case trailing = 1
    }
    /// The side the primary column is on. Shape only: stored, `.leading` by default.
    open var primaryEdge = PrimaryEdge.leading
    /// UIKit's `UISplitViewController.BackgroundStyle`: the primary column's background. Shape only.
    public enum BackgroundStyle: Int, Sendable {
        /// No special background.
        case none = 0
        /// A sidebar's translucent background.
        case sidebar = 1
    }
    /// The primary column's background. Shape only: stored, `.none` by default.
    open var primaryBackgroundStyle = BackgroundStyle.none
    /// UIKit's `UISplitViewController.DisplayModeButtonVisibility` (iOS 14.5). Shape only.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// The system decides.
        case automatic = 0
        /// Never shown.
        case never = 1
        /// Always shown.
        case always = 2
    }
    /// When the column style shows its display-mode button (iOS 14.5). Shape only: stored,
    /// `.automatic` by default.
    open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic
    /// Whether only one column shows. Modelled: a headless split is never collapsed.
    open var isCollapsed: Bool { false }
    private var columns: [Column: UIViewController] = [:]
    private var hiddenColumns: Set<Column> = []

    /// A split in `style`. Modelled.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split (`.unspecified`). Modelled.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A classic split decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The controller in `column`: the navigation controller wrapping what was set, in a column
    /// style. Modelled.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Puts `vc` in `column` (nil empties it): a child of this controller, wrapped in a
    /// `UINavigationController` in a column style unless it is one. Modelled.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        columns[column]?.removeFromParent()
        columns[column] = nil
        guard let vc else { return }
        let shown = style != .unspecified && !(vc is UINavigationController) ? UINavigationController(rootViewController: vc) : vc
        addChild(shown)
        shown.didMove(toParent: self)
        columns[column] = shown
    }

    /// The controllers of the primary and secondary columns (and the supplementary between them),
    /// in that order; setting it fills those columns (classic style: primary, then secondary).
    /// Modelled.
    open var viewControllers: [UIViewController] {
        get { [.primary, .supplementary, .secondary].compactMap { columns[$0] } }
        set {
            let order: [Column] = newValue.count > 2 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for column in [Column.primary, .supplementary, .secondary] { setViewController(nil, for: column) }
            for (column, controller) in zip(order, newValue) { setViewController(controller, for: column) }
        }
    }

    /// Shows `column`. Modelled as bookkeeping: it is no longer hidden (the delegate is told
    /// `willShow` if it was).
    open func show(_ column: Column) {
        guard hiddenColumns.contains(column) else { return }
        delegate?.splitViewController(self, willShow: column)
        hiddenColumns.remove(column)
    }
    /// Hides `column`. Modelled as bookkeeping (`isHidden(_:)`, an addition, tells; the delegate is
    /// told `willHide` if it was shown).
    open func hide(_ column: Column) {
        guard !hiddenColumns.contains(column) else { return }
        delegate?.splitViewController(self, willHide: column)
        hiddenColumns.insert(column)
    }
    /// Whether `column` was hidden by `hide(_:)` and not shown again. An addition for tests.
    public func isHidden(_ column: Column) -> Bool { hiddenColumns.contains(column) }

    /// Puts `vc` in the secondary column, unless the delegate's `showDetail` answers that it showed
    /// it. Modelled.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        setViewController(vc, for: .secondary)
    }
}
#endif
