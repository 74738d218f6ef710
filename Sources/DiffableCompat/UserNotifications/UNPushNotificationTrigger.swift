#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNPushNotificationTrigger`: the trigger of a notification sent through Apple
/// Push Notification service. Shape only: no push arrives on the headless device, so none is made.
open class UNPushNotificationTrigger: UNNotificationTrigger {}
#endif
