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
        super.init(layoutSize: layoutSize, elementKind: elementKind, edges: Self.edges(of: alignment))
    }

    /// The edges an alignment names, for the container anchor.
    private static func edges(of alignment: NSRectAlignment) -> NSDirectionalRectEdge {
        switch alignment {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }

    /// A boundary item with an offset. Shape only.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, edges: Self.edges(of: alignment))
    }
}
#endif
