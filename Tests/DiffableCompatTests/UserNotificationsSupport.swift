import DiffableCompat
import Foundation
import Testing

/// A reminders screen as the corpus's apps write one: it asks for authorization with a trailing
/// closure, schedules a daily reminder, and is the notification center's delegate, answering in
/// the completion-handler forms. `@preconcurrency` because the delegate protocol is not main-actor
/// isolated in the SDK (an app in the Swift 5 language mode writes the conformance plainly).
@MainActor
final class RemindersScreen: UIViewController, @preconcurrency UNUserNotificationCenterDelegate {
    var heard: [String] = []
    var presentation: UNNotificationPresentationOptions = [.banner, .list, .sound, .badge]
    var opened: String?

    func askPermission(_ done: @escaping @Sendable (Bool, Bool) -> Void) {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            done(granted && error == nil, isOnMainQueue())
        }
    }

    func scheduleDaily(_ identifier: String, title: String, hour: Int) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = "Time for \(title.lowercased())"
        content.sound = .default
        content.badge = 1
        content.categoryIdentifier = "reminder"
        content.userInfo = ["item": identifier]
        var components = DateComponents()
        components.hour = hour
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let request = UNNotificationRequest(identifier: identifier, content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request)
        return request
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        heard.append("willPresent \(notification.request.identifier) main \(isOnMainQueue())")
        completionHandler(presentation)
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        heard.append("didReceive \(response.notification.request.identifier) \(response.actionIdentifier)")
        opened = response.notification.request.content.userInfo["item"] as? String
        completionHandler()
    }
}

/// A delegate written with the `async` forms, as newer apps write it; it records what it is told.
final class AsyncNotificationDelegate: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []
    var heard: [String] { lock.withLock { events } }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        lock.withLock { events.append("willPresent \(notification.request.identifier)") }
        return [.banner]
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        lock.withLock { events.append("didReceive \(response.actionIdentifier)") }
    }
}

/// A delegate that implements nothing: the protocol's defaults answer.
final class SilentNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {}

/// A delegate that calls its completion handler twice, as a buggy app might.
final class TwiceCallingDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.list])
        completionHandler([.banner])
    }
}

/// A value a completion handler hands over from the center's background queue.
struct Handed<Value>: @unchecked Sendable {
    let value: Value
}

/// The value a completion handler was called with, and whether it ran on the main thread.
nonisolated(nonsending) func completion<Value>(_ start: (@escaping @Sendable (Value) -> Void) -> Void) async -> (value: Value, onMain: Bool) {
    let handed = await withCheckedContinuation { (done: CheckedContinuation<Handed<(Value, Bool)>, Never>) in
        start { value in done.resume(returning: Handed(value: (value, isOnMainQueue()))) }
    }
    return handed.value
}

/// A content with a title, as the tests schedule it.
func reminderContent(_ title: String) -> UNMutableNotificationContent {
    let content = UNMutableNotificationContent()
    content.title = title
    return content
}

/// The main queue's marker: the test runner may drain the main queue from a thread other than the
/// process's first, so `Thread.isMainThread` does not say which queue a callback runs on.
private let mainQueueMarker: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main queue.
func isOnMainQueue() -> Bool { DispatchQueue.getSpecific(key: mainQueueMarker) == true }
