#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNAuthorizationStatus`, with its raw values. Modelled (see
/// `UNUserNotificationCenter`: undetermined until the app asks, then what the headless user answered).
public enum UNAuthorizationStatus: Int, Sendable {
    /// The user has not been asked: the headless app's status until it asks. Modelled.
    case notDetermined = 0
    /// The user declined (the headless user's default answer). Modelled.
    case denied = 1
    /// The user allowed. Modelled.
    case authorized = 2
    /// Quiet delivery to Notification Center without asking (`.provisional`). Modelled.
    case provisional = 3
    /// An App Clip's temporary authorization. Modelled: reached only through `simulateSettingsChange(to:options:)`.
    case ephemeral = 4
}
#endif
