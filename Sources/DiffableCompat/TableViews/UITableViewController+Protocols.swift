#if !canImport(UIKit)
import Foundation

/// UIKit's table view controller is a `UITableViewDataSource` and a `UITableViewDelegate`, as the
/// collection view controller is one of each. Modelled.
extension UITableViewController: UITableViewDataSource, UITableViewDelegate {}
#endif
