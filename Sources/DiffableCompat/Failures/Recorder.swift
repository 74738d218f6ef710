import ApplyPipeline
import Foundation
import DiffBenchSupport

/// One `record` call's collection, open until it returns.
final class Recorder: Sendable {
    @TaskLocal static var current: Recorder?

    private struct ProcessWide {
        var open: Recorder?
        /// Each waiting recording with what lets its opener go on (a continuation, or a condition).
        var waiting: [(Recorder, @Sendable () -> Void)] = []
    }

    /// The one process-scoped recording open now, and those waiting their turn.
    private static let processWideState = Guarded(ProcessWide())

    /// The process-scoped recording that takes failures with no recording of their own, if any.
    static var processWide: Recorder? { processWideState.withLock { $0.open } }

    /// Opens `recorder` as the process-scoped recording once no other is open.
    static func openProcessWide(_ recorder: Recorder) async {
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            if openNow(recorder, orWhenFree: { turn.resume() }) { turn.resume() }
        }
    }

    /// Opens `recorder` as the process-scoped recording once no other is open, blocking the calling
    /// thread until then (the view-model fuzzer's controlled runs, which are synchronous).
    static func openProcessWideBlocking(_ recorder: Recorder) {
        let turn = NSCondition()
        let given = Guarded(false)
        let give: @Sendable () -> Void = {
            turn.lock()
            given.set(true)
            turn.broadcast()
            turn.unlock()
        }
        if openNow(recorder, orWhenFree: give) { return }
        turn.lock()
        while !given.value { turn.wait() }
        turn.unlock()
    }

    /// Opens `recorder` now if no process-scoped recording is open (true), else queues it with
    /// `resume`, called once it is opened.
    private static func openNow(_ recorder: Recorder, orWhenFree resume: @escaping @Sendable () -> Void) -> Bool {
        processWideState.withLock { state -> Bool in
            guard state.open == nil else { state.waiting.append((recorder, resume)); return false }
            state.open = recorder
            return true
        }
    }

    /// Closes `recorder` and opens the next waiting one.
    static func closeProcessWide(_ recorder: Recorder) {
        let next = processWideState.withLock { state -> (@Sendable () -> Void)? in
            guard state.open === recorder else { return nil }
            guard !state.waiting.isEmpty else { state.open = nil; return nil }
            let (waiter, turn) = state.waiting.removeFirst()
            state.open = waiter
            return turn
        }
        next?()
    }

    private struct State {
        var open = true
        var failures: [DiffableFailure] = []
        var warnings: [String] = []
        /// The step of diffbench's scheduler each failure and warning was raised in, in a controlled run.
        var failureSteps: [Int?] = []
        var warningSteps: [Int?] = []
        var waiters: [@Sendable () -> Void] = []
    }

    private let state = Guarded(State())

    /// Records `failure`; false once the recording is over (the failure is then raised).
    func add(_ failure: DiffableFailure) -> Bool {
        state.withLock { state in
            guard state.open else { return false }
            state.failures.append(failure)
            state.failureSteps.append(Scheduling.currentStep)
            return true
        }
    }

    func add(warning: String) -> Bool {
        state.withLock { state in
            guard state.open else { return false }
            state.warnings.append(warning)
            state.warningSteps.append(Scheduling.currentStep)
            return true
        }
    }

    /// Registers a way to wait for a data source created while recording.
    func waitBeforeClosing(_ wait: @escaping @Sendable () -> Void) { state.withLock { $0.waiters.append(wait) } }

    /// Waits for the data sources made while recording (each waits only off the main queue, which
    /// its commits need).
    func waitForDataSources() {
        for wait in state.withLock({ $0.waiters }) { wait() }
    }

    /// Waits for the data sources made while recording from a thread of its own, so the caller's
    /// queue (the main queue, for a main-actor recording) stays free to commit what they have in flight.
    func awaitDataSources() async {
        let waiters = state.withLock { $0.waiters }
        guard !waiters.isEmpty else { return }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                for wait in waiters { wait() }
                done.resume()
            }
        }
    }

    func close() -> DiffableFailureReport {
        state.withLock { state in
            state.open = false
            state.waiters = []
            return DiffableFailureReport(
                failures: state.failures, warnings: state.warnings, failureSteps: state.failureSteps, warningSteps: state.warningSteps)
        }
    }
}
