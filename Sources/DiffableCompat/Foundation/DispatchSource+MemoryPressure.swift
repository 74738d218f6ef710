#if !canImport(UIKit)
import Dispatch
import Foundation

// Dispatch's memory-pressure source, which caches (an image pipeline's, a data cache's) make to
// empty themselves when the system runs short of memory. Linux's Dispatch has none. Here the
// system's memory-pressure events are iOS's memory warnings: posting
// `UIApplication.didReceiveMemoryWarningNotification` (as the simulator's "Simulate Memory Warning"
// does, and as a test can) is a `.warning` event for every resumed source that asks for warnings.

extension DispatchSource {
    /// Dispatch's `DispatchSource.MemoryPressureEvent`: the levels of memory pressure.
    public struct MemoryPressureEvent: OptionSet, Sendable {
        /// The level's bits (`DISPATCH_MEMORYPRESSURE_NORMAL` 1, `WARN` 2, `CRITICAL` 4).
        public let rawValue: UInt
        /// Levels from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Pressure back to normal.
        public static let normal = MemoryPressureEvent(rawValue: 0x1)
        /// Memory is short.
        public static let warning = MemoryPressureEvent(rawValue: 0x2)
        /// Memory is very short.
        public static let critical = MemoryPressureEvent(rawValue: 0x4)
        /// Every level.
        public static let all: MemoryPressureEvent = [.normal, .warning, .critical]
    }

    /// Dispatch's `makeMemoryPressureSource(eventMask:queue:)`: a source, created inactive, whose
    /// event handler runs on `queue` (a global queue when nil) at each memory-pressure event in
    /// `eventMask`. Modelled: the events are iOS's memory warnings (see the file's comment), each a
    /// `.warning`.
    public static func makeMemoryPressureSource(eventMask: MemoryPressureEvent, queue: DispatchQueue? = nil) -> any DispatchSourceMemoryPressure {
        MemoryPressureSource(mask: eventMask, queue: queue ?? .global())
    }
}

/// Dispatch's `DispatchSourceMemoryPressure`: a source of memory-pressure events.
public protocol DispatchSourceMemoryPressure: DispatchSourceProtocol {
    /// The events since the handler last ran.
    var data: DispatchSource.MemoryPressureEvent { get }
    /// The events the source was made for.
    var mask: DispatchSource.MemoryPressureEvent { get }
}

// Linux's Dispatch gives `DispatchSourceProtocol` its defaulted handler setters
// (`setEventHandler { … }`) in an extension that casts the source to its own `DispatchSource`
// class; these, on the more refined protocol, are chosen over them and reach this source.
extension DispatchSourceMemoryPressure {
    /// Sets the block run at each event. Modelled.
    public func setEventHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: DispatchSourceHandler?) {
        (self as? MemoryPressureSource)?.setEventHandler(qos: qos, flags: flags, handler: handler)
    }
    /// Sets the block run once the source is cancelled. Modelled.
    public func setCancelHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: DispatchSourceHandler?) {
        (self as? MemoryPressureSource)?.setCancelHandler(qos: qos, flags: flags, handler: handler)
    }
    /// Sets the block run once the source is activated. Modelled.
    public func setRegistrationHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: DispatchSourceHandler?) {
        (self as? MemoryPressureSource)?.setRegistrationHandler(qos: qos, flags: flags, handler: handler)
    }
}

/// The headless memory-pressure source: a warning observer, with Dispatch's suspend count,
/// activation and cancellation.
final class MemoryPressureSource: DispatchSourceMemoryPressure, @unchecked Sendable {  // state under `lock`
    typealias Handler = @Sendable () -> Void

    private let lock = NSLock()
    private let queue: DispatchQueue
    let mask: DispatchSource.MemoryPressureEvent
    private var pending: DispatchSource.MemoryPressureEvent = []
    private var delivered: DispatchSource.MemoryPressureEvent = []
    // The handlers, run on `queue` (a handler's QoS and flags are not modelled).
    private var eventHandler: Handler?
    private var cancelHandler: Handler?
    private var registrationHandler: Handler?
    /// Dispatch's suspend count: 1 when made (inactive), 0 once activated or resumed.
    private var suspendCount = 1
    private var activated = false
    private var cancelled = false
    private var observer: (any NSObjectProtocol)?

    init(mask: DispatchSource.MemoryPressureEvent, queue: DispatchQueue) {
        self.mask = mask
        self.queue = queue
    }

    private func locked<R>(_ body: () -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The handler as a Swift closure. (Not through a generic box: on Linux, Swift cannot make the
    /// type metadata of a generic over Dispatch's block type.)
    private static func handler(_ block: DispatchSourceHandler?) -> Handler? {
        guard let block else { return nil }
        nonisolated(unsafe) let run = block
        return { run() }
    }

    private static func handler(_ item: DispatchWorkItem) -> Handler {
        let box = UncheckedSendable(item)
        return { box.value.perform() }
    }

    var data: DispatchSource.MemoryPressureEvent { locked { delivered } }
    var handle: UInt { 0 }
    var isCancelled: Bool { locked { cancelled } }

    private func set(_ slot: ReferenceWritableKeyPath<MemoryPressureSource, Handler?>, _ block: Handler?) {
        locked { self[keyPath: slot] = block }
    }

    func setEventHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {
        set(\.eventHandler, Self.handler(handler))
    }
    func setEventHandler(handler: DispatchWorkItem) { set(\.eventHandler, Self.handler(handler)) }
    func setCancelHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {
        set(\.cancelHandler, Self.handler(handler))
    }
    func setCancelHandler(handler: DispatchWorkItem) { set(\.cancelHandler, Self.handler(handler)) }
    func setRegistrationHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {
        set(\.registrationHandler, Self.handler(handler))
    }
    func setRegistrationHandler(handler: DispatchWorkItem) { set(\.registrationHandler, Self.handler(handler)) }

    func activate() {
        let start: Bool = locked {
            guard !activated, !cancelled else { return false }
            activated = true
            suspendCount -= 1
            return true
        }
        if start { register() }
    }

    func resume() {
        var start = false, deliver = false
        locked {
            guard suspendCount > 0 else { return }  // Dispatch traps on an over-resume
            suspendCount -= 1
            start = !activated && !cancelled
            if start { activated = true }
            deliver = suspendCount == 0 && !pending.isEmpty
        }
        if start { register() }
        if deliver { fire() }
    }

    func suspend() { locked { if activated { suspendCount += 1 } } }

    func cancel() {
        var token: (any NSObjectProtocol)?
        var handler: Handler?
        locked {
            guard !cancelled else { return }
            cancelled = true
            token = observer
            handler = activated ? cancelHandler : nil
            observer = nil
            eventHandler = nil
            cancelHandler = nil
        }
        if let token { NotificationCenter.default.removeObserver(token) }
        if let handler { queue.async(execute: handler) }
    }

    private func register() {
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { [weak self] _ in self?.event(.warning) }
        var keep = false
        var registered: Handler?
        locked {
            guard !cancelled else { return }
            observer = token
            keep = true
            registered = registrationHandler
        }
        guard keep else { NotificationCenter.default.removeObserver(token); return }
        if let registered { queue.async(execute: registered) }
    }

    private func event(_ level: DispatchSource.MemoryPressureEvent) {
        let deliver: Bool = locked {
            guard !cancelled, mask.contains(level) else { return false }
            pending.formUnion(level)
            return suspendCount == 0
        }
        if deliver { fire() }
    }

    /// Runs the event handler on the queue with the events gathered since it last ran, as Dispatch
    /// coalesces a source's events.
    private func fire() {
        queue.async { [self] in
            let handler: Handler? = locked {
                guard !cancelled, suspendCount == 0, !pending.isEmpty else { return nil }
                delivered = pending
                pending = []
                return eventHandler
            }
            handler?()
        }
    }
}
#endif
