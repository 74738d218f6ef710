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

    /// The layout attributes of the item at `indexPath`: the layout's answer
    /// (`collectionViewLayout.layoutAttributesForItem(at:)`), as UIKit's. Modelled as that
    /// forwarding; the headless layouts compute none, so a layout of the app's own answers.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout attributes of the supplementary view of `kind` at `indexPath`: the layout's answer.
    /// Modelled as `layoutAttributesForItem(at:)`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Whether the collection view has changes not yet shown (iOS 11): false, as every change
    /// shows at once here. Shape only.
    public var hasUncommittedUpdates: Bool { false }
}
#endif
