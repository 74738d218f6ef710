#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNUserNotificationCenterDelegate`. Every requirement is optional in
/// UserNotifications and has its default here, and each callback comes in the two forms Swift
/// imports: with a completion handler, and `async`. Implement either: the center calls the
/// completion-handler form, whose default runs the `async` form (in a task) and hands its answer on,
/// as the Objective-C thunk of an `async` implementation does on iOS. With neither, a notification
/// arriving in the foreground is not presented (`[]`), as UserNotifications does. Not main-actor
/// isolated, as in the SDK; the `async` forms are `nonisolated(nonsending)`, as Swift 6.2 and later
/// import Objective-C `async` methods; the headless center calls it on the main queue.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// A notification arrived while the app is in the foreground: how to present it. Modelled:
    /// called for `UNUserNotificationCenter.simulateDelivery(ofRequestWithIdentifier:appIsInForeground:)`.
    /// Default: the `async` form's answer.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    /// The `async` form of `userNotificationCenter(_:willPresent:withCompletionHandler:)`. Modelled.
    /// Default: `[]`, not presented.
    nonisolated(nonsending) func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    /// The user opened, dismissed or chose an action of a notification. Modelled: called for
    /// `UNUserNotificationCenter.simulateResponse(toNotificationWithIdentifier:actionIdentifier:)`.
    /// Default: the `async` form, then the completion handler.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    /// The `async` form of `userNotificationCenter(_:didReceive:withCompletionHandler:)`. Modelled.
    /// Default: nothing.
    nonisolated(nonsending) func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// The user asked, from Settings, for the app's own notification settings (iOS 12). Shape only:
    /// nothing opens Settings headlessly. Default: nothing.
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    /// Runs the `async` form in a task and hands its answer to `completionHandler`. Modelled.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        let call = UncheckedSendable((self as any UNUserNotificationCenterDelegate, center, notification))
        Task {
            let (delegate, center, notification) = call.value
            completionHandler(await delegate.userNotificationCenter(center, willPresent: notification))
        }
    }

    /// `[]`: not presented, as UserNotifications does for a delegate without the method. Modelled.
    nonisolated(nonsending) public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        []
    }

    /// Runs the `async` form in a task, then calls `completionHandler`. Modelled.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        let call = UncheckedSendable((self as any UNUserNotificationCenterDelegate, center, response))
        Task {
            let (delegate, center, response) = call.value
            await delegate.userNotificationCenter(center, didReceive: response)
            completionHandler()
        }
    }

    /// Nothing. Modelled.
    nonisolated(nonsending) public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}

    /// Nothing. Shape only.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
#endif
