import DiffableCompat
import Foundation
import Testing

/// Delivering and answering notifications: the tests a screen's notification handling needs.
extension UserNotificationsTests {
    /// A fresh install whose user allowed alerts, sounds and badges, with `screen` as the delegate.
    private func allowedCenter(delegate screen: (any UNUserNotificationCenterDelegate)?) -> UNUserNotificationCenter {
        let center = UNUserNotificationCenter.current()
        center.simulateReinstall()
        center.simulateSettingsChange(to: .authorized, granting: [.alert, .sound, .badge])
        center.delegate = screen
        return center
    }

    @Test("delivery in the foreground asks the screen's willPresent on the main thread; its answer lists the notification and applies the badge; a repeating request stays pending")
    func foregroundDelivery() async throws {
        let screen = RemindersScreen()
        let center = allowedCenter(delegate: screen)
        _ = screen.scheduleDaily("water", title: "Water", hour: 9)
        try await center.add(UNNotificationRequest(identifier: "once", content: reminderContent("Once"), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 300, repeats: false)))
        #expect(screen.heard.isEmpty && center.iconBadgeCount == 0)

        let before = Date()
        let shown = await center.simulateDelivery(ofRequestWithIdentifier: "water")
        let after = Date()
        #expect(shown == [.banner, .list, .sound, .badge] && screen.heard == ["willPresent water main true"], "\(screen.heard)")
        let delivered = await completion { center.getDeliveredNotifications(completionHandler: $0) }.value
        // Delivered when the test delivered it: between the clock's readings around the call, not
        // within a wall-time margin, which a busy machine can exceed.
        #expect(delivered.map(\.request.identifier) == ["water"] && delivered.first.map { $0.date >= before && $0.date <= after } == true)
        #expect(center.iconBadgeCount == 1)
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["water", "once"])

        screen.presentation = [.banner]
        #expect(await center.simulateDelivery(ofRequestWithIdentifier: "once") == [.banner])
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["water"])
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["water"])
        #expect(await center.simulateDelivery(ofRequestWithIdentifier: "once") == nil)
    }

    @Test("an app the user did not allow delivers nothing: the request fires, nothing is presented and the delegate is not asked")
    func unauthorizedDeliversNothing() async throws {
        let screen = RemindersScreen()
        let center = UNUserNotificationCenter.current()
        center.simulateReinstall()
        center.delegate = screen
        try await center.add(UNNotificationRequest(identifier: "quiet", content: reminderContent("Q"), trigger: nil))
        #expect(await center.simulateDelivery(ofRequestWithIdentifier: "quiet") == [])
        let delivered = await center.deliveredNotifications()
        let pending = await center.pendingNotificationRequests()
        #expect(screen.heard.isEmpty && delivered.isEmpty && pending.isEmpty)
        #expect(await center.simulateResponse(toNotificationWithIdentifier: "quiet") == false)
    }

    @Test("delivery in the background does not ask the delegate: banner and list, with sound and badge only when the content has them")
    func backgroundDelivery() async throws {
        let screen = RemindersScreen()
        let center = allowedCenter(delegate: screen)
        _ = screen.scheduleDaily("walk", title: "Walk", hour: 18)
        try await center.add(UNNotificationRequest(identifier: "plain", content: reminderContent("Plain"), trigger: nil))
        #expect(await center.simulateDelivery(ofRequestWithIdentifier: "walk", appIsInForeground: false) == [.banner, .list, .sound, .badge])
        #expect(await center.simulateDelivery(ofRequestWithIdentifier: "plain", appIsInForeground: false) == [.banner, .list])
        #expect(screen.heard.isEmpty && center.iconBadgeCount == 1)
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["walk", "plain"])
        center.removeDeliveredNotifications(withIdentifiers: ["walk"])
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["plain"])
        #expect(await center.simulateResponse(toNotificationWithIdentifier: "walk") == false)
    }

    @Test("tapping a delivered notification tells the screen's didReceive with the default action and opens its item; it leaves Notification Center and cannot be answered twice")
    func tapOpensTheItem() async throws {
        let screen = RemindersScreen()
        let center = allowedCenter(delegate: screen)
        _ = screen.scheduleDaily("water", title: "Water", hour: 9)
        _ = await center.simulateDelivery(ofRequestWithIdentifier: "water", appIsInForeground: false)
        #expect(await center.simulateResponse(toNotificationWithIdentifier: "water"))
        #expect(screen.heard == ["didReceive water \(UNNotificationDefaultActionIdentifier)"] && screen.opened == "water")
        #expect(await center.deliveredNotifications().isEmpty)
        #expect(await center.simulateResponse(toNotificationWithIdentifier: "water") == false)
    }

    @Test("a category's actions can be chosen; a dismissal reaches the delegate only with .customDismissAction; an action the category lacks changes nothing")
    func actionsAndDismissal() async throws {
        let screen = RemindersScreen()
        let center = allowedCenter(delegate: screen)
        let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze", options: [])
        center.setNotificationCategories([UNNotificationCategory(identifier: "reminder", actions: [snooze], intentIdentifiers: [], options: [])])
        #expect(await center.notificationCategories().first?.actions.first === snooze)
        for identifier in ["a", "b", "c"] { _ = screen.scheduleDaily(identifier, title: identifier, hour: 7) }
        for identifier in ["a", "b", "c"] { _ = await center.simulateDelivery(ofRequestWithIdentifier: identifier, appIsInForeground: false) }

        #expect(await center.simulateResponse(toNotificationWithIdentifier: "a", actionIdentifier: "archive") == false)
        #expect(await center.simulateResponse(toNotificationWithIdentifier: "a", actionIdentifier: "snooze"))
        #expect(await center.simulateResponse(toNotificationWithIdentifier: "b", actionIdentifier: UNNotificationDismissActionIdentifier))
        #expect(screen.heard == ["didReceive a snooze"])
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["c"])

        center.setNotificationCategories([UNNotificationCategory(identifier: "reminder", actions: [], intentIdentifiers: [], options: .customDismissAction)])
        #expect(await center.simulateResponse(toNotificationWithIdentifier: "c", actionIdentifier: UNNotificationDismissActionIdentifier))
        #expect(screen.heard.last == "didReceive c \(UNNotificationDismissActionIdentifier)")
    }

    @Test("a delegate written with the async forms is called through the completion-handler forms' defaults; one implementing nothing presents nothing")
    func asyncAndSilentDelegates() async throws {
        let delegate = AsyncNotificationDelegate()
        let center = allowedCenter(delegate: delegate)
        try await center.add(UNNotificationRequest(identifier: "n", content: reminderContent("N"), trigger: nil))
        #expect(await center.simulateDelivery(ofRequestWithIdentifier: "n") == [.banner])
        #expect(await center.deliveredNotifications().isEmpty)
        #expect(await center.simulateResponse(toNotificationWithIdentifier: "n"))
        #expect(delegate.heard == ["willPresent n", "didReceive \(UNNotificationDefaultActionIdentifier)"])

        let silent = SilentNotificationDelegate()
        center.delegate = silent
        try await center.add(UNNotificationRequest(identifier: "s", content: reminderContent("S"), trigger: nil))
        #expect(await center.simulateDelivery(ofRequestWithIdentifier: "s") == [])
        #expect(await center.simulateResponse(toNotificationWithIdentifier: "s") == false)
        center.delegate = nil
        try await center.add(UNNotificationRequest(identifier: "d", content: reminderContent("D"), trigger: nil))
        #expect(await center.simulateDelivery(ofRequestWithIdentifier: "d") == [])
    }

    @Test("a delegate calling its completion handler twice is heard once: the first answer counts, and nothing traps")
    func completionCalledTwice() async throws {
        let delegate = TwiceCallingDelegate()
        let center = allowedCenter(delegate: delegate)
        try await center.add(UNNotificationRequest(identifier: "t", content: reminderContent("T"), trigger: nil))
        #expect(await center.simulateDelivery(ofRequestWithIdentifier: "t") == [.list])
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["t"])
    }

    @Test("provisionally, a notification goes to the list only, whatever the delegate asks; the same identifier delivered again replaces the listed one")
    func provisionalListsOnly() async throws {
        let screen = RemindersScreen()
        let center = UNUserNotificationCenter.current()
        center.simulateReinstall()
        center.delegate = screen
        #expect(try await center.requestAuthorization(options: [.provisional, .alert]))
        _ = screen.scheduleDaily("news", title: "News", hour: 6)
        #expect(await center.simulateDelivery(ofRequestWithIdentifier: "news") == [.banner, .list, .sound, .badge])
        #expect(await center.simulateDelivery(ofRequestWithIdentifier: "news") != nil)
        #expect(await center.deliveredNotifications().count == 1 && center.iconBadgeCount == 0)
    }
}
