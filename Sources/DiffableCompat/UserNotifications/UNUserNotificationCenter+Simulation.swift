#if !canImport(UIKit)
import Foundation

/// What a test plays on the headless device: the user's answers and settings, delivery of a pending
/// request, a tap on a notification, a reinstall; and the icon badge it reads. Additions, not
/// UserNotifications API: the `simulate` prefix keeps them apart from Apple's names.
extension UNUserNotificationCenter {
    /// What the headless user answers when the app's authorization prompt shows (an addition):
    /// false, declining, by default. Read when the prompt shows; the answer is then remembered, so
    /// changing this later changes nothing until `simulateSettingsChange(to:granting:)` or
    /// `simulateReinstall()`.
    public var simulatedUserAllowsNotifications: Bool {
        get { state.allowsWhenAsked }
        set { state.allowsWhenAsked = newValue }
    }

    /// The number the app icon's badge shows, 0 for none (an addition): set by
    /// `setBadgeCount(_:withCompletionHandler:)` and by a delivered notification's `badge` when
    /// badges are presented.
    public var iconBadgeCount: Int { state.iconBadgeCount }

    /// The user changing the app's notifications in Settings (an addition): the authorization
    /// becomes `status`, granting `options` when it allows anything (`.notDetermined`, as after
    /// deleting the app, and `.denied` grant nothing). Nothing else changes.
    public func simulateSettingsChange(to status: UNAuthorizationStatus, granting options: UNAuthorizationOptions = [.alert, .sound, .badge]) {
        state.setAuthorization(status, granted: options)
    }

    /// The app deleted and installed again (an addition): authorization not determined, the
    /// headless user declining again, no pending or delivered notifications, no categories, no
    /// badge and no delegate: the state of a first launch, for a test to start from.
    public func simulateReinstall() { state.reset() }

    /// The pending request named `identifier` firing now (an addition): it leaves the pending
    /// requests unless its trigger repeats. Returns how it was presented; nil when no such request
    /// is pending.
    /// - Not authorized (not determined or denied): nothing is presented and the delegate is not
    ///   told, as UserNotifications delivers nothing then: `[]`.
    /// - In the foreground: the delegate's `userNotificationCenter(_:willPresent:…)` answers, on the
    ///   main queue (`[]` without a delegate); this returns once it called its completion handler,
    ///   with its answer. What the authorization allows of the answer takes effect.
    /// - In the background (`appIsInForeground: false`): the delegate is not asked; the system
    ///   presents it as the authorization allows: banner and list with alerts, sound when the
    ///   content has one and sounds are allowed, badge likewise (provisional: the list only).
    /// Taking effect: with `.list` (or the deprecated `.alert`) it joins the delivered
    /// notifications, replacing one with its identifier; with anything visible the user can answer
    /// it (`simulateResponse`); with `.badge` and a content badge, `iconBadgeCount` takes it.
    nonisolated(nonsending) public func simulateDelivery(ofRequestWithIdentifier identifier: String, appIsInForeground: Bool = true) async -> UNNotificationPresentationOptions? {
        guard let fired = state.fire(identifier) else { return nil }
        let allowed = Self.presentation(allowedBy: fired.status, granting: fired.granted)
        guard !allowed.isEmpty else { return [] }
        let presented: UNNotificationPresentationOptions
        if appIsInForeground {
            presented = await askDelegateToPresent(fired.notification)
        } else {
            var shown = allowed.subtracting(.alert)
            if fired.notification.request.content.sound == nil { shown.remove(.sound) }
            if fired.notification.request.content.badge == nil { shown.remove(.badge) }
            presented = shown
        }
        state.present(fired.notification, presented.intersection(allowed))
        return presented
    }

    /// The user answering the shown notification named `identifier` (an addition): opening it
    /// (`UNNotificationDefaultActionIdentifier`, the default), dismissing it
    /// (`UNNotificationDismissActionIdentifier`) or choosing one of its category's actions. The
    /// notification leaves Notification Center, and the delegate's
    /// `userNotificationCenter(_:didReceive:…)` is told on the main queue (a dismissal only when the
    /// category has `.customDismissAction`, as UserNotifications tells it); this returns once the
    /// delegate called its completion handler. False, changing nothing, when no notification of
    /// that name is shown (never delivered, delivered unseen, or already answered or removed) or its
    /// category has no such action.
    nonisolated(nonsending) public func simulateResponse(toNotificationWithIdentifier identifier: String,
                                 actionIdentifier: String = UNNotificationDefaultActionIdentifier) async -> Bool {
        guard let taken = state.respond(identifier, actionIdentifier: actionIdentifier) else { return false }
        guard taken.tellsDelegate else { return true }
        let response = UNNotificationResponse(notification: taken.notification, actionIdentifier: actionIdentifier)
        let call = UncheckedSendable((self, response))
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let once = ResumeOnce(done)
            DispatchQueue.main.async {
                let (center, response) = call.value
                guard let delegate = center.delegate else { return once.resume(()) }
                delegate.userNotificationCenter(center, didReceive: response) { once.resume(()) }
            }
        }
        return true
    }

    /// Asks the delegate, on the main queue, how to present `notification`; `[]` without one.
    nonisolated(nonsending) private func askDelegateToPresent(_ notification: UNNotification) async -> UNNotificationPresentationOptions {
        let call = UncheckedSendable((self, notification))
        return await withCheckedContinuation { done in
            let once = ResumeOnce(done)
            DispatchQueue.main.async {
                let (center, notification) = call.value
                guard let delegate = center.delegate else { return once.resume([]) }
                delegate.userNotificationCenter(center, willPresent: notification) { once.resume($0) }
            }
        }
    }

    /// What the authorization lets a notification show: with alerts a banner and the list, with
    /// sounds a sound, with badges a badge; provisionally the list only; nothing otherwise.
    static func presentation(allowedBy status: UNAuthorizationStatus, granting granted: UNAuthorizationOptions) -> UNNotificationPresentationOptions {
        switch status {
        case .notDetermined, .denied: return []
        case .provisional: return .list
        case .authorized, .ephemeral:
            var allowed: UNNotificationPresentationOptions = []
            if granted.contains(.alert) { allowed.formUnion([.banner, .list, .alert]) }
            if granted.contains(.sound) { allowed.insert(.sound) }
            if granted.contains(.badge) { allowed.insert(.badge) }
            return allowed
        }
    }
}

/// A continuation resumed once however often the app calls its completion handler: a second call
/// is ignored rather than trapping, as a double resume would.
final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?

    init(_ continuation: CheckedContinuation<Value, Never>) { self.continuation = continuation }

    func resume(_ value: Value) {
        let waiting = lock.withLock { () -> CheckedContinuation<Value, Never>? in
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: value)
    }
}
#endif
