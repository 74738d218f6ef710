#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationAction`: a button a notification of some category offers.
/// Modelled as a value (equal when identifier, title and options are): a test chooses it by
/// identifier in `UNUserNotificationCenter.simulateResponse(toNotificationWithIdentifier:actionIdentifier:)`.
open class UNNotificationAction: NSObject, NSCopying {
    /// What the response's `actionIdentifier` is when the user chooses it. Modelled.
    public let identifier: String
    /// The button's title. Shape only: stored.
    public let title: String
    /// How it behaves. Shape only: stored.
    public let options: UNNotificationActionOptions

    /// An action. Modelled.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
        super.init()
    }

    /// Whether `object` is an equal action. Modelled: by identifier, title and options.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationAction else { return false }
        return identifier == other.identifier && title == other.title && options == other.options
    }

    /// A hash agreeing with `isEqual(_:)`. Modelled.
    open override var hash: Int { identifier.hashValue }

    /// Itself: an action does not change. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
