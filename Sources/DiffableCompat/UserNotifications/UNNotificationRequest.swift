#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationRequest`: a notification to schedule: an identifier, its content
/// and when it fires. Modelled: the content is copied when the request is made (read-only, as
/// UserNotifications copies it), and a request with the identifier of a pending one replaces it when added.
open class UNNotificationRequest: NSObject, NSCopying {
    /// The identifier that replaces or removes it. Modelled.
    public let identifier: String
    /// A read-only copy of the content it was made with. Modelled.
    public let content: UNNotificationContent
    /// When it fires; nil means at once (here: when a test delivers it). Modelled.
    public let trigger: UNNotificationTrigger?

    /// A request named `identifier` showing `content` when `trigger` fires. Modelled.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = UNNotificationContent(fields: content.fields)
        self.trigger = trigger
        super.init()
    }

    /// Itself: a request does not change. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
