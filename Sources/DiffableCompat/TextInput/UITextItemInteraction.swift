#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextItemInteraction`: how a user touched a link or attachment in a text view
/// (deprecated in iOS 17 for text items). Shape only: UIKit's raw values; nothing touches text here.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap. Shape only.
    case invokeDefaultAction = 0
    /// A long press. Shape only.
    case presentActions = 1
    /// A preview. Shape only.
    case preview = 2
}
#endif
