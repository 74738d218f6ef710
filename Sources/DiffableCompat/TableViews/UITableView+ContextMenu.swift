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
}
#endif
