#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNMutableNotificationContent`: the content an app fills in for a request.
/// Modelled: every property is settable; a request made with it keeps a read-only copy.
open class UNMutableNotificationContent: UNNotificationContent {
    // `init()` is inherited: it makes empty mutable content to fill in.
    override init(fields: Fields) { super.init(fields: fields) }

    /// The title. Modelled.
    open override var title: String {
        get { fields.title }
        set { fields.title = newValue }
    }
    /// The subtitle. Modelled.
    open override var subtitle: String {
        get { fields.subtitle }
        set { fields.subtitle = newValue }
    }
    /// The body. Modelled.
    open override var body: String {
        get { fields.body }
        set { fields.body = newValue }
    }
    /// The number the app icon shows on delivery; nil leaves the badge as it is. Modelled.
    open override var badge: NSNumber? {
        get { fields.badge }
        set { fields.badge = newValue }
    }
    /// The sound; nil plays none. Modelled.
    open override var sound: UNNotificationSound? {
        get { fields.sound }
        set { fields.sound = newValue }
    }
    /// The app's own values. Modelled.
    open override var userInfo: [AnyHashable: Any] {
        get { fields.userInfo }
        set { fields.userInfo = newValue }
    }
    /// The category whose actions the notification offers. Modelled.
    open override var categoryIdentifier: String {
        get { fields.categoryIdentifier }
        set { fields.categoryIdentifier = newValue }
    }
    /// The thread notifications are grouped by. Shape only: stored.
    open override var threadIdentifier: String {
        get { fields.threadIdentifier }
        set { fields.threadIdentifier = newValue }
    }
    /// The launch image's name. Shape only: stored.
    open override var launchImageName: String {
        get { fields.launchImageName }
        set { fields.launchImageName = newValue }
    }
    /// The scene to bring forward (iOS 13). Shape only: stored.
    open override var targetContentIdentifier: String? {
        get { fields.targetContentIdentifier }
        set { fields.targetContentIdentifier = newValue }
    }
    /// How much it interrupts (iOS 15). Shape only: stored.
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { fields.interruptionLevel }
        set { fields.interruptionLevel = newValue }
    }
    /// Its rank in a summary, 0…1 (iOS 15). Shape only: stored.
    open override var relevanceScore: Double {
        get { fields.relevanceScore }
        set { fields.relevanceScore = newValue }
    }
    /// The Focus filter it matches (iOS 16). Shape only: stored.
    open override var filterCriteria: String? {
        get { fields.filterCriteria }
        set { fields.filterCriteria = newValue }
    }
}
#endif
