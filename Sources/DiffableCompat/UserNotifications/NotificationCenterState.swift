#if !canImport(UIKit)
import Foundation

/// What the headless device keeps for the app's notifications, behind one lock: the user's decision
/// and what it granted, the requests waiting for their trigger (in the order added), what
/// Notification Center lists (in delivery order), what is shown and can still be answered, the
/// categories, the icon badge and the delegate. Every method is one critical section, so calls from
/// any thread apply in the order made.
final class NotificationCenterState: @unchecked Sendable {
    private let lock = NSLock()
    private var status = UNAuthorizationStatus.notDetermined
    private var granted: UNAuthorizationOptions = []
    private var userAllows = false
    private var pending: [UNNotificationRequest] = []
    private var delivered: [UNNotification] = []
    private var shown: [String: UNNotification] = [:]
    private var categories: Set<UNNotificationCategory> = []
    private var badge = 0
    private weak var delegateObject: (any UNUserNotificationCenterDelegate)?

    var delegate: (any UNUserNotificationCenterDelegate)? {
        get { lock.withLock { delegateObject } }
        set { lock.withLock { delegateObject = newValue } }
    }

    var allowsWhenAsked: Bool {
        get { lock.withLock { userAllows } }
        set { lock.withLock { userAllows = newValue } }
    }

    var iconBadgeCount: Int { lock.withLock { badge } }

    /// The authorization and what it granted, for a settings snapshot.
    var authorization: (status: UNAuthorizationStatus, granted: UNAuthorizationOptions) { lock.withLock { (status, granted) } }

    /// Answers a request for `options` as the headless user does: provisional authorization is
    /// granted without asking; an undetermined (or provisional) app asks, and the user answers
    /// `userAllows`; a decided app is not asked again. Returns whether anything is granted.
    func requestAuthorization(_ options: UNAuthorizationOptions) -> Bool {
        lock.withLock {
            switch status {
            case .denied: return false
            case .authorized, .ephemeral: return true
            case .notDetermined, .provisional:
                if options.contains(.provisional) {
                    if status == .notDetermined { (status, granted) = (.provisional, options) }
                    return true
                }
                (status, granted) = userAllows ? (.authorized, options) : (.denied, [])
                return userAllows
            }
        }
    }

    /// Sets the authorization as the user would in Settings.
    func setAuthorization(_ newStatus: UNAuthorizationStatus, granted options: UNAuthorizationOptions) {
        lock.withLock { (status, granted) = (newStatus, newStatus == .denied || newStatus == .notDetermined ? [] : options) }
    }

    /// Schedules `request`, replacing a pending one with its identifier; the failure instead when
    /// UserNotifications would not accept its trigger.
    func add(_ request: UNNotificationRequest) -> (any Error)? {
        if let rejection = request.trigger?.rejection { return rejection }
        lock.withLock {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
        }
        return nil
    }

    var pendingRequests: [UNNotificationRequest] { lock.withLock { pending } }

    func removePending(_ identifiers: [String]) {
        let removed = Set(identifiers)
        lock.withLock { pending.removeAll { removed.contains($0.identifier) } }
    }

    func removeAllPending() { lock.withLock { pending.removeAll() } }

    var deliveredNotifications: [UNNotification] { lock.withLock { delivered } }

    func removeDelivered(_ identifiers: [String]) {
        let removed = Set(identifiers)
        lock.withLock {
            delivered.removeAll { removed.contains($0.request.identifier) }
            shown = shown.filter { !removed.contains($0.key) }
        }
    }

    func removeAllDelivered() {
        lock.withLock {
            delivered.removeAll()
            shown.removeAll()
        }
    }

    var notificationCategories: Set<UNNotificationCategory> {
        get { lock.withLock { categories } }
        set { lock.withLock { categories = newValue } }
    }

    /// Sets the icon badge; UserNotifications' error for a negative count, leaving it unchanged.
    func setBadge(_ count: Int) -> UNError? {
        guard count >= 0 else { return UNError(.badgeInputInvalid) }
        lock.withLock { badge = count }
        return nil
    }

    /// Fires the pending request named `identifier`: it stays pending only if its trigger repeats.
    /// The notification delivered now, with the authorization in force; nil when none is pending.
    func fire(_ identifier: String) -> (notification: UNNotification, status: UNAuthorizationStatus, granted: UNAuthorizationOptions)? {
        lock.withLock {
            guard let index = pending.firstIndex(where: { $0.identifier == identifier }) else { return nil }
            let request = pending[index]
            if request.trigger?.repeats != true { pending.remove(at: index) }
            return (UNNotification(date: Date(), request: request), status, granted)
        }
    }

    /// Records `notification` shown with `effective` presentation: listed in Notification Center
    /// (replacing one with its identifier) with `.list` or `.alert`, answerable when anything
    /// visible shows, and its badge applied with `.badge`.
    func present(_ notification: UNNotification, _ effective: UNNotificationPresentationOptions) {
        let identifier = notification.request.identifier
        lock.withLock {
            if !effective.isDisjoint(with: [.list, .alert]) {
                delivered.removeAll { $0.request.identifier == identifier }
                delivered.append(notification)
            }
            if !effective.isDisjoint(with: [.list, .alert, .banner]) { shown[identifier] = notification }
            if effective.contains(.badge), let count = notification.request.content.badge?.intValue, count >= 0 { badge = count }
        }
    }

    /// Takes the shown notification named `identifier` for a response with `actionIdentifier`: it
    /// leaves Notification Center. Whether the delegate hears of it (a dismissal only with the
    /// category's `.customDismissAction`); nil when nothing of that name is shown or its category
    /// has no such action, leaving everything as it was.
    func respond(_ identifier: String, actionIdentifier: String) -> (notification: UNNotification, tellsDelegate: Bool)? {
        lock.withLock {
            guard let notification = shown[identifier] else { return nil }
            let category = categories.first { $0.identifier == notification.request.content.categoryIdentifier }
            let tells: Bool
            switch actionIdentifier {
            case UNNotificationDefaultActionIdentifier: tells = true
            case UNNotificationDismissActionIdentifier: tells = category?.options.contains(.customDismissAction) == true
            default:
                guard category?.actions.contains(where: { $0.identifier == actionIdentifier }) == true else { return nil }
                tells = true
            }
            shown[identifier] = nil
            delivered.removeAll { $0.request.identifier == identifier }
            return (notification, tells)
        }
    }

    /// Everything as on a fresh install.
    func reset() {
        lock.withLock {
            (status, granted, userAllows) = (.notDetermined, [], false)
            pending.removeAll()
            delivered.removeAll()
            shown.removeAll()
            categories.removeAll()
            badge = 0
            delegateObject = nil
        }
    }
}
#endif
