import DiffableCompat
import Foundation
import Testing

/// The app's one notification center is shared by every test here, so they run one at a time, each
/// from a fresh install.
@MainActor
@Suite("UserNotifications: the headless device's center (corpus ranking part: UNUserNotificationCenter 6 apps, 25 files; UNMutableNotificationContent 4 apps)", .serialized, .timeLimit(.minutes(1)))
struct UserNotificationsTests {
    @Test("authorization is undetermined until the app asks; the prompt shows once and the headless user declines by default; asking again does not prompt; handlers run off the main thread")
    func declinedOnceAndRemembered() async {
        let center = UNUserNotificationCenter.current()
        center.simulateReinstall()
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
        let screen = RemindersScreen()
        let first = await completion { done in screen.askPermission { done(($0, $1)) } }
        #expect(first.value == (false, false) && first.onMain == false)
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .denied && settings.alertSetting == .disabled && settings.alertStyle == .none)
        center.simulatedUserAllowsNotifications = true
        #expect(await (try? center.requestAuthorization(options: [.alert])) == false)
        #expect(await center.notificationSettings().authorizationStatus == .denied)
    }

    @Test("a user who allows grants what was asked: alert, sound and badge enabled, the rest not; provisional authorization needs no prompt")
    func allowedAndProvisional() async throws {
        let center = UNUserNotificationCenter.current()
        center.simulateReinstall()
        center.simulatedUserAllowsNotifications = true
        #expect(try await center.requestAuthorization(options: [.alert, .badge]))
        let settings = await completion { center.getNotificationSettings(completionHandler: $0) }.value
        #expect(settings.authorizationStatus == .authorized && settings.alertSetting == .enabled && settings.badgeSetting == .enabled)
        #expect(settings.soundSetting == .disabled && settings.carPlaySetting == .notSupported && settings.alertStyle == .banner)
        #expect(settings.notificationCenterSetting == .enabled && settings.lockScreenSetting == .enabled)

        center.simulateReinstall()
        #expect(try await center.requestAuthorization(options: [.alert, .provisional]))
        let quiet = await center.notificationSettings()
        #expect(quiet.authorizationStatus == .provisional && quiet.notificationCenterSetting == .enabled && quiet.alertSetting == .disabled)
        #expect(await center.notificationSettings().providesAppNotificationSettings == false)
    }

    @Test("the user's Settings change the authorization; a reinstall forgets everything")
    func settingsAndReinstall() async throws {
        let center = UNUserNotificationCenter.current()
        center.simulateReinstall()
        center.simulateSettingsChange(to: .authorized, granting: [.sound])
        #expect(await center.notificationSettings().soundSetting == .enabled)
        #expect(await center.notificationSettings().alertSetting == .disabled)
        try await center.add(UNNotificationRequest(identifier: "a", content: reminderContent("A"), trigger: nil))
        center.setNotificationCategories([UNNotificationCategory(identifier: "c", actions: [], intentIdentifiers: [])])
        center.simulateReinstall()
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
        #expect(await center.pendingNotificationRequests().isEmpty && center.delegate == nil && center.iconBadgeCount == 0)
        #expect(await center.notificationCategories().isEmpty && center.simulatedUserAllowsNotifications == false)
    }

    @Test("pending requests are kept in the order added; the same identifier replaces; removal by identifier and all; adding needs no authorization")
    func pendingRequests() async throws {
        let center = UNUserNotificationCenter.current()
        center.simulateReinstall()
        let screen = RemindersScreen()
        _ = screen.scheduleDaily("water", title: "Water", hour: 9)
        _ = screen.scheduleDaily("walk", title: "Walk", hour: 18)
        _ = screen.scheduleDaily("water", title: "Water the plants", hour: 10)
        let pending = await completion { center.getPendingNotificationRequests(completionHandler: $0) }
        #expect(pending.value.map(\.identifier) == ["walk", "water"] && pending.onMain == false)
        #expect(pending.value.last?.content.title == "Water the plants")
        #expect((pending.value.last?.trigger as? UNCalendarNotificationTrigger)?.dateComponents.hour == 10)
        center.removePendingNotificationRequests(withIdentifiers: ["walk", "unknown"])
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["water"])
        try await center.add(UNNotificationRequest(identifier: "x", content: reminderContent("X"), trigger: nil))
        center.removeAllPendingNotificationRequests()
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    @Test("a request keeps a read-only copy of its content: later changes to the mutable content change nothing; mutableCopy() gives mutable content")
    func contentIsCopied() {
        let content = UNMutableNotificationContent()
        content.title = "Before"
        content.badge = 3
        content.userInfo = ["id": 7]
        let request = UNNotificationRequest(identifier: "r", content: content, trigger: nil)
        content.title = "After"
        #expect(request.content.title == "Before" && request.content.badge == 3 && request.content.userInfo["id"] as? Int == 7)
        #expect(!(request.content is UNMutableNotificationContent))
        let editable = request.content.mutableCopy() as? UNMutableNotificationContent
        editable?.subtitle = "Edited"
        #expect(editable?.title == "Before" && editable?.subtitle == "Edited" && request.content.subtitle.isEmpty)
        #expect(content.sound == nil && content.interruptionLevel == .active && content.threadIdentifier.isEmpty)
    }

    @Test("completion handlers run off the main thread in the order the calls were made")
    func handlersInCallOrder() async {
        let center = UNUserNotificationCenter.current()
        center.simulateReinstall()
        let order = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
            let log = LockedLog()
            center.add(UNNotificationRequest(identifier: "one", content: reminderContent("1"), trigger: nil)) { _ in log.append("added") }
            center.getPendingNotificationRequests { requests in log.append("pending \(requests.count)") }
            center.getNotificationSettings { _ in log.append("settings \(isOnMainQueue())") }
            center.setBadgeCount(2) { _ in done.resume(returning: log.append("badge")) }
        }
        #expect(order == ["added", "pending 1", "settings false", "badge"])
        #expect(center.iconBadgeCount == 2)
    }

    @Test("a repeating interval under 60 s, or an interval not above 0, is refused with UserNotifications' exception as a typed failure, without a trap; nothing is scheduled")
    func invalidIntervalsRefused() async {
        let center = UNUserNotificationCenter.current()
        center.simulateReinstall()
        let tooShort = UNTimeIntervalNotificationTrigger(timeInterval: 30, repeats: true)
        #expect(tooShort.nextTriggerDate() == nil && tooShort.repeats && tooShort.timeInterval == 30)
        let error = await completion { done in
            center.add(UNNotificationRequest(identifier: "short", content: reminderContent("S"), trigger: tooShort)) { done($0.map { $0 as? DiffableFailure }) }
        }.value
        #expect(error??.reason == "time interval must be at least 60 if repeating" && error??.name == "NSInternalInconsistencyException")
        do {
            try await center.add(UNNotificationRequest(identifier: "zero", content: reminderContent("Z"), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 0, repeats: false)))
            Issue.record("a zero interval was accepted")
        } catch let failure as DiffableFailure {
            #expect(failure.reason == "time interval must be greater than 0")
        } catch { Issue.record("unexpected \(error)") }
        #expect(await center.pendingNotificationRequests().isEmpty)
        let once = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
        let minute = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
        #expect(once.nextTriggerDate().map { abs($0.timeIntervalSinceNow - 5) < 2 } == true && minute.nextTriggerDate() != nil)
        #expect(UNTimeIntervalNotificationTrigger(timeInterval: .nan, repeats: false).nextTriggerDate() == nil)
    }

    @Test("a calendar trigger's next date is the next one matching its components; components naming no date give none")
    func calendarNextDate() {
        let trigger = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8, minute: 30), repeats: true)
        let next = trigger.nextTriggerDate()
        let parts = next.map { Calendar.current.dateComponents([.hour, .minute], from: $0) }
        #expect(next.map { $0 > Date() } == true && parts?.hour == 8 && parts?.minute == 30)
        #expect(UNCalendarNotificationTrigger(dateMatching: DateComponents(), repeats: false).nextTriggerDate() == nil)
        #expect(UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 25), repeats: false).nextTriggerDate() == nil)
    }

    @Test("the icon badge: set and cleared; a negative count fails with UNError.badgeInputInvalid (UNErrorDomain 1600) and changes nothing")
    func badgeCount() async throws {
        let center = UNUserNotificationCenter.current()
        center.simulateReinstall()
        try await center.setBadgeCount(5)
        #expect(center.iconBadgeCount == 5)
        var caught = false
        do { try await center.setBadgeCount(-1) } catch UNError.badgeInputInvalid { caught = true }
        #expect(caught && center.iconBadgeCount == 5)
        let error = await completion { done in center.setBadgeCount(-2) { done($0.map { $0 as NSError }) } }.value
        #expect(error?.domain == UNErrorDomain && error?.code == 1600)
        try await center.setBadgeCount(0)
        #expect(center.iconBadgeCount == 0)
    }

    @Test("options, statuses and identifiers carry UserNotifications' raw values and strings; sounds compare by name")
    func valuesAsInTheSDK() {
        #expect(UNAuthorizationOptions.provisional.rawValue == 64 && UNAuthorizationOptions([.badge, .sound, .alert]).rawValue == 7)
        #expect(UNNotificationPresentationOptions.banner.rawValue == 16 && UNNotificationPresentationOptions.list.rawValue == 8)
        #expect(UNAuthorizationStatus.ephemeral.rawValue == 4 && UNNotificationSetting.enabled.rawValue == 2)
        #expect(UNNotificationDefaultActionIdentifier == "com.apple.UNNotificationDefaultActionIdentifier")
        #expect(UNNotificationDismissActionIdentifier == "com.apple.UNNotificationDismissActionIdentifier")
        let content = UNMutableNotificationContent()
        content.sound = .default
        #expect(content.sound == .default && content.sound != UNNotificationSound(named: UNNotificationSoundName("chime.caf")))
        #expect(UNNotificationSound(named: UNNotificationSoundName(rawValue: "a.caf")) == UNNotificationSound(named: UNNotificationSoundName("a.caf")))
        #expect(UNNotificationSound.defaultCritical != .default)
        #expect(UNNotificationAction(identifier: "done", title: "Done") == UNNotificationAction(identifier: "done", title: "Done", options: []))
    }

    @Test("the delegate is weak, as UserNotifications' delegate")
    func delegateIsWeak() {
        let center = UNUserNotificationCenter.current()
        center.simulateReinstall()
        var delegate: SilentNotificationDelegate? = SilentNotificationDelegate()
        center.delegate = delegate
        #expect(center.delegate === delegate)
        delegate = nil
        #expect(center.delegate == nil)
    }
}

/// A log appended from the center's background queue.
final class LockedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    /// Appends `line`; every line so far.
    @discardableResult
    func append(_ line: String) -> [String] { lock.withLock { lines.append(line); return lines } }
}
