import DiffBenchSupport
import Diffing
import Dispatch

/// The diff workers: N threads of their own (`DiffThreads`) that compute diffs off the apply queue.
/// A submission goes to an idle worker when there is one; a diff that starts while other workers
/// idle borrows them as helpers and splits its work across them (`LinearDiffer`'s split form).
typealias DiffWorkerPool = DiffThreads

/// The queue that plays UIKit's main queue: commits and completions run on it, and applies made on
/// it follow UIKit's main-thread rules. Identity is checked with `setSpecific`/`getSpecific`; made
/// inside a controlled run of diffbench's scheduler it is that run's queue (its main queue, over
/// `DispatchQueue.main`), and identity is the scheduler's answer.
public final class MainQueueStandIn: Sendable {
    /// The serial queue.
    public let queue: DispatchQueue
    /// What work on the stand-in runs through: `queue`, or a queue of the controlled run.
    let executor: ScheduledQueue
    /// How the workers hand diffed submissions to `queue` outside a controlled run.
    private let inbox: QueueInbox

    /// A stand-in over `queue` (a new serial queue by default).
    public init(queue: DispatchQueue = DispatchQueue(label: "diffbench.main-queue-stand-in")) {
        self.queue = queue
        let isMain = ScheduledQueue.isMain(queue)
        executor = ScheduledQueue(label: isMain ? "main" : "apply queue", role: isMain ? .main : .applyQueue, over: queue)
        inbox = QueueInbox(queue: queue)
    }

    /// Whether the caller runs on the stand-in.
    public var isCurrent: Bool { executor.isCurrent }

    /// Whether the stand-in is a queue of a controlled run going on now: only then does the
    /// pipeline stop at scheduling points and note what it does (code of another data source that
    /// happens to run on the main queue during a run is not the run's).
    package var isControlled: Bool { executor.isControlled }

    /// Queues `work` on the stand-in (`what` names it in a printed schedule).
    package func async(_ what: @autoclosure () -> String, yielding: Bool = true, _ work: @escaping @Sendable () -> Void) {
        executor.async(what(), yielding: yielding, work)
    }

    /// Queues `work` on the stand-in from a thread that is about to end its turn (a worker handing on
    /// a diffed submission): as `async(what, yielding: false, work)` in a controlled run, else
    /// through `QueueInbox`, which takes no libdispatch continuation per block.
    package func post(_ what: @autoclosure () -> String, _ work: @escaping @Sendable () -> Void) {
        if executor.isControlled { return executor.async(what(), yielding: false, work) }
        inbox.post(work)
    }

    /// Runs `work` on the stand-in and returns its result. Not from the stand-in itself.
    package func sync<T>(_ work: () throws -> T) rethrows -> T { try executor.sync(work) }
}
