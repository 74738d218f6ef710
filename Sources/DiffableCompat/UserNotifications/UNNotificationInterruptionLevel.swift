#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationInterruptionLevel` (iOS 15), with its raw values. Shape only: stored on the content.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    /// Delivered quietly. Shape only.
    case passive = 0
    /// The default. Shape only.
    case active = 1
    /// Breaks through Focus. Shape only.
    case timeSensitive = 2
    /// Breaks through Focus and silence. Shape only.
    case critical = 3
}
#endif
