#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationCategoryOptions`, with their raw values. Modelled:
/// `.customDismissAction` decides whether a dismissal reaches the delegate.
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    /// The raw value. Modelled.
    public let rawValue: UInt
    /// Options with `rawValue`. Modelled.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Tell the delegate when the user dismisses the notification. Modelled.
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// Allow in CarPlay. Shape only.
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// Show the title when previews are hidden. Shape only.
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// Show the subtitle when previews are hidden. Shape only.
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}
#endif
