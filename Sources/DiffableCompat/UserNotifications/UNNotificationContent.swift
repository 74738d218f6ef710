#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationContent`: what a notification shows, read-only. Modelled:
/// a request keeps a read-only copy of the content it was made with, so changing a
/// `UNMutableNotificationContent` afterwards changes no request, as in UserNotifications;
/// `mutableCopy()` gives a `UNMutableNotificationContent`. Attachments are not modelled.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying {
    /// Every property, kept together so copies are one assignment.
    struct Fields {
        var title = ""
        var subtitle = ""
        var body = ""
        var badge: NSNumber?
        var sound: UNNotificationSound?
        var userInfo: [AnyHashable: Any] = [:]
        var categoryIdentifier = ""
        var threadIdentifier = ""
        var launchImageName = ""
        var targetContentIdentifier: String?
        var interruptionLevel = UNNotificationInterruptionLevel.active
        var relevanceScore = 0.0
        var filterCriteria: String?
    }

    var fields: Fields

    init(fields: Fields) {
        self.fields = fields
        super.init()
    }

    /// Empty content. Modelled.
    public override convenience init() { self.init(fields: Fields()) }

    /// The title. Modelled.
    open var title: String { fields.title }
    /// The subtitle. Modelled.
    open var subtitle: String { fields.subtitle }
    /// The body. Modelled.
    open var body: String { fields.body }
    /// The number the app icon shows on delivery; nil leaves the badge as it is. Modelled: see
    /// `UNUserNotificationCenter.iconBadgeCount`.
    open var badge: NSNumber? { fields.badge }
    /// The sound; nil plays none. Modelled: decides whether a background delivery presents `.sound`.
    open var sound: UNNotificationSound? { fields.sound }
    /// The app's own values. Modelled.
    open var userInfo: [AnyHashable: Any] { fields.userInfo }
    /// The category whose actions the notification offers. Modelled: see `UNNotificationCategory`.
    open var categoryIdentifier: String { fields.categoryIdentifier }
    /// The thread notifications are grouped by. Shape only: stored.
    open var threadIdentifier: String { fields.threadIdentifier }
    /// The launch image's name. Shape only: stored.
    open var launchImageName: String { fields.launchImageName }
    /// The scene to bring forward (iOS 13). Shape only: stored.
    open var targetContentIdentifier: String? { fields.targetContentIdentifier }
    /// How much it interrupts (iOS 15). Shape only: stored, `.active` by default.
    open var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
    /// Its rank in a summary, 0…1 (iOS 15). Shape only: stored.
    open var relevanceScore: Double { fields.relevanceScore }
    /// The Focus filter it matches (iOS 16). Shape only: stored.
    open var filterCriteria: String? { fields.filterCriteria }

    /// A read-only copy. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { UNNotificationContent(fields: fields) }
    /// A `UNMutableNotificationContent` with the same values. Modelled.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { UNMutableNotificationContent(fields: fields) }
}
#endif
