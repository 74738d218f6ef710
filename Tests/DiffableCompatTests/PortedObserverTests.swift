import DiffableCompat
import Foundation
import Testing

// A file that imports Foundation alone, observing a notification and scheduling a timer with
// selectors, as the port step writes it (Tests/PortToLinuxTests/PortedCompileTests.swift ports the
// original and checks that the port gives exactly the text between the markers, after its imports).

// BEGIN PORTED
final class PortedNotesSync: NSObject {
    private(set) var log: [String] = []
    private var timer: Timer?

    func start(observing center: NotificationCenter) {
        center.addObserver(self, selector: Selector("notesDidChange:", PortedNotesSync.notesDidChange(_:)), name: Notification.Name("PortedNotesDidChange"), object: nil)
        timer = Timer.scheduledTimer(timeInterval: 0.01, target: self, selector: Selector("poll:", PortedNotesSync.poll(_:)), userInfo: "sync", repeats: false)
    }

    func notesDidChange(_ notification: Notification) {
        log.append("changed")
    }

    func poll(_ timer: Timer) -> Bool {
        log.append("poll \(timer.userInfo as? String ?? "-")")
        return true
    }
}
// END PORTED

@MainActor
@Suite("A ported Foundation-only file: its notification observer and timer with selectors run")
struct PortedObserverTests {
    @Test("the posted notification reaches the observer's method; the scheduled timer sends its selector with the timer")
    func observesAndPolls() {
        let center = NotificationCenter()
        let sync = PortedNotesSync()
        sync.start(observing: center)
        center.post(name: Notification.Name("PortedNotesDidChange"), object: nil)
        #expect(sync.log == ["changed"])
        runRunLoop(until: { sync.log.count == 2 })
        #expect(sync.log == ["changed", "poll sync"])
    }
}
