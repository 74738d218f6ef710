#if !canImport(UIKit)
import Foundation

/// UIKit's `NSCollectionLayoutSection`. Shape only: its group, spacing, insets, scrolling behaviour,
/// boundary items and decorations are stored and read back. A section made by
/// `list(using:layoutEnvironment:)` also keeps the list configuration, whose header and footer modes
/// say which supplementary kinds it declares.
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject {
    /// Shape only: stored.
    public let group: NSCollectionLayoutGroup
    /// Shape only: stored.
    open var interGroupSpacing: CGFloat = 0
    /// Shape only: stored.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Shape only: stored.
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// Shape only: stored.
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// Shape only: stored.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's headers and footers. Shape only: stored; their kinds are what the layout's
    /// `supplementaryKinds(inSection:containerSize:)` reports.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Shape only: stored.
    open var supplementariesFollowContentInsets = true
    /// Shape only: stored.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Told the visible items as the section scrolls. Shape only: stored, never called (nothing
    /// scrolls or lays out here).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// How the section decelerates and bounces when it scrolls orthogonally (iOS 17). Shape only:
    /// the properties are stored and read back; nothing scrolls.
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// The list configuration of a list section. Modelled: read for supplementary kinds.
    let listConfiguration: UICollectionLayoutListConfiguration?

    /// A section laying out `group`. Shape only.
    public convenience init(group: NSCollectionLayoutGroup) { self.init(group: group, list: nil) }

    init(group: NSCollectionLayoutGroup, list: UICollectionLayoutListConfiguration?) {
        self.group = group
        listConfiguration = list
        super.init()
    }

    /// A list section. Shape only beyond its list configuration's header and footer modes.
    open class func list(using configuration: UICollectionLayoutListConfiguration,
                         layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return NSCollectionLayoutSection(group: group, list: configuration)
    }

    /// The supplementary kinds it declares: its boundary items' kinds in order, then a list
    /// configuration's header and footer when their mode is `.supplementary`. Modelled.
    var supplementaryKinds: [String] {
        var kinds = boundarySupplementaryItems.map(\.elementKind)
        if let list = listConfiguration {
            if list.headerMode == .supplementary, !kinds.contains(sectionHeaderElementKind) { kinds.append(sectionHeaderElementKind) }
            if list.footerMode == .supplementary, !kinds.contains(sectionFooterElementKind) { kinds.append(sectionFooterElementKind) }
        }
        return kinds
    }
}

/// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: told the visible items, the
/// content offset and the environment as a section scrolls. Shape only: never called here.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
#endif
