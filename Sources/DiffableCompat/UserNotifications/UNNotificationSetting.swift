#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationSetting`: whether one kind of presentation is on, with its raw values. Modelled.
public enum UNNotificationSetting: Int, Sendable {
    /// The kind does not apply (the headless device's answer before the user is asked, and for
    /// CarPlay, announcements and time-sensitive delivery). Modelled.
    case notSupported = 0
    /// Off. Modelled.
    case disabled = 1
    /// On. Modelled.
    case enabled = 2
}
#endif
