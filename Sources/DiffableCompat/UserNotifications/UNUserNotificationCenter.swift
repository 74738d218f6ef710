#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNUserNotificationCenter`: the app's one notification center. Modelled as a
/// headless device on which the user has not yet been asked:
/// - authorization is `.notDetermined` until the app asks; asking shows the prompt once, and the
///   headless user answers `simulatedUserAllowsNotifications` (false by default: declined, so
///   `.denied`); `.provisional` is granted without asking, as UserNotifications grants it; a decided
///   app is not asked again (see `simulateSettingsChange(to:granting:)` for the user's Settings);
/// - requests are kept in memory, in the order added; one with the identifier of a pending request
///   replaces it; they are listed and removed as UserNotifications does. Adding does not need
///   authorization (UserNotifications on iOS accepts the request and delivers nothing if the user
///   said no); a trigger UserNotifications raises on is refused with its exception (see
///   `UNTimeIntervalNotificationTrigger`);
/// - nothing is ever delivered by time or at once: a test delivers a pending request with
///   `simulateDelivery(ofRequestWithIdentifier:appIsInForeground:)` and answers it with
///   `simulateResponse(toNotificationWithIdentifier:actionIdentifier:)`, which call the delegate on
///   the main queue, as UserNotifications does;
/// - completion handlers run later on one serial background queue, in the order the calls were
///   made, as UserNotifications documents ("may execute on a background thread").
/// Not main-actor isolated and not `Sendable`, as in the SDK; its state is behind a lock, so any
/// thread may call it. `init()` is unavailable: use `current()`.
open class UNUserNotificationCenter: NSObject {
    nonisolated(unsafe) private static let app = UNUserNotificationCenter(app: ())

    /// The device's notification state for the app.
    let state = NotificationCenterState()
    /// Where completion handlers run, as UserNotifications' call-out queue.
    let callOut = DispatchQueue(label: "com.apple.usernotifications.UNUserNotificationServiceConnection.call-out")

    private init(app: Void) { super.init() }

    /// The app's notification center: the same one on every call. Modelled.
    open class func current() -> UNUserNotificationCenter { app }

    /// Told of notifications in the foreground and of the user's responses. Modelled: weak, as
    /// UserNotifications' `delegate`; called on the main queue.
    open var delegate: (any UNUserNotificationCenterDelegate)? {
        get { state.delegate }
        set { state.delegate = newValue }
    }

    /// Asks the user to allow `options`: `completionHandler` gets whether anything is granted (and
    /// no error) later on the background queue. Modelled (see the type: the prompt shows once, and
    /// the headless user answers `simulatedUserAllowsNotifications`).
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let granted = state.requestAuthorization(options)
        callOut.async { completionHandler(granted, nil) }
    }

    /// The app's notification settings, later on the background queue. Modelled (see `UNNotificationSettings`).
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        let (status, granted) = state.authorization
        callOut.async { completionHandler(UNNotificationSettings(authorizationStatus: status, granted: granted)) }
    }

    /// Schedules `request`, replacing a pending request with its identifier; `completionHandler`
    /// gets nil later on the background queue, or, for a trigger UserNotifications raises on, that
    /// exception as a `DiffableFailure` (and nothing is scheduled). Modelled.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let failure = state.add(request)
        guard let completionHandler else { return }
        callOut.async { completionHandler(failure) }
    }

    /// The requests waiting for their trigger, in the order added (a replaced request moves to the
    /// end), later on the background queue. Modelled.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        let requests = UncheckedSendable(state.pendingRequests)
        callOut.async { completionHandler(requests.value) }
    }

    /// Unschedules the pending requests with these identifiers; other identifiers are ignored. Modelled.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) { state.removePending(identifiers) }

    /// Unschedules every pending request. Modelled.
    open func removeAllPendingNotificationRequests() { state.removeAllPending() }

    /// The notifications Notification Center lists, in delivery order, later on the background queue. Modelled.
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        let notifications = UncheckedSendable(state.deliveredNotifications)
        callOut.async { completionHandler(notifications.value) }
    }

    /// Removes the delivered notifications with these identifiers from Notification Center. Modelled.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) { state.removeDelivered(identifiers) }

    /// Removes every delivered notification from Notification Center. Modelled.
    open func removeAllDeliveredNotifications() { state.removeAllDelivered() }

    /// Replaces the app's categories with `categories`. Modelled: responses choose among their actions.
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { state.notificationCategories = categories }

    /// The app's categories, later on the background queue. Modelled.
    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        let categories = UncheckedSendable(state.notificationCategories)
        callOut.async { completionHandler(categories.value) }
    }

    /// Sets the app icon's badge (iOS 16; 0 hides it): `completionHandler` gets nil later on the
    /// background queue, or `UNError.badgeInputInvalid` for a negative count, which changes nothing,
    /// as UserNotifications does. Modelled: see `iconBadgeCount`.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let failure = state.setBadge(newBadgeCount)
        guard let completionHandler else { return }
        callOut.async { completionHandler(failure) }
    }
}
#endif
