#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationCategory`: the actions notifications with its identifier as
/// their `categoryIdentifier` offer. Modelled as a value (equal when every property is): the center
/// keeps the set `setNotificationCategories(_:)` was given, and a response chooses among its actions.
open class UNNotificationCategory: NSObject, NSCopying {
    /// The identifier contents name. Modelled.
    public let identifier: String
    /// The actions, in order. Modelled.
    public let actions: [UNNotificationAction]
    /// The SiriKit intents it handles. Shape only: stored.
    public let intentIdentifiers: [String]
    /// Its options. Modelled (`.customDismissAction`).
    public let options: UNNotificationCategoryOptions
    /// The text shown for the body when previews are hidden (iOS 11). Shape only: stored.
    public let hiddenPreviewsBodyPlaceholder: String

    /// A category. Modelled.
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            options: UNNotificationCategoryOptions = []) {
        self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                  hiddenPreviewsBodyPlaceholder: "", options: options)
    }

    /// A category with a placeholder for hidden previews (iOS 11). Modelled.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        super.init()
    }

    /// Whether `object` is an equal category. Modelled: by every property.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationCategory else { return false }
        return identifier == other.identifier && actions == other.actions && intentIdentifiers == other.intentIdentifiers
            && options == other.options && hiddenPreviewsBodyPlaceholder == other.hiddenPreviewsBodyPlaceholder
    }

    /// A hash agreeing with `isEqual(_:)`. Modelled.
    open override var hash: Int { identifier.hashValue }

    /// Itself: a category does not change. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
