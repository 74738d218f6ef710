#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationActionOptions`, with their raw values. Shape only: stored on the action.
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    /// The raw value. Shape only.
    public let rawValue: UInt
    /// Options with `rawValue`. Shape only.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The device must be unlocked. Shape only.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// Shown as destructive. Shape only.
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Opens the app. Shape only.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}
#endif
