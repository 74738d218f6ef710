#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotification`: a delivered notification: the request and when it was
/// delivered. Modelled: made by the center when a test delivers a pending request; apps do not make them.
open class UNNotification: NSObject, NSCopying {
    /// When it was delivered. Modelled.
    public let date: Date
    /// The request it was delivered for. Modelled.
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }

    /// Itself: a notification does not change. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
