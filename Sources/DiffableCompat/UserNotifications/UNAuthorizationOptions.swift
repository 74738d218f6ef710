#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNAuthorizationOptions`: what an app asks the user to allow, with the
/// framework's raw values. Modelled: the headless center grants what was asked when its user allows
/// (see `UNUserNotificationCenter.requestAuthorization(options:completionHandler:)`).
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    /// The raw value. Modelled.
    public let rawValue: UInt
    /// Options with `rawValue`. Modelled.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Badging the app icon. Modelled.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Playing sounds. Modelled.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Showing alerts. Modelled.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Showing notifications in CarPlay. Modelled: asked for and stored; there is no car.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Critical alerts (an entitlement on iOS). Modelled: granted with the rest when allowed.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// The app has its own notification settings screen. Modelled: reported back in the settings.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Provisional authorization: granted without asking the user, as UserNotifications grants it. Modelled.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    /// Announcements through Siri; deprecated (iOS 15: always included). Shape only.
    public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
}
#endif
