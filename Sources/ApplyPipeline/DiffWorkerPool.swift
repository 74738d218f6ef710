import Dispatch
import Synchronization

/// N serial queues that compute diffs off the apply queue, handed work round-robin so that
/// successive submissions run in parallel.
final class DiffWorkerPool: Sendable {
    let queues: [DispatchQueue]
    private let next = Atomic<Int>(0)

    init(workers: Int, label: String) {
        queues = (0 ..< max(1, workers)).map { DispatchQueue(label: "\(label).diff-worker-\($0)") }
    }

    var count: Int { queues.count }

    /// Runs `work` on the next worker, passing it the worker's index.
    func submit(_ work: @escaping @Sendable (Int) -> Void) {
        let index = next.add(1, ordering: .relaxed).oldValue % queues.count
        queues[index].async { work(index) }
    }

    /// Stops starting new work until `resume()` (tests use it to hold diffs back deterministically).
    func suspend() { for queue in queues { queue.suspend() } }

    /// Starts work again after `suspend()`.
    func resume() { for queue in queues { queue.resume() } }
}

/// The queue that plays UIKit's main queue: commits and completions run on it, and applies made on
/// it follow UIKit's main-thread rules. Identity is checked with `setSpecific`/`getSpecific`.
public final class MainQueueStandIn: Sendable {
    /// The serial queue.
    public let queue: DispatchQueue
    private let key = DispatchSpecificKey<UInt8>()

    /// A stand-in over `queue` (a new serial queue by default).
    public init(queue: DispatchQueue = DispatchQueue(label: "diffbench.main-queue-stand-in")) {
        self.queue = queue
        queue.setSpecific(key: key, value: 1)
    }

    /// Whether the caller runs on the stand-in.
    public var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == 1 }
}
