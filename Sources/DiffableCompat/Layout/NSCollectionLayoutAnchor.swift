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
        super.init()
    }
    /// Shape only.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        super.init()
    }
}
#endif
