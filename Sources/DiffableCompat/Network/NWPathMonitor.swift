#if !canImport(UIKit)
import Foundation

/// Network's `NWPathMonitor`: reports the device's network path and each change of it. Modelled as
/// a headless device on a wired network (``NWPath/headlessDefault``): a started monitor delivers the
/// current path once on its queue, as Network does, then each path a test reports with
/// ``headlessReport(_:)``, as the device's network changing. Nothing probes the machine's own
/// interfaces, so a test decides what the app sees.
public final class NWPathMonitor: @unchecked Sendable {
    private let lock = NSLock()
    private let requiredInterfaceType: NWInterface.InterfaceType?
    private let prohibitedInterfaceTypes: [NWInterface.InterfaceType]
    private var handler: (@Sendable (NWPath) -> Void)?
    private var startedQueue: DispatchQueue?
    private var isCancelled = false
    private var listeners: [UUID: AsyncStream<NWPath>.Continuation] = [:]

    /// A monitor of every interface type. Modelled.
    public init() {
        requiredInterfaceType = nil
        prohibitedInterfaceTypes = []
    }

    /// A monitor of interfaces of `requiredInterfaceType` alone. Modelled.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        self.requiredInterfaceType = requiredInterfaceType
        prohibitedInterfaceTypes = []
    }

    /// A monitor of every interface type but `prohibitedInterfaceTypes`. Modelled.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        requiredInterfaceType = nil
        self.prohibitedInterfaceTypes = prohibitedInterfaceTypes
    }

    /// Called on the monitor's queue with each path, the first once it starts. Modelled.
    @preconcurrency public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// The path as this monitor sees it (restricted to its interface types). Modelled.
    public var currentPath: NWPath {
        HeadlessNetwork.shared.path.restricted(to: requiredInterfaceType, prohibiting: prohibitedInterfaceTypes)
    }

    /// The queue `start(queue:)` set; nil before. Modelled.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    /// Starts delivering paths on `queue`, the current one first. A second start, or a start after
    /// `cancel()`, does nothing, as Network's monitor is started once. Modelled.
    public func start(queue: DispatchQueue) {
        let started: Bool = lock.withLock {
            guard startedQueue == nil, !isCancelled else { return false }
            startedQueue = queue
            return true
        }
        guard started else { return }
        HeadlessNetwork.shared.add(self)
        deliver(currentPath)
    }

    /// Stops delivering paths and ends its async sequences; the monitor cannot start again. Modelled.
    public func cancel() {
        let ended: [AsyncStream<NWPath>.Continuation]? = lock.withLock {
            guard !isCancelled else { return nil }
            isCancelled = true
            defer { listeners.removeAll() }
            return Array(listeners.values)
        }
        guard let ended else { return }
        HeadlessNetwork.shared.remove(self)
        for continuation in ended { continuation.finish() }
    }

    /// Reports `path` as the headless device's network path from now on: every started monitor
    /// delivers it (restricted to its interface types) on its queue, when it differs from the last
    /// it delivered, as Network reports changes. An addition for tests.
    public static func headlessReport(_ path: NWPath) {
        HeadlessNetwork.shared.report(path)
    }

    private var lastDelivered: NWPath?

    fileprivate func deliver(_ path: NWPath) {
        let (queue, handler, listeners): (DispatchQueue?, (@Sendable (NWPath) -> Void)?, [AsyncStream<NWPath>.Continuation]) = lock.withLock {
            guard !isCancelled, lastDelivered != path else { return (nil, nil, []) }
            lastDelivered = path
            return (startedQueue, self.handler, Array(self.listeners.values))
        }
        if let queue, let handler { queue.async { handler(path) } }
        for continuation in listeners { continuation.yield(path) }
    }

    fileprivate func changed() {
        deliver(currentPath)
    }

    /// Registers `continuation` for each path from now on (an async sequence's): the current path
    /// at once when the monitor has started, else the monitor starts, on a queue of its own, and
    /// delivers it. False when the monitor was cancelled.
    fileprivate func listen(_ continuation: AsyncStream<NWPath>.Continuation, key: UUID) -> Bool {
        let (registered, started, last): (Bool, Bool, NWPath?) = lock.withLock {
            guard !isCancelled else { return (false, false, nil) }
            listeners[key] = continuation
            return (true, startedQueue != nil, lastDelivered)
        }
        guard registered else { return false }
        if started {
            continuation.yield(last ?? currentPath)
        } else {
            start(queue: DispatchQueue(label: "NWPathMonitor"))
        }
        return true
    }

    fileprivate func stopListening(_ key: UUID) {
        lock.withLock { _ = listeners.removeValue(forKey: key) }
    }
}

extension NWPathMonitor: AsyncSequence {
    /// Network's paths, as a sequence: the current path, then each change, until the task is
    /// cancelled or the monitor is. Modelled.
    public typealias Element = NWPath

    /// The sequence's iterator. Modelled.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate var base: AsyncStream<NWPath>.Iterator

        /// The next path. Modelled.
        public mutating func next() async -> NWPath? { await base.next() }
    }

    /// An iterator over this monitor's paths; iterating starts the monitor if it has not started. Modelled.
    public func makeAsyncIterator() -> Iterator {
        let stream = AsyncStream<NWPath> { continuation in
            let key = UUID()
            continuation.onTermination = { [weak self] _ in self?.stopListening(key) }
            if !listen(continuation, key: key) { continuation.finish() }
        }
        return Iterator(base: stream.makeAsyncIterator())
    }
}

/// The headless device's network: its path, and the monitors started on it.
private final class HeadlessNetwork: @unchecked Sendable {
    static let shared = HeadlessNetwork()
    private let lock = NSLock()
    private var current = NWPath.headlessDefault
    private var monitors: [ObjectIdentifier: Weak] = [:]

    private struct Weak { weak var monitor: NWPathMonitor? }

    var path: NWPath { lock.withLock { current } }

    func add(_ monitor: NWPathMonitor) {
        lock.withLock { monitors[ObjectIdentifier(monitor)] = Weak(monitor: monitor) }
    }

    func remove(_ monitor: NWPathMonitor) {
        lock.withLock { _ = monitors.removeValue(forKey: ObjectIdentifier(monitor)) }
    }

    func report(_ path: NWPath) {
        let started: [NWPathMonitor] = lock.withLock {
            current = path
            monitors = monitors.filter { $0.value.monitor != nil }
            return monitors.values.compactMap(\.monitor)
        }
        for monitor in started { monitor.changed() }
    }
}
#endif
