#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDragItem`: one item a drag carries. Shape only: the provider, the in-app object and
/// the preview provider are stored; nothing drags here.
@MainActor @preconcurrency
open class UIDragItem: NSObject {
    /// The data the item carries. Shape only.
    open private(set) var itemProvider: NSItemProvider
    /// The object the item stands for, seen only inside the app. Shape only: stored.
    open var localObject: Any?
    /// Makes the item's preview. Shape only: stored, never called.
    open var previewProvider: (() -> UIDragPreview?)?

    /// An item carrying `itemProvider`. Shape only.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
#endif
