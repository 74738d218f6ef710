#if !canImport(UIKit)
import Foundation

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
#endif
