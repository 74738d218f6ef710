#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationDefaultActionIdentifier`: the action identifier of a response
/// in which the user opened the app from the notification. Modelled: UserNotifications' string.
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"

/// UserNotifications' `UNNotificationDismissActionIdentifier`: the action identifier of a response in
/// which the user dismissed the notification (told only for a category with `.customDismissAction`).
/// Modelled: UserNotifications' string.
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"

/// UserNotifications' `UNNotificationResponse`: what the user did with a delivered notification.
/// Modelled: made by the center for `UNUserNotificationCenter.simulateResponse(toNotificationWithIdentifier:actionIdentifier:)`
/// and handed to the delegate's `userNotificationCenter(_:didReceive:…)`.
open class UNNotificationResponse: NSObject, NSCopying {
    /// The notification the user acted on. Modelled.
    public let notification: UNNotification
    /// The action chosen: `UNNotificationDefaultActionIdentifier`, `UNNotificationDismissActionIdentifier`
    /// or one of the category's actions. Modelled.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }

    /// Itself: a response does not change. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
