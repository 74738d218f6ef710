#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// UIKit's `UICollectionView.ScrollDirection` (a flow layout's and a compositional layout
    /// configuration's). Shape only.
    public enum ScrollDirection: Int, Sendable {
        /// `.vertical`, as UIKit's. Shape only: kept, not drawn.
        case vertical
        /// `.horizontal`, as UIKit's. Shape only: kept, not drawn.
        case horizontal
    }

    /// Replaces the layout. Modelled: `collectionViewLayout` is `layout` when this returns (the
    /// supplementary kinds asked for after the next apply are the new layout's); nothing animates.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Replaces the layout, then calls `completion(true)` at once. Modelled as
    /// `setCollectionViewLayout(_:animated:)`.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }
}
#endif
