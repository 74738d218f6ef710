#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// A user's long press on the item at `indexPath`: the configuration the delegate gives
    /// (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`, whose default asks the
    /// single-item form), or nil for a path out of range or no delegate. An addition for tests.
    public func contextMenuConfiguration(forItemAt indexPath: IndexPath, point: CGPoint = .zero) -> UIContextMenuConfiguration? {
        guard let delegate, isValid(indexPath, in: shownCounts) else { return nil }
        return delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
    }
}
#endif
