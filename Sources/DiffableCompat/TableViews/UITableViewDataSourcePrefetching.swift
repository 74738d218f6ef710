#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewDataSourcePrefetching`: told which rows will be needed soon. Shape only, as
/// the collection view's: never called here.
@MainActor @preconcurrency
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Rows the table will need soon. Shape only: never called here.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows no longer needed soon. Shape only: never called here. Default: nothing.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing. Shape only.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
#endif
