#if !canImport(UIKit)
import Foundation

/// UIKit's `NSCollectionLayoutVisibleItem`: an item a compositional section shows, handed to its
/// `visibleItemsInvalidationHandler`. Shape only: nothing lays out, so no handler is ever called
/// and nothing here adopts it; code that adjusts visible items while scrolling compiles.
@MainActor @preconcurrency
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// The item's alpha.
    var alpha: CGFloat { get set }
    /// The item's z-index.
    var zIndex: Int { get set }
    /// Whether it is hidden.
    var isHidden: Bool { get set }
    /// Its centre.
    var center: CGPoint { get set }
    /// Its transform.
    var transform: CGAffineTransform { get set }
    /// Its frame.
    var frame: CGRect { get }
    /// Its bounds.
    var bounds: CGRect { get }
    /// Its index path.
    var indexPath: IndexPath { get }
    /// Its element category.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// Its element kind (nil for a cell).
    var representedElementKind: String? { get }
}
#endif
