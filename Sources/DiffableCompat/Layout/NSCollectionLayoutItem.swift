#if !canImport(UIKit)
import Foundation

/// UIKit's `NSCollectionLayoutItem`. Shape only: its size, insets, spacing and supplementary items
/// are stored and read back.
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject {
    /// Shape only: stored.
    public let layoutSize: NSCollectionLayoutSize
    /// Shape only: stored.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Shape only: stored.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Shape only: stored.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`. Shape only.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item with supplementary items (badges). Shape only.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

/// UIKit's `NSCollectionLayoutGroup`. Shape only: its direction, size, subitems and spacing are
/// stored and read back.
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The group's direction. Shape only; an addition (UIKit keeps it private).
    public enum Direction: Sendable {
        /// `.horizontal`, as UIKit's. Shape only: kept, not drawn.
        case horizontal
        /// `.vertical`, as UIKit's. Shape only: kept, not drawn.
        case vertical
        /// `.custom`, as UIKit's. Shape only: kept, not drawn.
        case custom
    }

    /// Shape only: stored.
    public let direction: Direction
    /// Shape only: stored.
    public let subitems: [NSCollectionLayoutItem]
    /// Shape only: the repeat count given to `subitem:count:`, or nil.
    public let count: Int?
    /// Shape only: stored.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(direction: Direction, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int? = nil) {
        self.direction = direction
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A horizontal group. Shape only.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(direction: .horizontal, layoutSize: layoutSize, subitems: subitems)
    }
    /// A horizontal group of `count` copies of `subitem` (iOS 16's `repeatingSubitem:count:` and the
    /// older `subitem:count:`). Shape only.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(direction: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// Shape only.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(direction: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// A vertical group. Shape only.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(direction: .vertical, layoutSize: layoutSize, subitems: subitems)
    }
    /// Shape only.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(direction: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// Shape only.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(direction: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
}

/// UIKit's `NSRectAlignment`. Shape only.
public enum NSRectAlignment: Int, Sendable {
    /// Shape only.
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// UIKit's `NSCollectionLayoutAnchor`: where a supplementary item sits on its item. Shape only.
@MainActor @preconcurrency
open class NSCollectionLayoutAnchor: NSObject {
    /// Shape only: stored.
    public let edges: NSDirectionalRectEdge
    /// Shape only: stored.
    public let offset: CGPoint

    /// Shape only.
    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        super.init()
    }
    /// Shape only.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        super.init()
    }
}

/// UIKit's `NSCollectionLayoutSupplementaryItem`: a badge on an item. Shape only.
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the collection view asks for. Shape only: stored.
    public let elementKind: String
    /// Shape only: stored.
    open var zIndex = 0

    /// A supplementary item. Shape only.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: a section's (or the layout's) header or
/// footer. Shape only: its kind, alignment and pinning are stored; the kinds of a section's boundary
/// items are what `supplementaryKinds(inSection:containerSize:)` reports.
@MainActor @preconcurrency
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Shape only: stored.
    public let alignment: NSRectAlignment
    /// Shape only: stored.
    public let offset: CGPoint
    /// Shape only: stored.
    open var pinToVisibleBounds = false
    /// Shape only: stored.
    open var extendsBoundary = true

    /// A boundary item. Shape only.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        offset = .zero
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// A boundary item with an offset. Shape only.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// UIKit's `NSCollectionLayoutDecorationItem`: a section background. Shape only: its kind is
/// stored (decoration views are registered on the layout, not the collection view).
@MainActor @preconcurrency
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// Shape only: stored.
    public let elementKind: String
    /// Shape only: stored.
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        super.init(layoutSize: full, supplementaryItems: [])
    }

    /// A section background decoration. Shape only.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
#endif
