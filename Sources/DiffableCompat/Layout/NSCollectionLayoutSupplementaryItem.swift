#if !canImport(UIKit)
import Foundation

/// UIKit's `NSCollectionLayoutSupplementaryItem`: a badge on an item. Shape only.
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the collection view asks for. Shape only: stored.
    public let elementKind: String
    /// Shape only: stored.
    open var zIndex = 0
    /// Where on its container (the item) the supplementary item sits. Shape only: stored; a
    /// boundary item's follows its alignment's edges.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary item sits on `containerAnchor`; nil for its own edges. Shape
    /// only: stored.
    public let itemAnchor: NSCollectionLayoutAnchor?

    /// A supplementary item anchored on its container. Shape only.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A supplementary item whose `itemAnchor` point sits on its container's `containerAnchor`
    /// (a badge half outside a corner). Shape only.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    init(layoutSize: NSCollectionLayoutSize, elementKind: String, edges: NSDirectionalRectEdge) {
        self.elementKind = elementKind
        containerAnchor = NSCollectionLayoutAnchor(edges: edges)
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
#endif
