#if !canImport(UIKit)
import Foundation

/// UIKit's `UIActivityItemProvider`: an operation that makes a share sheet's item late, subclassed
/// for its `item`. Not main-actor isolated, as in the SDK (UIKit runs it on a background queue).
/// Modelled: the share sheet answers its `UIActivityItemSource` requirements from `placeholderItem`
/// and, once an activity is chosen, from `item` (computed on the calling thread here, with
/// `activityType` set).
open class UIActivityItemProvider: Operation, @unchecked Sendable, UIActivityItemSource {
    private let placeholder: Any
    private var chosenType: UIActivity.ActivityType?

    /// A provider standing in for an item like `placeholderItem`. Modelled.
    public init(placeholderItem: Any) {
        placeholder = placeholderItem
        super.init()
    }

    /// The placeholder given at initialization. Modelled.
    open var placeholderItem: Any? { placeholder }
    /// The chosen activity, while the item is made. Modelled.
    open var activityType: UIActivity.ActivityType? { chosenType }
    /// The item. Modelled: the placeholder unless overridden (subclasses override it, as on iOS).
    open var item: Any { placeholder }

    /// Reads `item`, as UIKit's operation does. Modelled.
    open override func main() { _ = item }

    /// The placeholder. Modelled.
    open func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { placeholder }

    /// `item`, made with `activityType` set to the chosen one. Modelled.
    open func activityViewController(_ activityViewController: UIActivityViewController,
                                     itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        chosenType = activityType
        defer { chosenType = nil }
        return item
    }
}
#endif
