#if !canImport(UIKit)
import Foundation

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
        isFractionalOffset = false
        super.init()
    }
    /// Shape only.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isFractionalOffset = false
        super.init()
    }
    /// An anchor offset by a fraction of the item's size. Shape only.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isFractionalOffset = true
        super.init()
    }
    /// Whether `offset` is a fraction of the item's size (else points). Shape only; an addition.
    public let isFractionalOffset: Bool
}
#endif
