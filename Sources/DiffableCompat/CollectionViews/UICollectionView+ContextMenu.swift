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

    /// The preview a long press on the item at `indexPath` highlights with `configuration`: the
    /// delegate's (`collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)`, whose
    /// default asks the deprecated form), else UIKit's default, a preview of the item's cell; nil
    /// for a path out of range. An addition for tests.
    public func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration, forItemAt indexPath: IndexPath) -> UITargetedPreview? {
        guard isValid(indexPath, in: shownCounts) else { return nil }
        if let preview = delegate?.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath) { return preview }
        return cellForItem(at: indexPath).map { UITargetedPreview(view: $0, parameters: UIPreviewParameters(), target: UIPreviewTarget(container: self, center: $0.center)) }
    }
}
#endif
