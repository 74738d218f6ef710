import Foundation

/// A thread of its own that runs jobs one at a time in the order queued: the free-running executor
/// of a diff worker (a controlled run orders workers through `ScheduledQueue` instead).
///
/// Why not a serial `DispatchQueue`: each `dispatch_async` takes a libdispatch continuation from
/// the submitting thread's cache, and the thread that runs the block parks it in its own cache.
/// With producers on one side and workers on the other those caches only fill, on every thread GCD
/// ever ran a worker block on: the soak's live bytes grew by that (issue 32). Here a job is the
/// closure alone, queued in a ring that grows to the deepest backlog and is reused after.
///
/// The thread starts with the first job, ends after idling `idleExit` (a worker nobody uses holds
/// no thread, as an idle serial queue holds none) and starts again with the next; `stop()` ends it
/// once the queued jobs have run: its owner calls that when released.
package final class WorkerThread: @unchecked Sendable {
    /// The worker's name, for messages (Foundation on Linux does not pass a thread's name on to the
    /// kernel, so `ps -L` shows what the thread that started it was called).
    package let name: String
    private let idleExit: TimeInterval
    // Everything below is touched with `condition` locked.
    private let condition = NSCondition()
    private var jobs = JobRing()
    /// Helper parts of a split diff: their caller waits for them, so they run before queued jobs,
    /// and even while suspended.
    private var parts = JobRing()
    private var suspensions = 0
    private var stopping = false
    /// A thread is running the loop (or about to): then queued work needs no new one.
    private var started = false
    private var threadsStarted = 0
    private var threadsEnded = 0

    /// A worker named `name` whose thread ends after `idleExit` seconds with nothing to do.
    package init(name: String, idleExit: TimeInterval = 5) {
        self.name = name
        self.idleExit = idleExit
    }

    /// Queues `work` behind the jobs queued before it. - Complexity: amortized O(1).
    package func async(_ work: @escaping @Sendable () -> Void) {
        enqueue(Job(work: work, done: nil), part: false)
    }

    /// Queues `work` as a helper part: it runs before queued jobs, even while suspended, and
    /// `done.countDown()` is called once the thread has let go of `work` (so a caller that lent
    /// `work` a non-escaping closure may return).
    package func runPart(_ work: @escaping @Sendable () -> Void, done: Countdown) {
        enqueue(Job(work: work, done: done), part: true)
    }

    /// Stops starting queued jobs until `resume()`; calls must balance. Helper parts still run.
    package func suspend() {
        condition.lock()
        suspensions += 1
        condition.unlock()
    }

    /// Starts queued jobs again after `suspend()`.
    package func resume() {
        condition.lock()
        precondition(suspensions > 0, "resume() without suspend() on \(name)")
        suspensions -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Ends the thread once everything queued has run (a suspension no longer holds jobs back); no
    /// work may be queued after. Safe from the worker's own thread.
    package func stop() {
        condition.lock()
        stopping = true
        suspensions = 0
        condition.broadcast()
        condition.unlock()
    }

    /// The worker whose thread the caller runs on, if any.
    package static var current: WorkerThread? {
        pthread_getspecific(currentKey).map { Unmanaged<WorkerThread>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The thread-specific slot `current` reads: set by each worker's thread for its life.
    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left for WorkerThread.current")
        return key
    }()

    /// Whether `stop()` was called.
    package var isStopped: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    /// Threads started so far, and how many of them have ended (one runs at most at a time).
    package var threadCounts: (started: Int, ended: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (threadsStarted, threadsEnded)
    }

    /// Waits until no thread of this worker runs, up to `timeout` seconds; whether none does.
    package func waitUntilNoThread(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while threadsEnded < threadsStarted {
            if !condition.wait(until: deadline) { return threadsEnded == threadsStarted }
        }
        return true
    }

    private func enqueue(_ job: Job, part: Bool) {
        condition.lock()
        precondition(!stopping, "work queued on \(name) after stop()")
        if part { parts.append(job) } else { jobs.append(job) }
        if started {
            condition.broadcast()
        } else {
            started = true
            threadsStarted += 1
            let thread = Thread { [self] in run() }
            thread.stackSize = 8 << 20
            thread.start()
        }
        condition.unlock()
    }

    /// The next job to run now, if any. With `condition` locked.
    private func next() -> Job? {
        if let part = parts.removeFirst() { return part }
        return suspensions == 0 ? jobs.removeFirst() : nil
    }

    /// The thread's life: run what is queued, wait for more, end when stopped or idle too long.
    private func run() {
        // The thread holds the worker for its life, so the unretained pointer stays valid.
        pthread_setspecific(Self.currentKey, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.currentKey, nil) }
        condition.lock()
        while true {
            if var job = next() {
                condition.unlock()
                job.work?()
                // Let go of the closure (and what it captured) before saying the part is done.
                job.work = nil
                job.done?.countDown()
                condition.lock()
                continue
            }
            if stopping { break }
            if !jobs.isEmpty {
                condition.wait()  // suspended with jobs queued: resume() or stop() wakes it
                continue
            }
            let deadline = Date(timeIntervalSinceNow: idleExit)
            var timedOut = false
            while parts.isEmpty && jobs.isEmpty && !stopping && !timedOut { timedOut = !condition.wait(until: deadline) }
            if timedOut && parts.isEmpty && jobs.isEmpty { break }
        }
        started = false
        threadsEnded += 1
        condition.broadcast()
        condition.unlock()
    }
}

/// Counts down the helper parts of one split diff; the caller waits for zero.
package final class Countdown: @unchecked Sendable {
    private let condition = NSCondition()
    private var remaining: Int

    /// A countdown from `count`.
    package init(_ count: Int) { remaining = count }

    /// One part is done.
    package func countDown() {
        condition.lock()
        remaining -= 1
        if remaining == 0 { condition.broadcast() }
        condition.unlock()
    }

    /// Blocks until every part is done.
    package func wait() {
        condition.lock()
        while remaining > 0 { condition.wait() }
        condition.unlock()
    }
}

/// A job: the work, and for a helper part the countdown to tick once it ran.
private struct Job {
    var work: (@Sendable () -> Void)?
    let done: Countdown?
}

/// A first-in first-out ring of jobs: grows by doubling to the deepest backlog and keeps that
/// storage, so a steady stream of jobs allocates nothing for the queue itself.
private struct JobRing {
    private var slots: [Job?] = []
    private var head = 0
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func append(_ job: Job) {
        if count == slots.count { grow() }
        slots[(head + count) % slots.count] = job
        count += 1
    }

    mutating func removeFirst() -> Job? {
        guard count > 0 else { return nil }
        defer {
            slots[head] = nil
            head = (head + 1) % slots.count
            count -= 1
        }
        return slots[head]
    }

    /// Doubles the storage, the queued jobs first in order.
    private mutating func grow() {
        var larger = [Job?](repeating: nil, count: max(8, slots.count * 2))
        for offset in 0 ..< count { larger[offset] = slots[(head + offset) % slots.count] }
        slots = larger
        head = 0
    }
}
