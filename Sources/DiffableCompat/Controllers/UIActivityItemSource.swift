#if !canImport(UIKit)
import Foundation

/// UIKit's `UIActivityItemSource`: an object that gives a share sheet its item per activity. Not
/// main-actor isolated, as in the SDK. Modelled: `UIActivityViewController` asks the placeholder
/// when it is made and the item (and subject) when an activity is chosen
/// (`simulateChoosing(_:)`). Its optional requirements have defaults; the LinkPresentation
/// metadata requirement is not declared (there is no LinkPresentation here).
public protocol UIActivityItemSource: NSObjectProtocol {
    /// A placeholder of the item's type. Modelled: asked when the share sheet is made.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for `activityType`. Modelled: asked when an activity is chosen.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject (mail's subject line). Modelled: asked when an activity is chosen. Default "".
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    /// The item's type identifier. Shape only: never asked. Default "".
    func activityViewController(_ activityViewController: UIActivityViewController,
                                dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
    /// A thumbnail. Shape only: never asked. Default nil.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                suggestedSize size: CGSize) -> UIImage?
}

extension UIActivityItemSource {
    /// "". Modelled (UIKit asks nothing when it is not implemented).
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    /// "". Shape only.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    /// Nil. Shape only.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                       suggestedSize size: CGSize) -> UIImage? { nil }
}
#endif
