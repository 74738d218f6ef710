import Dispatch
import Foundation

/// The scheduling seam: a serial queue that the pipeline's stand-ins and workers and the fuzzer's
/// lanes run their work through. Made outside a controlled run it is a `DispatchQueue` (free
/// running: real timing, ThreadSanitizer); made by a task of a controlled run it is a queue of that
/// run's scheduler, and over `DispatchQueue.main` it is the run's main queue. Once its run has
/// ended it runs on its `DispatchQueue` again.
package final class ScheduledQueue: @unchecked Sendable {
    /// The queue's name (in a controlled run, its column in a printed schedule).
    package let label: String
    /// The real queue: all its work when free running, and any after its run ended.
    package let dispatchQueue: DispatchQueue
    private let key = DispatchSpecificKey<UInt8>()
    private let binding: (scheduler: Scheduler, id: Int)?
    /// Suspensions made through the run, which resumes must undo there too (even once it ended).
    private let runSuspensions = Guarded(0)

    /// A serial queue named `label` over `queue` (a new serial queue by default); in a controlled
    /// run, a queue of its scheduler in `role` (over `DispatchQueue.main`, the run's main queue).
    /// `mayQueueOnMain`: whether its work may queue blocks on `DispatchQueue.main` itself (runs
    /// code of yours); false for the pipeline's diff workers, so their steps do not give main turns
    /// to run blocks that cannot be there.
    package init(label: String, role: QueueRole, over queue: DispatchQueue? = nil, mayQueueOnMain: Bool = true) {
        self.label = label
        dispatchQueue = queue ?? DispatchQueue(label: label)
        dispatchQueue.setSpecific(key: key, value: 1)
        if let scheduler = Scheduling.controlling {
            binding = (scheduler, queue.map(Self.isMain) == true ? 0 : scheduler.makeQueue(label: label, role: role, mayQueueOnMain: mayQueueOnMain))
        } else {
            binding = nil
        }
    }

    /// Whether `queue` is `DispatchQueue.main` (whose Swift wrappers are not one object).
    package static func isMain(_ queue: DispatchQueue) -> Bool { queue.label == DispatchQueue.main.label }

    /// The scheduler and queue id while its run goes on.
    private var controlled: (scheduler: Scheduler, id: Int)? {
        guard let binding, binding.scheduler.isRunning else { return nil }
        return binding
    }

    /// Whether queue work runs under a scheduler now.
    package var isControlled: Bool { controlled != nil }

    /// Queues `work`, named `what` in a printed schedule. In a controlled run the caller then
    /// reaches a scheduling point (unless `yielding` is false: the caller is about to end anyway),
    /// so the queue may run before the caller goes on. Never call it holding a lock.
    package func async(_ what: @autoclosure () -> String, yielding: Bool = true, _ work: @escaping @Sendable () -> Void) {
        guard let (scheduler, id) = controlled else { return dispatchQueue.async(execute: work) }
        let name = what()
        scheduler.enqueue(name, on: id, work)
        if yielding { Scheduling.point("queued \(name) on \(label)") }
    }

    /// Runs `work` on the queue and returns its result, after the work queued before it. In a
    /// controlled run the caller gives up its turn meanwhile; called on the queue itself it runs
    /// `work` at once (where `DispatchQueue.sync` would deadlock, callers check `isCurrent` first).
    package func sync<T>(_ work: () throws -> T) rethrows -> T {
        guard let (scheduler, id) = controlled else { return try dispatchQueue.sync(execute: work) }
        if scheduler.currentQueue == id { return try work() }
        return try withoutActuallyEscaping(work) { work in
            let call = SyncCall(work)
            scheduler.enqueue("sync onto \(label)", on: id) { call.run() }
            if !Scheduling.wait(until: { call.isDone }, on: "its sync onto \(label)") {
                // A thread outside the run: it may block, the run goes on without it.
                call.waitUntilDone()
            }
            return try call.result()
        }
    }

    /// Whether the caller runs on this queue (in a controlled run: a task of it, or, for main, the
    /// main thread while the run holds it).
    package var isCurrent: Bool {
        if let (scheduler, id) = controlled { return scheduler.currentQueue == id }
        return DispatchQueue.getSpecific(key: key) == 1
    }

    /// Stops starting queued work until `resume()`; calls must balance.
    package func suspend() {
        guard let (scheduler, id) = controlled else { return dispatchQueue.suspend() }
        runSuspensions.withLock { $0 += 1 }
        scheduler.suspend(id, true)
    }

    /// Starts queued work again after `suspend()`.
    package func resume() {
        let fromRun = runSuspensions.withLock { count -> Bool in
            guard count > 0 else { return false }
            count -= 1
            return true
        }
        guard fromRun else { return dispatchQueue.resume() }
        if let (scheduler, id) = binding { scheduler.suspend(id, false) }
    }

    /// Whether `queue` is one of libdispatch's global concurrent queues (`DispatchQueue.global()`).
    package static func isGlobal(_ queue: DispatchQueue) -> Bool { queue.label.hasPrefix("com.apple.root.") }

    /// Queues `work` on the run's queue standing for the global queue labelled `label` (made on
    /// first use), when the caller runs a task of a controlled run; else on that global queue.
    package static func global(_ label: String, _ what: String, _ work: @escaping @Sendable () -> Void) {
        guard let scheduler = Scheduling.controlling else {
            return DispatchQueue.global().async(execute: work)
        }
        scheduler.enqueue(what, on: scheduler.queue(named: label, role: .other), work)
        Scheduling.point("queued \(what) on \(label)")
    }

    /// Queues `work` on the main queue: the controlled run's, when one is running, else
    /// `DispatchQueue.main`. How the fuzzer, DiffableCompat's Combine scheduler and timers hop to main.
    package static func main(_ what: String, _ work: @escaping @Sendable () -> Void) {
        if let scheduler = Scheduling.participating {
            scheduler.enqueue(what, on: 0, work)
            Scheduling.point("queued \(what) on main")
        } else {
            DispatchQueue.main.async(execute: work)
        }
    }
}

/// A `sync` call's work and result, handed to the queue's task.
private final class SyncCall<T>: @unchecked Sendable {
    private let work: () throws -> T
    private let state = NSCondition()
    private var outcome: Result<T, any Error>?

    init(_ work: @escaping () throws -> T) { self.work = work }

    func run() {
        let result = Result { try work() }
        state.lock()
        outcome = result
        state.broadcast()
        state.unlock()
    }

    var isDone: Bool {
        state.lock()
        defer { state.unlock() }
        return outcome != nil
    }

    func waitUntilDone() {
        state.lock()
        while outcome == nil { state.wait() }
        state.unlock()
    }

    func result() throws -> T {
        state.lock()
        defer { state.unlock() }
        return try outcome!.get()
    }
}
