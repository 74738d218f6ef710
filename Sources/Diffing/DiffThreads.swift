import DiffBenchSupport
import Dispatch
import Foundation
import Synchronization

/// Threads a diff may split its work across: the calling thread plus helpers reserved for this one
/// diff. `perform` runs every part at once, each on its own thread, so parts may wait for one
/// another.
public struct DiffSplitter: @unchecked Sendable {
    /// The helpers' queues, each reserved (idle, with nothing queued) for this diff.
    let helpers: [DispatchQueue]

    /// A splitter over reserved helper queues.
    init(helpers: [DispatchQueue]) { self.helpers = helpers }

    /// How many threads run parts: the caller and its helpers.
    public var width: Int { helpers.count + 1 }

    /// Runs `body(0)` on the calling thread and `body(1)` … `body(width - 1)` on the helpers, all
    /// at once, and returns when every part has.
    public func perform(_ body: (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            let shared = UncheckedBox(body)
            let group = DispatchGroup()
            for (index, queue) in helpers.enumerated() {
                queue.async(group: group) { Self.runPart(shared.value, index + 1) }
            }
            Self.runPart(body, 0)
            group.wait()
        }
    }

    /// Runs one part. Never inlined, so that per-thread instruction counts find each part's
    /// instructions under its name, the calling thread's included (ci/split-critical-path.py).
    @inline(never)
    static func runPart(_ body: (Int) -> Void, _ part: Int) { body(part) }
}

/// A value handed across threads whose safety the code that shares it ensures (disjoint writes,
/// reads after a barrier).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A set of serial queues that run diffs and lend themselves to another diff while idle. A diff
/// worker pool submits jobs to them; a thread that diffs reserves the idle ones as helpers for one
/// split diff (`withIdleHelpers`). A queue counts as idle when nothing is queued on it or running.
///
/// Made inside a controlled run of diffbench's scheduler, the queues are queues of that run (each
/// job a task the scheduler orders against everything else) and lend no helpers: a split diff's
/// parts wait for one another, which one-at-a-time cannot run, and it computes the same update.
public final class DiffThreads: Sendable {
    /// The queues, each a serial queue.
    public let queues: [DispatchQueue]
    /// What jobs run through: the queues, or queues of a controlled run.
    private let executors: [ScheduledQueue]
    /// Per queue: jobs and helper parts queued or running on it; and whether the queues are
    /// suspended (then none is lent).
    private let pending: Guarded<[Int]>
    private let suspended = Atomic<Bool>(false)
    private let next = Atomic<Int>(0)

    /// `count` serial queues labelled `label.diff-worker-N`.
    public init(count: Int, label: String) {
        let queues = (0 ..< max(1, count)).map { DispatchQueue(label: "\(label).diff-worker-\($0)") }
        self.queues = queues
        executors = queues.indices.map { ScheduledQueue(label: "diff-worker-\($0)", role: .worker, over: queues[$0], mayQueueOnMain: false) }
        pending = Guarded([Int](repeating: 0, count: max(1, count)))
    }

    /// How many queues.
    public var count: Int { queues.count }

    /// Runs `work` on an idle queue if there is one (else the next in turn), passing its index;
    /// `what` names it in a controlled run's printed schedule.
    public func submit(_ what: @autoclosure () -> String = "diff", _ work: @escaping @Sendable (Int) -> Void) {
        let start = next.add(1, ordering: .relaxed).oldValue
        let index = pending.withLock { pending in
            var chosen = start % pending.count
            for step in 0 ..< pending.count where pending[(start + step) % pending.count] == 0 {
                chosen = (start + step) % pending.count
                break
            }
            pending[chosen] += 1
            return chosen
        }
        executors[index].async(what()) {
            work(index)
            self.pending.withLock { $0[index] -= 1 }
        }
    }

    /// Runs `body` with a splitter over the queues idle right now (other than `excluding`, the one
    /// the caller runs on), reserved for it: jobs submitted meanwhile queue behind the helper parts.
    /// With none idle the splitter has width 1 and `perform` runs on the caller alone.
    public func withIdleHelpers<T>(excluding: Int?, _ body: (DiffSplitter) -> T) -> T {
        let reserved = pending.withLock { pending in
            if suspended.load(ordering: .relaxed) || executors[0].isControlled { return [Int]() }
            let idle = pending.indices.filter { $0 != excluding && pending[$0] == 0 }
            for index in idle { pending[index] += 1 }
            return idle
        }
        defer { pending.withLock { pending in for index in reserved { pending[index] -= 1 } } }
        return body(DiffSplitter(helpers: reserved.map { queues[$0] }))
    }

    /// Stops starting queued work until `resume()` (tests hold diffs back with it).
    public func suspend() {
        pending.withLock { _ in suspended.store(true, ordering: .relaxed) }
        for executor in executors { executor.suspend() }
    }

    /// Starts queued work again after `suspend()`.
    public func resume() {
        for executor in executors { executor.resume() }
        pending.withLock { _ in suspended.store(false, ordering: .relaxed) }
    }
}

