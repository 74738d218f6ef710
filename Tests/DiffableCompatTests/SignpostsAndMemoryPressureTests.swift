import DiffableCompat
import Foundation
import Testing

/// os's signposts, Core Foundation's absolute time and Dispatch's memory-pressure source, as image
/// pipelines use them (Nuke 9).
@Suite("DiffableCompat: signposts, CFAbsoluteTimeGetCurrent, memory-pressure sources")
struct SignpostsAndMemoryPressureTests {
    @Test("signpost identifiers are made as os makes them: unique from a log, the same for one object, never the reserved values")
    func signpostIdentifiers() {
        let log = OSLog(subsystem: "com.example.loader", category: .pointsOfInterest)
        let first = OSSignpostID(log: log), second = OSSignpostID(log: log)
        #expect(first != second && ![OSSignpostID.null, .invalid, .exclusive].contains(first))
        let object = NSObject()
        #expect(OSSignpostID(log: log, object: object) == OSSignpostID(log: log, object: object))
        #expect(OSSignpostID(log: log, object: object) != OSSignpostID(log: log, object: NSObject()))
        #expect(OSSignpostID.invalid.rawValue == UInt64.max && OSSignpostID.null < first)
        os_signpost(.begin, log: log, name: "Load", signpostID: first)
        os_signpost(.end, log: log, name: "Load", signpostID: first, "%{public}s", "done")
        os_signpost(.event, log: .disabled, name: "Tick")
        #expect([OSSignpostType.event, .begin, .end].map(\.rawValue) == [0, 1, 2])
    }

    @Test("CFAbsoluteTimeGetCurrent counts seconds from 2001, as Date's reference date; 1970 is kCFAbsoluteTimeIntervalSince1970 before it")
    func absoluteTime() {
        let before = Date().timeIntervalSinceReferenceDate
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        let after = Date().timeIntervalSinceReferenceDate
        #expect(before <= now && now <= after)
        #expect(now + kCFAbsoluteTimeIntervalSince1970 - Date().timeIntervalSince1970 < 1)
    }

    @Test("a memory-pressure source runs its handler with .warning at a memory warning once resumed, not while suspended or for a mask without warnings, and not after cancel")
    func memoryPressureSource() async throws {
        let queue = DispatchQueue(label: "pressure")
        let source = DispatchSource.makeMemoryPressureSource(eventMask: [.warning, .critical], queue: queue)
        let criticalOnly = DispatchSource.makeMemoryPressureSource(eventMask: .critical, queue: queue)
        let seen = Seen()
        source.setEventHandler { seen.add(source.data) }
        criticalOnly.setEventHandler { seen.add(.critical) }
        let cancelled = Seen()
        source.setCancelHandler { cancelled.add(.normal) }
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        queue.sync {}
        #expect(seen.events.isEmpty, "an inactive source sees nothing")
        source.resume()
        criticalOnly.resume()
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        queue.sync {}
        #expect(seen.events == [.warning])
        #expect(source.mask == [.warning, .critical] && !source.isCancelled)
        source.suspend()
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        queue.sync {}
        #expect(seen.events.count == 1, "suspended: the event waits")
        source.resume()
        queue.sync {}
        queue.sync {}
        #expect(seen.events == [.warning, .warning], "resumed: the waiting event is delivered")
        source.cancel()
        criticalOnly.cancel()
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        queue.sync {}
        #expect(seen.events.count == 2 && source.isCancelled && cancelled.events == [.normal])
    }

    @Test("misuse Dispatch traps on is ignored: a resume too many, a suspend before activation, a second cancel; the source still works")
    func memoryPressureSourceMisuse() {
        let queue = DispatchQueue(label: "pressure-misuse")
        let source = DispatchSource.makeMemoryPressureSource(eventMask: .all, queue: queue)
        let seen = Seen()
        source.setEventHandler { seen.add(source.data) }
        source.suspend()
        source.resume()
        source.resume()
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        queue.sync {}
        #expect(seen.events == [.warning], "one activation, one delivery")
        source.cancel()
        source.cancel()
        source.resume()
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        queue.sync {}
        #expect(seen.events == [.warning] && source.isCancelled)
    }
}

private final class Seen: @unchecked Sendable {  // `list` only under `lock`
    private let lock = NSLock()
    private var list: [DispatchSource.MemoryPressureEvent] = []
    func add(_ event: DispatchSource.MemoryPressureEvent) { lock.withLock { list.append(event) } }
    var events: [DispatchSource.MemoryPressureEvent] { lock.withLock { list } }
}
