#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// A user's long press on the row at `indexPath`: the configuration the delegate gives
    /// (`tableView(_:contextMenuConfigurationForRowAt:point:)`), or nil for a path out of range or
    /// no delegate. An addition for tests.
    public func contextMenuConfiguration(forRowAt indexPath: IndexPath, point: CGPoint = .zero) -> UIContextMenuConfiguration? {
        guard let delegate, isValid(indexPath, in: shownCounts) else { return nil }
        return delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    /// The preview a long press on the row at `indexPath` highlights with `configuration`: the
    /// delegate's (`tableView(_:previewForHighlightingContextMenuWithConfiguration:)`), else
    /// UIKit's default, a preview of the row's cell; nil for a path out of range. An addition for
    /// tests.
    public func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration, forRowAt indexPath: IndexPath) -> UITargetedPreview? {
        guard isValid(indexPath, in: shownCounts) else { return nil }
        if let preview = delegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration) { return preview }
        return cellForRow(at: indexPath).map { UITargetedPreview(view: $0, parameters: UIPreviewParameters(), target: UIPreviewTarget(container: self, center: $0.center)) }
    }
}
#endif
