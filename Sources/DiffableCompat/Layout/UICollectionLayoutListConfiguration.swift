#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionLayoutListConfiguration`. Shape only: every property is stored and read
/// back; the header and footer modes say which supplementary kinds a list section declares
/// (modelled, see `UICollectionViewCompositionalLayout`), and the swipe action providers are stored
/// so a test can call them.
public struct UICollectionLayoutListConfiguration {
    /// UIKit's list appearances. Shape only.
    public enum Appearance: Int, Sendable {
        /// `.plain`, as UIKit's. Shape only: kept, not drawn.
        case plain
        /// `.grouped`, as UIKit's. Shape only: kept, not drawn.
        case grouped
        /// `.insetGrouped`, as UIKit's. Shape only: kept, not drawn.
        case insetGrouped
        /// `.sidebar`, as UIKit's. Shape only: kept, not drawn.
        case sidebar
        /// `.sidebarPlain`, as UIKit's. Shape only: kept, not drawn.
        case sidebarPlain
    }
    /// UIKit's header modes. `.supplementary` declares a section header. Modelled.
    public enum HeaderMode: Int, Sendable {
        /// `.none`, as UIKit's. Modelled: it decides whether the list asks for that supplementary view.
        case none
        /// `.supplementary`, as UIKit's. Modelled: it decides whether the list asks for that supplementary view.
        case supplementary
        /// `.firstItemInSection`, as UIKit's. Modelled: it decides whether the list asks for that supplementary view.
        case firstItemInSection
    }
    /// UIKit's footer modes. `.supplementary` declares a section footer. Modelled.
    public enum FooterMode: Int, Sendable {
        /// `.none`, as UIKit's. Modelled: it decides whether the list asks for that supplementary view.
        case none
        /// `.supplementary`, as UIKit's. Modelled: it decides whether the list asks for that supplementary view.
        case supplementary
    }
    /// UIKit's `SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// Shape only: stored.
    public var appearance: Appearance
    /// Shape only: stored.
    public var showsSeparators = true
    /// Shape only: stored.
    public var backgroundColor: UIColor?
    /// Modelled: `.supplementary` declares a header per section.
    public var headerMode = HeaderMode.none
    /// Modelled: `.supplementary` declares a footer per section.
    public var footerMode = FooterMode.none
    /// Shape only: stored.
    public var headerTopPadding: CGFloat?
    /// Shape only: stored; call it to get a row's actions.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Shape only: stored; call it to get a row's actions.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Shape only: stored.
    public var contentInsetsReference = UIContentInsetsReference.automatic

    /// UIKit's `ItemSeparatorHandler`: an item's separators, given its path and the list's.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// The separators of every item. Shape only: stored (default: the appearance's).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts one item's separators (hide the last row's, inset a group's). Shape only: stored;
    /// nothing draws separators, so nothing calls it here (a test calls it).
    public var itemSeparatorHandler: ItemSeparatorHandler?

    /// A configuration with `appearance`. Shape only.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}
#endif
