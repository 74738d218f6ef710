#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`. Shape only: stored.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// Shape only: stored.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// Shape only: stored.
    open var interSectionSpacing: CGFloat = 0
    /// The layout's own headers and footers. Shape only: stored (not per section, so not in
    /// `supplementaryKinds(inSection:containerSize:)`).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Shape only: stored.
    open var contentInsetsReference = UIContentInsetsReference.automatic

    /// A configuration with UIKit's defaults. Shape only.
    public override init() { super.init() }
}
#endif
