#if !canImport(UIKit)
import Foundation

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
