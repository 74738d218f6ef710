import Foundation

/// What a controlled run came to.
package struct ScheduledRunResult: Sendable {
    /// The queues, steps and decisions.
    package var trace: ScheduleTrace
    /// Set when the run stopped because every queue left waited (or it ran away): what each waited for.
    package var deadlock: String?
}

extension Scheduler {
    /// Runs `setup` as the first task of the main queue and drives the run until nothing can
    /// proceed; then runs `settled` on the main queue (invariants) and drives again until nothing
    /// can. Called from any thread: on the main thread (the command line's workers) it drives from
    /// a thread of its own and runs the main run loop meanwhile; elsewhere the main queue must be
    /// free to run (Swift Testing's and XCTest's is). One controlled run at a time per process.
    package func run(setup: @escaping @Sendable () -> Void, settled: @escaping @Sendable () -> Void = {}) -> ScheduledRunResult {
        Scheduling.runLock.lock()
        defer { Scheduling.runLock.unlock() }
        Scheduling.activeBox.set(self)
        Scheduling.anyActive.store(true, ordering: .releasing)
        defer {
            Scheduling.anyActive.store(false, ordering: .releasing)
            Scheduling.activeBox.set(nil)
        }
        if Thread.isMainThread {
            let done = Guarded(false)
            let driver = Thread { [self] in
                drive(setup: setup, settled: settled)
                done.set(true)
            }
            driver.stackSize = 8 << 20
            driver.start()
            while !done.value { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002)) }
        } else {
            drive(setup: setup, settled: settled)
        }
        lock.lock()
        defer { lock.unlock() }
        return ScheduledRunResult(trace: trace, deadlock: deadlock)
    }

    /// Takes the main queue, runs the loop twice (the sequence, then `settled`), and lets go.
    func drive(setup: @escaping @Sendable () -> Void, settled: @escaping @Sendable () -> Void) {
        guard takeMainQueue() else { return }
        enqueue("set up", on: 0, setup)
        lock.lock()
        loop()
        lock.unlock()
        if deadlockDescription == nil {
            enqueue("check invariants", on: 0, settled)
            lock.lock()
            loop()
            lock.unlock()
        }
        finish()
    }

    private var deadlockDescription: String? {
        lock.lock()
        defer { lock.unlock() }
        return deadlock
    }

    /// Queues the first gate on the main queue and waits for main to park in it (10 s at most: a
    /// main queue that is never free is reported, not waited for).
    private func takeMainQueue() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        main.newestGate = 1
        DispatchQueue.main.async { self.gateReached(1) }
        let deadline = Date(timeIntervalSinceNow: 10)
        while !main.parked {
            if !lock.wait(until: deadline) && !main.parked {
                deadlock = "the main queue was not free to run the sequence within 10 s: call the fuzzer off the main actor"
                finished = true
                return false
            }
        }
        return true
    }

    /// Picks and runs steps until nothing can proceed (after letting main drain what your code may
    /// have queued on it, twice). With `lock` held.
    func loop() {
        var settlingRounds = 0
        while deadlock == nil {
            if trace.steps.count >= stepLimit {
                deadlock = "the run took more than \(stepLimit) steps (work that queues itself forever?)"
                return
            }
            let candidates = runnable()
            guard !candidates.isEmpty else {
                if let waiting = waitingDescription() {
                    deadlock = "every queue left waits: " + waiting
                    return
                }
                // Nothing can run: let main, and your queues, run what your code may have queued
                // on them, twice, before the run counts as settled.
                guard settlingRounds < 2, main.parked else { return }
                settlingRounds += 1
                main.foreignMaybe = true
                for queue in queues where queue.own != nil { queue.ownMaybePending = true }
                continue
            }
            // Work of the run's own (not a turn to drain main or your queues) starts settling over.
            if candidates.contains(where: { id in queues[id].own == nil && (id != 0 || queues[0].running != nil || !queues[0].pending.isEmpty) }) {
                settlingRounds = 0
            }
            let chosen = candidates.count == 1 ? candidates[0] : strategy.choose(among: candidates, previous: previous, step: trace.steps.count)
            record(chosen, label: stepLabel(chosen), candidates: candidates)
            start(chosen)
            waitForTurn()
        }
    }

    /// The queues that can proceed now, ascending.
    func runnable() -> [Int] {
        queues.indices.filter { id in
            let queue = queues[id]
            if queue.own != nil { return queue.ownMaybePending && holder != .own(id) }
            if let running = queue.running { return isReady(running) }
            if id == 0 { return main.parked && (!queue.pending.isEmpty || main.foreignMaybe) }
            return queue.suspensions == 0 && !queue.pending.isEmpty
        }
    }

    private func isReady(_ running: Running) -> Bool {
        switch running.state {
        case .running: false
        case .yielded: true
        case let .blocked(condition, _): condition()
        }
    }

    /// What every waiting task waits for, or nil when none waits.
    private func waitingDescription() -> String? {
        let waiting = queues.compactMap { queue -> String? in
            guard let running = queue.running, case let .blocked(_, what) = running.state else { return nil }
            return "\(queue.info.label) (\(running.label)) waits for \(what)"
        }
        return waiting.isEmpty ? nil : waiting.joined(separator: "; ")
    }

    private func stepLabel(_ id: Int) -> String {
        let queue = queues[id]
        if let running = queue.running {
            if case let .yielded(after) = running.state { return "\(running.label), at: \(after)" }
            return "\(running.label), resumed"
        }
        if queue.own != nil { return "blocks queued on \(queue.info.label)" }
        return queue.pending.first?.label ?? "blocks queued on the main queue"
    }

    /// Appends a step (and a decision, when several queues could run).
    func record(_ id: Int, label: String, candidates: [Int]) {
        var preempted = false
        if candidates.count > 1 {
            let decision = SchedulingDecision(runnable: candidates, chosen: id, previous: previous)
            trace.decisions.append(decision)
            preempted = decision.isPreemption
        }
        var step = ScheduleStep(queue: id, label: label, decided: candidates.count > 1, preempted: preempted, notes: [])
        // A turn of main with none of the run's tasks to start: quiet unless something shows.
        step.quiet = id == 0 && queues[0].running == nil && queues[0].pending.isEmpty
        trace.steps.append(step)
        previous = id
        // Whatever a task of the run does may queue blocks on the main queue and on your queues,
        // which then get turns. Not a turn of main to run such blocks, nor a drain of one of your
        // queues: two of those would hand each other turns forever (settling gives each its turns
        // at the end).
        let isTask = queues[id].own == nil && (id != 0 || queues[0].running != nil || !queues[0].pending.isEmpty)
        if queues[id].mayQueueOnMain && isTask {
            main.foreignMaybe = true
            for other in queues where other.own != nil { other.ownMaybePending = true }
        }
    }

    /// Hands the turn to queue `id`: resumes its task, or starts its next on a thread of the run,
    /// or (main) lets the main queue run on to its next point.
    private func start(_ id: Int) {
        defer { lock.broadcast() }
        let queue = queues[id]
        if queue.own != nil { return drainOwn(id) }
        if let running = queue.running {
            holder = running.thread.map(Holder.thread) ?? .main
            return
        }
        if id == 0 { return releaseMain() }
        let task = queue.pending.removeFirst()
        let thread = threads.firstIndex { $0.queue == nil && $0.assignment == nil } ?? startThread()
        threads[thread].queue = id
        threads[thread].assignment = task
        queue.running = Running(thread: thread, label: task.label, state: .running)
        holder = .thread(thread)
    }

    /// Lets the parked main thread run on: past your blocks and its next task, up to a new gate.
    func releaseMain() {
        main.newestGate += 1
        let gate = main.newestGate
        DispatchQueue.main.async { self.gateReached(gate) }
        main.release = true
        main.cameBack = false
        holder = .main
        lock.broadcast()
    }

    /// Waits until the turn comes back. A holder seen asleep four times in a row (20 ms) may wait on
    /// main (a `DispatchQueue.main.sync` from a thread of the run): if main is parked, main runs
    /// what it holds, once per wake-up of the holder. A holder is called deadlocked only once it has
    /// slept `sleepPatience` without once waking: a wait on work outside the run that ends (a
    /// `sync` onto a busy global queue, a lock held by a thread a busy machine left descheduled,
    /// another test's main-queue work in a test process) is slow, not stuck.
    /// Main let go and not yet back in the run is not watched that way (which thread drains it is
    /// not known yet): it is waited for, up to `mainReturnPatience`.
    func waitForTurn() {
        var asleep = 0
        var rescuedAt: Int?
        var ownWaits = 0
        var mainAwaySince: Date?
        var still: (switches: Int?, since: Date)?
        while holder != .driver {
            if lock.wait(until: Date(timeIntervalSinceNow: 0.005)) { continue }
            if holder == .main && !main.cameBack {
                let since = mainAwaySince ?? Date()
                mainAwaySince = since
                guard Date().timeIntervalSince(since) >= Self.mainReturnPatience else { continue }
                deadlock = deadlock ?? "the main queue, let go, did not come back to the run in \(Int(Self.mainReturnPatience)) s: it runs or waits on something outside the run (a semaphore, a lock, or `sync` onto a queue the fuzzer does not know)"
                return
            }
            mainAwaySince = nil
            // A queue of yours drains on a thread the run cannot see: past 200 ms, it may wait on
            // main (a DispatchQueue.main.sync), so main runs what it holds, once.
            if case .own = holder {
                ownWaits += 1
                if ownWaits == 40 { _ = rescueBlockedHolder() }
                continue
            }
            guard let id = holderKernelID(), ThreadState.isSleeping(id) == true else {
                asleep = 0
                still = nil
                continue
            }
            let switches = ThreadState.voluntarySwitches(id)
            if still == nil || still?.switches != switches { still = (switches, Date()) }
            asleep += 1
            guard asleep >= 4 else { continue }
            asleep = 0
            if rescuedAt == nil || rescuedAt != switches, rescueBlockedHolder() {
                rescuedAt = ThreadState.voluntarySwitches(id)
                continue
            }
            guard let since = still?.since, Date().timeIntervalSince(since) >= Self.sleepPatience else { continue }
            deadlock = deadlock ?? "\(holderDescription) slept \(Int(Self.sleepPatience)) s without waking: it waits on something outside the run (a semaphore, a lock, or `sync` onto a queue the fuzzer does not know)"
            return
        }
    }

    /// How long main, let go, may take to come back to the run before the run is called stuck.
    static let mainReturnPatience: TimeInterval = 10
    /// How long a holder may sleep without once waking before the run is called stuck: far longer
    /// than a wait on work outside the run that ends takes, even on a busy machine.
    static let sleepPatience: TimeInterval = 1

    private func holderKernelID() -> Int32? {
        switch holder {
        case .driver: nil
        case .main: main.kernelID
        case let .thread(index): threads[index].kernelID
        case .own: nil
        }
    }

    private var holderDescription: String {
        switch holder {
        case .driver: "the driver"
        case .main: "the main queue"
        case let .own(id): queues[id].info.label
        case let .thread(index): threads[index].queue.map { queues[$0].info.label } ?? "a thread of the run"
        }
    }

    /// Lets the main queue run what it holds while a thread of the run waits on it outside the
    /// scheduler: main finishes the task it is in (if it yielded in one), then runs on, through the
    /// blocks and tasks queued on it (without stopping at scheduling points), to a new gate, queued
    /// after what the waiting thread queued; then the turn goes back to that thread. False when
    /// main cannot help (it waits itself).
    private func rescueBlockedHolder() -> Bool {
        let waiter = holder
        switch waiter {
        case .thread, .own: break
        case .driver, .main: return false
        }
        if let running = queues[0].running {
            guard case .yielded = running.state else { return false }
        } else if !main.parked {
            return false
        }
        let waiting = holderDescription
        trace.steps.append(ScheduleStep(
            queue: 0, label: "main runs what it holds (\(waiting) waits on the main queue)", decided: false, preempted: false, notes: []))
        main.forced = true
        if queues[0].running != nil {
            main.newestGate += 1
            let gate = main.newestGate
            DispatchQueue.main.async { self.gateReached(gate) }
            holder = .main
            lock.broadcast()
        } else {
            releaseMain()
        }
        while !(holder == .driver && (main.parked || queues[0].running != nil)) { lock.wait() }
        main.forced = false
        guard main.parked else { return false }
        // The waiting thread may have woken and ended its task (or drain) meanwhile.
        switch waiter {
        case let .thread(index): if threads[index].queue != nil { holder = waiter }
        case let .own(id): if queues[id].running != nil { holder = waiter }
        case .driver, .main: break
        }
        lock.broadcast()
        return true
    }

    /// Ends the run: main leaves its gate and runs free again; idle threads end.
    private func finish() {
        lock.lock()
        defer { lock.unlock() }
        let mainStuck = !main.parked && deadlock != nil
        finished = true
        main.release = true
        lock.broadcast()
        // Your queues run free again.
        for queue in queues where queue.own != nil && queue.running == nil { queue.own?.resume() }
        if mainStuck {
            // The main thread waits inside a task of the run: nothing can hand it back.
            fatalError("diffbench's scheduler: deadlock with the main queue waiting: \(deadlock ?? "")\n\(ScheduleColumns.render(trace))")
        }
    }
}
