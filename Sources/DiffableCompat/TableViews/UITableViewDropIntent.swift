#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewDropIntent`: where a drop's rows would go. Shape only: UIKit's raw values.
public enum UITableViewDropIntent: Int, Sendable {
    /// No particular place. Shape only.
    case unspecified = 0
    /// Inserted at the destination index path. Shape only.
    case insertAtDestinationIndexPath = 1
    /// Into the row at the destination index path. Shape only.
    case insertIntoDestinationIndexPath = 2
    /// The table view picks between the two by where the drag is. Shape only.
    case automatic = 3
}
#endif
