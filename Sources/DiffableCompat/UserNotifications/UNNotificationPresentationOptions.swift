#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationPresentationOptions`: how a notification that arrives while the
/// app is in the foreground is shown, as the delegate answers `userNotificationCenter(_:willPresent:…)`;
/// the framework's raw values. Modelled.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    /// The raw value. Modelled.
    public let rawValue: UInt
    /// Options with `rawValue`. Modelled.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Apply the notification's badge. Modelled: the center's `iconBadgeCount` takes it.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the sound. Modelled (nothing plays).
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show an alert; deprecated in iOS 14 for `.banner` and `.list`. Modelled as both.
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Keep it in Notification Center. Modelled: it joins the delivered notifications.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show a banner. Modelled (nothing draws; the user can tap it).
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
#endif
