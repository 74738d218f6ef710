#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationTrigger`: when a request fires; the base of the time-interval,
/// calendar and push triggers. Modelled: nothing fires by time on the headless device; a test fires
/// a pending request with `UNUserNotificationCenter.simulateDelivery(ofRequestWithIdentifier:appIsInForeground:)`,
/// after which a repeating trigger's request stays pending and any other's is gone.
open class UNNotificationTrigger: NSObject, NSCopying {
    /// Whether it fires again after firing. Modelled.
    open var repeats: Bool { repeatsValue }
    private let repeatsValue: Bool

    init(repeats: Bool) {
        repeatsValue = repeats
        super.init()
    }

    /// What UserNotifications raises when this trigger is made, if anything: the headless center
    /// refuses a request with such a trigger with this failure instead (see `UNTimeIntervalNotificationTrigger`).
    var rejection: DiffableFailure? { nil }

    /// Itself: a trigger does not change. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
