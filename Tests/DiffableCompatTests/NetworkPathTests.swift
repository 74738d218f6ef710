import DiffableCompat
import Foundation
import Testing

/// Collects the paths a handler is given, from any queue.
private final class Paths: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [NWPath] = []
    func append(_ path: NWPath) { lock.withLock { paths.append(path) } }
    var all: [NWPath] { lock.withLock { paths } }
}

/// The app's reachability helper, in the shape the corpus's apps write it.
private final class Reachability: @unchecked Sendable {
    private let monitor = NWPathMonitor()
    private(set) var isConnected = false
    private(set) var isCellular = false
    let queue = DispatchQueue(label: "Reachability")

    func start() {
        monitor.pathUpdateHandler = { [weak self] path in
            self?.isConnected = path.status == .satisfied
            self?.isCellular = path.usesInterfaceType(.cellular)
        }
        monitor.start(queue: queue)
    }

    func stop() { monitor.cancel() }
}

@Suite("Network: NWPathMonitor reports a headless device's path, and each path a test reports", .serialized, .timeLimit(.minutes(1)))
struct NetworkPathTests {
    private let cellular = NWPath(status: .satisfied, interfaces: [NWInterface(type: .cellular, name: "pdp_ip0", index: 3)], isExpensive: true)
    private let offline = NWPath(status: .unsatisfied, interfaces: [])

    @Test("a started monitor delivers the current path on its queue at once: satisfied over a wired interface")
    func deliversCurrentPath() {
        defer { NWPathMonitor.headlessReport(.headlessDefault) }
        let reachability = Reachability()
        reachability.start()
        reachability.queue.sync {}
        #expect(reachability.isConnected && !reachability.isCellular)
        let path = NWPathMonitor().currentPath
        #expect(path.status == .satisfied && path.usesInterfaceType(.wiredEthernet) && !path.isExpensive && !path.isConstrained)
        #expect(path.unsatisfiedReason == .notAvailable && path.supportsDNS && path.availableInterfaces.map(\.name) == ["en0"])
        reachability.stop()
    }

    @Test("a reported change reaches each started monitor once, restricted to its interface types; a cancelled monitor hears nothing more")
    func reportsChanges() {
        defer { NWPathMonitor.headlessReport(.headlessDefault) }
        let queue = DispatchQueue(label: "paths")
        let all = NWPathMonitor(), wifiOnly = NWPathMonitor(requiredInterfaceType: .wifi), noCellular = NWPathMonitor(prohibitedInterfaceTypes: [.cellular])
        let seen = (all: Paths(), wifi: Paths(), noCellular: Paths())
        all.pathUpdateHandler = { seen.all.append($0) }
        wifiOnly.pathUpdateHandler = { seen.wifi.append($0) }
        noCellular.pathUpdateHandler = { seen.noCellular.append($0) }
        for monitor in [all, wifiOnly, noCellular] { monitor.start(queue: queue) }
        #expect(all.queue === queue)
        NWPathMonitor.headlessReport(cellular)
        NWPathMonitor.headlessReport(cellular)  // no change: not delivered again
        all.cancel()
        NWPathMonitor.headlessReport(offline)
        queue.sync {}
        #expect(seen.all.all.map(\.status) == [.satisfied, .satisfied])
        #expect(seen.all.all.last?.isExpensive == true && seen.all.all.last?.usesInterfaceType(.cellular) == true)
        // Wi-Fi only: no Wi-Fi on the wired device, nor on cellular: unsatisfied from the start, then no change.
        #expect(seen.wifi.all.map(\.status) == [.unsatisfied])
        #expect(seen.noCellular.all.map(\.status) == [.satisfied, .unsatisfied])
        #expect(seen.noCellular.all.last?.availableInterfaces.isEmpty == true)
        wifiOnly.cancel()
        noCellular.cancel()
    }

    @Test("an unsatisfied path gives its reason and no interfaces; a satisfied one gives no reason")
    func unsatisfiedReason() {
        let denied = NWPath(status: .unsatisfied, interfaces: [NWInterface(type: .cellular, name: "pdp_ip0", index: 3)], unsatisfiedReason: .cellularDenied)
        #expect(denied.unsatisfiedReason == .cellularDenied && denied.availableInterfaces.isEmpty && !denied.supportsIPv4)
        #expect(NWPath(status: .satisfied, interfaces: [], unsatisfiedReason: .wifiDenied).unsatisfiedReason == .notAvailable)
        #expect(denied.debugDescription == "unsatisfied" && NWPath.headlessDefault.debugDescription == "satisfied (interface: en0)")
    }

    @Test("starting twice, or after cancel, delivers nothing more")
    func startOnce() {
        let queue = DispatchQueue(label: "paths")
        let monitor = NWPathMonitor()
        let seen = Paths()
        monitor.pathUpdateHandler = { seen.append($0) }
        monitor.start(queue: queue)
        monitor.start(queue: queue)
        monitor.cancel()
        monitor.start(queue: queue)
        queue.sync {}
        #expect(seen.all.count == 1)
    }

    @Test("for await path in monitor: the current path first, then each change, until the monitor is cancelled")
    func asyncSequence() async {
        defer { NWPathMonitor.headlessReport(.headlessDefault) }
        let monitor = NWPathMonitor()
        var paths: [NWPath.Status] = []
        for await path in monitor {
            paths.append(path.status)
            if paths.count == 1 { NWPathMonitor.headlessReport(offline) }
            if paths.count == 2 { monitor.cancel() }
        }
        #expect(paths == [.satisfied, .unsatisfied])
        var afterCancel = 0
        for await _ in monitor { afterCancel += 1 }
        #expect(afterCancel == 0)
    }
}
