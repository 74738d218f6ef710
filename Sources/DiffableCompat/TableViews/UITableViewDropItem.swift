#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewDropItem`: one dropped item, as a table view's drop coordinator
/// gives it. Shape only: UIKit makes them and nothing drops here. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UITableViewDropItem: NSObjectProtocol {
    /// The dragged item. Shape only.
    var dragItem: UIDragItem { get }
    /// Where the item was, when it came from this table view. Shape only.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview. Shape only.
    var previewSize: CGSize { get }
}
#endif
