#if !canImport(UIKit)
import Foundation

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
#endif
