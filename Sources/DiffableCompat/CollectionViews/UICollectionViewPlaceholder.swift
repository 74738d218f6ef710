#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewPlaceholder`: a cell shown where content will be inserted. Shape only:
/// the index path, reuse identifier and update handler are stored; nothing inserts it here.
@MainActor @preconcurrency
open class UICollectionViewPlaceholder: NSObject {
    /// Where the placeholder goes. Extra (not UIKit API): what it was made with.
    public let insertionIndexPath: IndexPath
    /// The reuse identifier of its cell. Extra (not UIKit API): what it was made with.
    public let reuseIdentifier: String
    /// Configures the placeholder's cell. Shape only: stored, never called.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath` shown with a cell of `reuseIdentifier`. Shape only.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}
#endif
