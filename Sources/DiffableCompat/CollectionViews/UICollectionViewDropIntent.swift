#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewDropIntent`: where a drop's items would go. Shape only: UIKit's raw values.
public enum UICollectionViewDropIntent: Int, Sendable {
    /// No particular place. Shape only.
    case unspecified = 0
    /// Inserted at the destination index path. Shape only.
    case insertAtDestinationIndexPath = 1
    /// Into the item at the destination index path. Shape only.
    case insertIntoDestinationIndexPath = 2
}
#endif
