#if !canImport(UIKit)
import Foundation

/// UIKit's `NSCollectionLayoutItem`. Shape only: its size, insets, spacing and supplementary items
/// are stored and read back.
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject {
    /// Shape only: stored.
    public let layoutSize: NSCollectionLayoutSize
    /// The item's supplementary items (badges). Shape only: stored; a group's can be set, as UIKit's.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
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
        storedSupplementaryItems = supplementaryItems
        super.init()
    }
}
#endif
