import Foundation
import Synchronization

/// The seeded scheduler: in a controlled run the main queue, the fuzzer's lanes, the data sources'
/// apply queues and diff workers run as queues of one scheduler, which lets exactly one of them
/// proceed at a time and picks it, at every scheduling point, with its strategy. The same strategy,
/// seed and program take the same decisions, so a run replays exactly.
///
/// How: every queue but main runs its tasks on a thread of the run ("baton threads"); the main
/// queue's tasks run on the real main thread, which the run holds parked in a block on
/// `DispatchQueue.main` between its steps, so blocks your code queues on the main queue itself
/// (`DispatchQueue.main.async`, `Task { @MainActor in … }`, `receive(on: DispatchQueue.main)`)
/// run there too, in FIFO order with the run's own, and only when the scheduler lets main proceed.
/// Exactly one thread holds the turn (`holder`); a task gives it back when it ends, at a scheduling
/// point (`Scheduling.point`) and when it waits (`ScheduledQueue.sync`, `Scheduling.wait`).
///
/// A thread that waits on something the scheduler cannot see (`DispatchQueue.main.sync` from a
/// lane) is seen sleeping in `/proc`: the scheduler then lets the main queue run what it holds, as
/// the kernel would. A run in which every queue waits is a deadlock.
package final class Scheduler: @unchecked Sendable {
    /// Who may run now.
    enum Holder: Equatable { case driver, thread(Int), main, own(Int) }

    /// A task waiting on its queue.
    struct Task {
        var label: String
        var work: @Sendable () -> Void
    }

    /// Where a started task stands.
    enum RunState {
        case running
        case yielded(after: String)
        case blocked(until: () -> Bool, on: String)
    }

    /// A task a queue has started and not finished.
    struct Running {
        var thread: Int?
        var label: String
        var state: RunState
        /// A block queued on `DispatchQueue.main` by code that is not a task of the run (yours, or,
        /// in a test process, another test's) that reached a scheduling point.
        var isForeign = false
    }

    /// One queue's tasks. Touched under `lock` only.
    final class QueueState {
        let info: ScheduledQueueInfo
        /// Whether its tasks may queue blocks on `DispatchQueue.main` themselves (they run code of
        /// yours); a diff worker's cannot, so a step of it does not make main worth a turn.
        let mayQueueOnMain: Bool
        var pending: [Task] = []
        var running: Running?
        var suspensions = 0
        /// A `DispatchQueue` of your own the run holds suspended and lets drain, as one step,
        /// what was queued on it (`adopt`); and whether blocks may wait on it.
        var own: DispatchQueue?
        var ownMaybePending = false
        init(_ info: ScheduledQueueInfo, mayQueueOnMain: Bool) {
            self.info = info
            self.mayQueueOnMain = mayQueueOnMain
        }
    }

    /// The main thread as the run holds it.
    struct MainState {
        /// Parked in a gate or after a task, waiting for `release`.
        var parked = false
        var release = false
        /// Only the newest gate parks; older ones let main run on to the next point.
        var newestGate = 0
        /// Whether blocks of your own may wait on the main queue (a step ran code since main last drained).
        var foreignMaybe = false
        /// The thread that drains `DispatchQueue.main`: the main thread where a run loop drains it
        /// (the command line), a thread of libdispatch's where `dispatchMain()` does (Swift Testing
        /// on Linux). Recorded each time main enters a gate or a task of the run.
        var thread: pthread_t?
        var kernelID: Int32?
        /// Whether main has come back to the run (a gate, a task, or a block of yours at a
        /// scheduling point) since it was last let go. Until it has, it drains blocks the run does
        /// not know (yours, or another test's main-actor work in a test process), possibly on
        /// another thread than `kernelID`, which then says nothing about main.
        var cameBack = true
        /// Main runs what it holds, to its newest gate, because a thread waits on it outside the
        /// scheduler: its tasks do not stop at scheduling points nor park after they end.
        var forced = false
    }

    let lock = NSCondition()
    var queues: [QueueState] = []
    var strategy: StrategyState
    var holder = Holder.driver
    var trace = ScheduleTrace()
    var previous: Int?
    var main = MainState()
    var threads: [BatonThread] = []
    var finished = false
    /// Set when every queue left waits: what each waits for.
    var deadlock: String?
    /// Steps before a run counts as runaway (a task that requeues itself forever).
    let stepLimit: Int

    /// A scheduler picking with `strategy`; a run stops (as a deadlock) after `stepLimit` steps.
    package init(strategy: SchedulingStrategy, stepLimit: Int = 200_000) {
        self.strategy = StrategyState(strategy)
        self.stepLimit = stepLimit
        _ = makeQueue(label: "main", role: .main)
    }

    // MARK: Queues

    /// A new queue of the run; its id is the next in creation order. - Complexity: O(queues).
    func makeQueue(label: String, role: QueueRole, mayQueueOnMain: Bool = true) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let id = queues.count
        var unique = label
        var copy = 2
        while queues.contains(where: { $0.info.label == unique }) { unique = "\(label) #\(copy)"; copy += 1 }
        let info = ScheduledQueueInfo(id: id, label: unique, role: role)
        queues.append(QueueState(info, mayQueueOnMain: mayQueueOnMain))
        trace.queues.append(info)
        strategy.queueCreated(id)
        return id
    }

    /// The queue of the run named `label`, made on first use (what stands for a global queue).
    func queue(named label: String, role: QueueRole) -> Int {
        lock.lock()
        let known = queues.first { $0.info.label == label }?.info.id
        lock.unlock()
        return known ?? makeQueue(label: label, role: role)
    }

    /// Queues `work` on queue `id` (FIFO). On main it also queues its marker on `DispatchQueue.main`,
    /// so it keeps its place among your own main-queue blocks.
    func enqueue(_ label: String, on id: Int, _ work: @escaping @Sendable () -> Void) {
        lock.lock()
        queues[id].pending.append(Task(label: label, work: work))
        lock.unlock()
        if id == 0 { DispatchQueue.main.async { self.markerReached() } }
    }

    /// Holds (or releases) queue `id`'s pending tasks: suspended queues are not picked.
    func suspend(_ id: Int, _ suspend: Bool) {
        lock.lock()
        queues[id].suspensions += suspend ? 1 : -1
        lock.unlock()
    }

    /// Whether the calling thread runs a task of the run (not a block queued on main by other code):
    /// what binds queues and data sources made now to the run.
    var runsTaskOnCurrentThread: Bool {
        guard let queue = currentQueue else { return false }
        lock.lock()
        defer { lock.unlock() }
        return queue != 0 || queues[0].running.map { !$0.isForeign } ?? false
    }

    /// The queue the calling thread runs on, if it is a thread of this run (on main, any code the
    /// main queue runs while the run lets it, your own blocks included).
    var currentQueue: Int? {
        let me = pthread_self()
        lock.lock()
        defer { lock.unlock() }
        if isMainQueueThread(me) { return 0 }
        return threads.first { $0.handle.map { pthread_equal($0, me) != 0 } ?? false }?.queue
    }

    /// Whether a run is in progress (main held).
    var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !finished && Scheduling.active === self
    }

    /// Whether `thread` is the one draining the main queue for the run now. With `lock` held.
    func isMainQueueThread(_ thread: pthread_t) -> Bool {
        guard !finished, holder == .main || main.parked, let mainThread = main.thread else { return false }
        return pthread_equal(mainThread, thread) != 0
    }

    /// Notes `text` against the step running now (an apply submitted, a failure raised).
    func note(_ text: String) {
        lock.lock()
        if !trace.steps.isEmpty {
            trace.steps[trace.steps.count - 1].notes.append(text)
            trace.steps[trace.steps.count - 1].quiet = false
        }
        lock.unlock()
    }

    /// The index of the step running now.
    var currentStep: Int? {
        lock.lock()
        defer { lock.unlock() }
        return trace.steps.isEmpty ? nil : trace.steps.count - 1
    }

    /// The label of queue `id`.
    func label(of id: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return queues[id].info.label
    }
}

/// The one controlled run of this process, and the calls instrumented code makes into it. Each is
/// a no-op outside a controlled run and on threads that are not the run's.
package enum Scheduling {
    static let activeBox = Guarded<Scheduler?>(nil)
    /// Set while a run is active: the fast path of every call outside one is one atomic load.
    static let anyActive = Atomic<Bool>(false)
    /// One controlled run at a time in a process: its main-queue gate and globals are one.
    static let runLock = NSLock()

    /// The scheduler running now, if any.
    package static var active: Scheduler? {
        guard anyActive.load(ordering: .acquiring) else { return nil }
        return activeBox.value
    }

    /// The scheduler whose run the calling thread runs a task of, if any: what a queue, a data
    /// source or a lane made now binds to. Not code that merely runs on main during a run (in a
    /// test process, another test's main-actor work runs there too).
    package static var controlling: Scheduler? {
        guard let scheduler = active, scheduler.runsTaskOnCurrentThread else { return nil }
        return scheduler
    }

    /// The scheduler whose turn the calling thread holds (a task of the run, or any code on main
    /// while the run lets main run): where scheduling points, notes and waits go.
    package static var participating: Scheduler? {
        guard let scheduler = active, scheduler.currentQueue != nil else { return nil }
        return scheduler
    }

    /// A scheduling point: the scheduler may let another queue run before the caller goes on.
    /// `label` names what the caller just did or is about to do ("apply #3 submitted").
    package static func point(_ label: @autoclosure () -> String) {
        guard anyActive.load(ordering: .acquiring), let scheduler = participating else { return }
        scheduler.point(label())
    }

    /// Notes `text` against the current step of the run (shown in the printed schedule).
    package static func note(_ text: @autoclosure () -> String) {
        guard anyActive.load(ordering: .acquiring), let scheduler = participating else { return }
        scheduler.note(text())
    }

    /// The index of the current step of the run the caller belongs to.
    package static var currentStep: Int? { participating?.currentStep }

    /// Waits until `condition` holds: in a controlled run other queues run meanwhile (the caller
    /// gives up its turn until then); elsewhere it returns false at once, for the caller to wait
    /// its own way.
    package static func wait(until condition: @escaping () -> Bool, on what: String) -> Bool {
        participating?.wait(until: condition, on: what) ?? false
    }
}
