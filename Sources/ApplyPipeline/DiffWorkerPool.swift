import Diffing
import Dispatch

/// The diff workers: N serial queues (`DiffThreads`) that compute diffs off the apply queue. A
/// submission goes to an idle worker when there is one; a diff that starts while other workers idle
/// borrows them as helpers and splits its work across them (`LinearDiffer`'s split form).
typealias DiffWorkerPool = DiffThreads

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
