#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewDropPlaceholderContext`: a placeholder inserted by a drop, replaced
/// when its data arrives. Shape only: UIKit makes them and nothing drops here. Main-actor
/// isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The item the placeholder stands for. Shape only.
    var dragItem: UIDragItem { get }
    /// Replaces the placeholder with the item `dataSourceUpdates` inserts. Shape only.
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder. Shape only.
    func deletePlaceholder() -> Bool
    /// Asks the placeholder's cell to update. Shape only.
    func setNeedsCellUpdate()
}
#endif
