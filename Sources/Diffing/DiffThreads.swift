import DiffBenchSupport
import Foundation
import Synchronization

/// Threads a diff may split its work across: the calling thread plus helpers reserved for this one
/// diff. `perform` runs every part at once, each on its own thread, so parts may wait for one
/// another.
public struct DiffSplitter: @unchecked Sendable {
    /// The helpers, each reserved (idle, with nothing queued) for this diff.
    let helpers: [WorkerThread]

    /// A splitter over reserved helpers.
    init(helpers: [WorkerThread]) { self.helpers = helpers }

    /// How many threads run parts: the caller and its helpers.
    public var width: Int { helpers.count + 1 }

    /// Runs `body(0)` on the calling thread and `body(1)` … `body(width - 1)` on the helpers, all
    /// at once, and returns when every part has.
    public func perform(_ body: (Int) -> Void) {
        if helpers.isEmpty { return body(0) }
        withoutActuallyEscaping(body) { body in
            let shared = UncheckedBox(body)
            let done = Countdown(helpers.count)
            for (index, helper) in helpers.enumerated() {
                helper.runPart({ Self.runPart(shared.value, index + 1) }, done: done)
            }
            Self.runPart(body, 0)
            done.wait()
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

/// A set of diff workers that run diffs and lend themselves to another diff while idle. A diff
/// worker pool submits jobs to them; a thread that diffs reserves the idle ones as helpers for one
/// split diff (`withIdleHelpers`). A worker counts as idle when nothing is queued on it or running.
///
/// Each worker is a thread of its own (`WorkerThread`), started with its first job and ended when
/// it idles or the workers are released: a submission allocates nothing but its closure, where a
/// serial `DispatchQueue` took a libdispatch continuation that stayed cached on whichever thread
/// ran it (the soak's growth, issue 32).
///
/// Made inside a controlled run of diffbench's scheduler, jobs go to queues of that run (each job
/// a task the scheduler orders against everything else) while it lasts, and no helpers are lent: a
/// split diff's parts wait for one another, which one-at-a-time cannot run, and it computes the
/// same update.
public final class DiffThreads: Sendable {
    /// The workers' threads: every job outside a controlled run, and every helper part.
    package let workers: [WorkerThread]
    /// The queues of the controlled run the workers were made in (nil when made outside one).
    private let executors: [ScheduledQueue]?
    /// Per worker: jobs and helper parts queued or running on it; and whether the workers are
    /// suspended (then none is lent).
    private let pending: Guarded<[Int]>
    private let suspended = Atomic<Bool>(false)
    private let next = Atomic<Int>(0)

    /// `count` workers whose threads are named `label.diff-worker-N`.
    public convenience init(count: Int, label: String) {
        self.init(count: count, label: label, idleExit: 5)
    }

    /// `count` workers whose threads end after idling `idleExit` seconds.
    package init(count: Int, label: String, idleExit: TimeInterval) {
        let count = max(1, count)
        workers = (0 ..< count).map { WorkerThread(name: "\(label).diff-worker-\($0)", idleExit: idleExit) }
        executors = Scheduling.controlling == nil
            ? nil
            : (0 ..< count).map { ScheduledQueue(label: "diff-worker-\($0)", role: .worker, mayQueueOnMain: false) }
        pending = Guarded([Int](repeating: 0, count: count))
    }

    deinit {
        // Nothing is queued: every job holds the workers until it has run.
        for worker in workers { worker.stop() }
    }

    /// How many workers.
    public var count: Int { workers.count }

    /// Runs `work` on an idle worker if there is one (else the next in turn), passing its index;
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
        let job: @Sendable () -> Void = {
            work(index)
            self.pending.withLock { $0[index] -= 1 }
        }
        if let executor = executors?[index], executor.isControlled {
            executor.async(what(), job)
        } else {
            workers[index].async(job)
        }
    }

    /// Runs `body` with a splitter over the workers idle right now (other than `excluding`, the one
    /// the caller runs on), reserved for it: their parts run before jobs submitted meanwhile.
    /// With none idle the splitter has width 1 and `perform` runs on the caller alone.
    public func withIdleHelpers<T>(excluding: Int?, _ body: (DiffSplitter) -> T) -> T {
        let reserved = pending.withLock { pending in
            if suspended.load(ordering: .relaxed) || executors?[0].isControlled == true { return [Int]() }
            let idle = pending.indices.filter { $0 != excluding && pending[$0] == 0 }
            for index in idle { pending[index] += 1 }
            return idle
        }
        defer { pending.withLock { pending in for index in reserved { pending[index] -= 1 } } }
        return body(DiffSplitter(helpers: reserved.map { workers[$0] }))
    }

    /// Stops starting queued work until `resume()` (tests hold diffs back with it).
    public func suspend() {
        pending.withLock { _ in suspended.store(true, ordering: .relaxed) }
        executors?.forEach { $0.suspend() }
        for worker in workers { worker.suspend() }
    }

    /// Starts queued work again after `suspend()`.
    public func resume() {
        executors?.forEach { $0.resume() }
        for worker in workers { worker.resume() }
        pending.withLock { _ in suspended.store(false, ordering: .relaxed) }
    }
}
