#if !canImport(UIKit)
import Foundation

/// The `async` forms Swift imports for the center's completion-handler methods. Each answers as its
/// completion-handler form does, in the caller's task. `nonisolated(nonsending)`, as Swift 6.2 and
/// later import Objective-C `async` methods: they run on the caller's actor, so a main-actor screen
/// calls them without sending the center.
extension UNUserNotificationCenter {
    /// Asks the user to allow `options`; whether anything is granted. Modelled (never throws here).
    nonisolated(nonsending) public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        state.requestAuthorization(options)
    }

    /// The app's notification settings. Modelled.
    nonisolated(nonsending) public func notificationSettings() async -> UNNotificationSettings {
        let (status, granted) = state.authorization
        return UNNotificationSettings(authorizationStatus: status, granted: granted)
    }

    /// Schedules `request`; throws, scheduling nothing, for a trigger UserNotifications raises on. Modelled.
    nonisolated(nonsending) public func add(_ request: UNNotificationRequest) async throws {
        if let failure = state.add(request) { throw failure }
    }

    /// The requests waiting for their trigger, in the order added. Modelled.
    nonisolated(nonsending) public func pendingNotificationRequests() async -> [UNNotificationRequest] { state.pendingRequests }

    /// The notifications Notification Center lists, in delivery order. Modelled.
    nonisolated(nonsending) public func deliveredNotifications() async -> [UNNotification] { state.deliveredNotifications }

    /// The app's categories. Modelled.
    nonisolated(nonsending) public func notificationCategories() async -> Set<UNNotificationCategory> { state.notificationCategories }

    /// Sets the app icon's badge (iOS 16); throws `UNError.badgeInputInvalid` for a negative count. Modelled.
    nonisolated(nonsending) public func setBadgeCount(_ newBadgeCount: Int) async throws {
        if let failure = state.setBadge(newBadgeCount) { throw failure }
    }
}
#endif
