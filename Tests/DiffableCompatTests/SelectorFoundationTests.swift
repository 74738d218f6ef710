import DiffableCompat
import Foundation
import Testing

/// An observer as ported code has it: notification, timer and delayed-perform methods.
final class ObservingScreen: UIViewController {
    var log: [String] = []

    func notesChanged(_ notification: Notification) { log.append("changed \(notification.name.rawValue) \(notification.object as? String ?? "-")") }
    func appBecameActive() { log.append("active") }
    func tick(_ timer: Timer) { log.append("tick \(timer.userInfo as? String ?? "-")") }
    func reload(_ argument: Any?) { log.append("reload \(argument as? Int ?? -1)") }
    func pair(_ first: Int, _ second: String) { log.append("pair \(first) \(second)") }
    func takesTwo(_ first: UIButton, _ second: UIEvent?) {}
}

private let notesChanged = Notification.Name("NotesChanged")

/// Runs the current thread's run loop (where timers and delayed performs made here are scheduled:
/// the main actor's thread, which under `swift test` on Linux is not the main thread) until
/// `condition` holds, or fails at the caller's line after `seconds`.
@MainActor
func runRunLoop(until condition: () -> Bool, seconds: TimeInterval = 5, sourceLocation: SourceLocation = #_sourceLocation) {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while !condition() {
        guard Date() < deadline else {
            Issue.record("timed out waiting on the main run loop", sourceLocation: sourceLocation)
            return
        }
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.01))
    }
}

@MainActor
@Suite("Selectors in Foundation: NotificationCenter observers, timers and perform(_:), which Linux's Foundation lacks")
struct SelectorFoundationTests {
    @Test("addObserver(_:selector:name:object:) sends each matching post to the observer with the Notification; removeObserver(_:) stops it")
    func notificationObservers() {
        let center = NotificationCenter()
        let screen = ObservingScreen()
        center.addObserver(screen, selector: Selector("notesChanged:", ObservingScreen.notesChanged(_:)), name: notesChanged, object: nil)
        center.addObserver(screen, selector: Selector("appBecameActive", ObservingScreen.appBecameActive),
                           name: UIApplication.didBecomeActiveNotification, object: nil)
        center.post(name: notesChanged, object: "inbox")
        center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        center.post(name: Notification.Name("Other"), object: nil)
        #expect(screen.log == ["changed NotesChanged inbox", "active"])
        center.removeObserver(screen, name: UIApplication.didBecomeActiveNotification, object: nil)
        center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        center.post(name: notesChanged, object: nil)
        #expect(screen.log.suffix(1) == ["changed NotesChanged -"] && screen.log.count == 3)
        center.removeObserver(screen)
        center.post(name: notesChanged, object: nil)
        #expect(screen.log.count == 3)
    }

    @Test("removeObserver(_:) with a block observer's token still removes it, as Foundation's does")
    func blockTokensStillRemoved() {
        let center = NotificationCenter()
        nonisolated(unsafe) var heard = 0
        let token = center.addObserver(forName: notesChanged, object: nil, queue: nil) { _ in heard += 1 }
        center.post(name: notesChanged, object: nil)
        center.removeObserver(token)
        center.post(name: notesChanged, object: nil)
        #expect(heard == 1)
    }

    @Test("an observer filtered by object hears only that object's posts, and none once released")
    func objectFilterAndRelease() {
        let center = NotificationCenter()
        let sender = NSObject()
        var screen: ObservingScreen? = ObservingScreen()
        weak let watched = screen
        center.addObserver(screen!, selector: Selector("appBecameActive", ObservingScreen.appBecameActive), name: notesChanged, object: sender)
        center.post(name: notesChanged, object: nil)
        center.post(name: notesChanged, object: sender)
        #expect(screen?.log == ["active"])
        screen = nil
        #expect(watched == nil)
        center.post(name: notesChanged, object: sender)
    }

    @Test("an observer whose method takes no Notification is recorded at the post with UIKit's text form; the observer is unchanged")
    func notificationWrongArgument() {
        let center = NotificationCenter()
        let screen = ObservingScreen()
        center.addObserver(screen, selector: Selector("tick:", ObservingScreen.tick(_:)), name: notesChanged, object: nil)
        center.addObserver(screen, selector: Selector("keyboardWillShow:"), name: notesChanged, object: nil)
        let report = DiffableFailures.record { center.post(name: notesChanged, object: nil) }
        // Foundation does not promise an order of delivery between observers (Linux's is not the order added).
        #expect(Set(report.failures.map(\.reason)) == [
            "-[DiffableCompatTests.ObservingScreen tick:]: argument 1 is a Notification; the method takes Timer",
            "-[DiffableCompatTests.ObservingScreen keyboardWillShow:]: unrecognized selector sent to instance 0x0",
        ])
        #expect(screen.log.isEmpty)
    }

    @Test("scheduledTimer(timeInterval:target:selector:userInfo:repeats:) fires on the run loop with the timer, and keeps its userInfo")
    func timers() {
        let screen = ObservingScreen()
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: screen, selector: Selector("tick:", ObservingScreen.tick(_:)),
                                         userInfo: "info", repeats: false)
        #expect(timer.userInfo as? String == "info")
        runRunLoop(until: { !screen.log.isEmpty })
        #expect(screen.log == ["tick info"])
        let unscheduled = Timer(timeInterval: 10, target: screen, selector: Selector("tick:", ObservingScreen.tick(_:)), userInfo: nil, repeats: false)
        unscheduled.fire()
        #expect(screen.log == ["tick info", "tick -"])
    }

    @Test("perform(_:), perform(_:with:) and perform(_:with:with:) call now; afterDelay waits for the run loop and can be cancelled")
    func perform() {
        let screen = ObservingScreen()
        screen.perform(Selector("appBecameActive", ObservingScreen.appBecameActive))
        screen.perform(Selector("reload:", ObservingScreen.reload(_:)), with: 7)
        screen.perform(Selector("pair::", ObservingScreen.pair(_:_:)), with: 1, with: "two")
        #expect(screen.log == ["active", "reload 7", "pair 1 two"])
        #expect(screen.responds(to: Selector("reload:", ObservingScreen.reload(_:))) && !screen.responds(to: Selector("reload:")))
        screen.performSelector(onMainThread: Selector("reload:", ObservingScreen.reload(_:)), with: 5, waitUntilDone: true)
        #expect(screen.log.removeLast() == "reload 5")

        screen.perform(Selector("reload:", ObservingScreen.reload(_:)), with: 8, afterDelay: 0)
        screen.perform(Selector("reload:", ObservingScreen.reload(_:)), with: 9, afterDelay: 0)
        NSObject.cancelPreviousPerformRequests(withTarget: screen, selector: Selector("reload:"), object: 9)
        #expect(screen.log.count == 3)
        runRunLoop(until: { screen.log.count == 4 })
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        #expect(screen.log.last == "reload 8" && screen.log.count == 4)
        screen.perform(Selector("appBecameActive", ObservingScreen.appBecameActive), with: nil, afterDelay: 0)
        NSObject.cancelPreviousPerformRequests(withTarget: screen)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        #expect(screen.log.count == 4)
    }

    @Test("perform of a name-only selector, or with an argument the method cannot take, is recorded, not called")
    func performBadInput() {
        let screen = ObservingScreen()
        let report = DiffableFailures.record {
            screen.perform(Selector("count"))
            screen.perform(Selector("takesTwo::", ObservingScreen.takesTwo(_:_:)), with: nil, with: nil)
        }
        #expect(report.failures.map(\.reason) == [
            "-[DiffableCompatTests.ObservingScreen count]: unrecognized selector sent to instance 0x0",
            "-[DiffableCompatTests.ObservingScreen takesTwo::]: argument 1 is nil; the method takes UIButton",
        ])
        #expect(screen.log.isEmpty)
    }
}
