import Foundation

/// A thread of a controlled run: runs one queue's task at a time, and only while it holds the turn.
/// Its fields are touched under the scheduler's lock.
final class BatonThread {
    /// The queue whose task it runs, or nil while idle.
    var queue: Int?
    /// A task handed to it, not yet started.
    var assignment: Scheduler.Task?
    /// Its pthread, to tell which queue a caller runs on.
    var handle: pthread_t?
    /// Its kernel id, to read its state in `/proc`.
    var kernelID: Int32?
}

extension Scheduler {
    /// Starts a new thread of the run; its index. With `lock` held.
    func startThread() -> Int {
        let index = threads.count
        threads.append(BatonThread())
        let thread = Thread { [self] in threadMain(index) }
        thread.stackSize = 8 << 20
        thread.name = "diffbench.scheduler.\(index)"
        thread.start()
        return index
    }

    /// A thread's life: wait for a task, wait for the turn, run it, give the turn back.
    private func threadMain(_ index: Int) {
        let kernelID = ThreadState.currentThreadID()
        lock.lock()
        threads[index].handle = pthread_self()
        threads[index].kernelID = kernelID
        while true {
            while threads[index].assignment == nil && !finished { lock.wait() }
            guard let task = threads[index].assignment else { break }
            while holder != .thread(index) { lock.wait() }
            threads[index].assignment = nil
            lock.unlock()
            task.work()
            lock.lock()
            if let queue = threads[index].queue { queues[queue].running = nil }
            threads[index].queue = nil
            // Woken by a rescue, it may end while main still runs to its gate: the driver then
            // takes the turn when main parks.
            if holder == .thread(index) { holder = .driver }
            lock.broadcast()
        }
        lock.unlock()
    }

    /// Who the calling thread is in the run and which queue it runs, if it holds the turn. On the
    /// main thread outside a task of the run (a block of yours), a stand-in task records that main
    /// is busy with it. With `lock` held.
    private func turnHolder() -> (holder: Holder, queue: Int)? {
        let me = pthread_self()
        if holder == .main, isMainQueueThread(me) {
            enteredMain()
            if queues[0].running == nil {
                queues[0].running = Running(thread: nil, label: "a block queued on the main queue", state: .running, isForeign: true)
            }
            return (.main, 0)
        }
        guard let index = threads.firstIndex(where: { $0.handle.map { pthread_equal($0, me) != 0 } ?? false }),
              holder == .thread(index), let queue = threads[index].queue
        else { return nil }
        return (.thread(index), queue)
    }

    /// A scheduling point: gives the turn back and waits for it.
    func point(_ label: String) {
        lock.lock()
        defer { lock.unlock() }
        guard !main.forced, let (me, queue) = turnHolder() else { return }
        if let last = trace.steps.indices.last { trace.steps[last].quiet = false }
        queues[queue].running?.state = .yielded(after: label)
        holder = .driver
        lock.broadcast()
        while holder != me { lock.wait() }
        queues[queue].running?.state = .running
    }

    /// Gives the turn back until `condition` holds (the driver checks it before resuming). False
    /// when the caller does not hold the turn (it then waits its own way).
    func wait(until condition: @escaping () -> Bool, on what: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let (me, queue) = turnHolder() else { return false }
        if condition() { return true }
        queues[queue].running?.state = .blocked(until: condition, on: what)
        holder = .driver
        lock.broadcast()
        while holder != me { lock.wait() }
        queues[queue].running?.state = .running
        return true
    }

    // MARK: The main thread

    /// A gate queued on `DispatchQueue.main`: the newest one parks the main thread until the
    /// driver lets it go; older ones let it run on (a newer point lies ahead).
    func gateReached(_ gate: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard !finished, gate == main.newestGate else { return }
        enteredMain()
        queues[0].running = nil
        main.foreignMaybe = false
        park()
    }

    /// A task of the main queue reached its turn in `DispatchQueue.main`'s order: it runs now, as
    /// this step of main, and main parks after it.
    func markerReached() {
        lock.lock()
        guard !queues[0].pending.isEmpty else { return lock.unlock() }
        let task = queues[0].pending.removeFirst()
        if finished {
            lock.unlock()
            return task.work()
        }
        enteredMain()
        queues[0].running = Running(thread: nil, label: task.label, state: .running)
        if let last = trace.steps.indices.last, trace.steps[last].queue == 0 {
            trace.steps[last].label = task.label
            trace.steps[last].quiet = false
        }
        lock.unlock()
        task.work()
        lock.lock()
        queues[0].running = nil
        // A rescue runs main on to its gate, where what a waiting thread queued lies.
        if !main.forced { park() }
        lock.unlock()
    }

    /// Records which thread drains the main queue now. With `lock` held.
    private func enteredMain() {
        main.cameBack = true
        let me = pthread_self()
        if main.thread.map({ pthread_equal($0, me) == 0 }) ?? true {
            main.thread = me
            main.kernelID = ThreadState.currentThreadID()
        }
    }

    /// Parks the main thread (inside a block of `DispatchQueue.main`) and hands the turn to the
    /// driver, until released. With `lock` held.
    private func park() {
        main.parked = true
        holder = .driver
        lock.broadcast()
        while !main.release { lock.wait() }
        main.release = false
        main.parked = false
    }
}

extension ThreadState {
    /// How many times thread `id` went to sleep so far: unchanged means it has not woken.
    static func voluntarySwitches(_ id: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/task/\(id)/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
            return Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
        }
        return nil
    }
}
