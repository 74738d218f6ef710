import ApplyPipeline
import Foundation
import DiffBenchSupport

/// One `record` call's collection, open until it returns.
final class Recorder: Sendable {
    @TaskLocal static var current: Recorder?

    private struct ProcessWide {
        var open: Recorder?
        var waiting: [(Recorder, CheckedContinuation<Void, Never>)] = []
    }

    /// The one process-scoped recording open now, and those waiting their turn.
    private static let processWideState = Guarded(ProcessWide())

    /// The process-scoped recording that takes failures with no recording of their own, if any.
    static var processWide: Recorder? { processWideState.withLock { $0.open } }

    /// Opens `recorder` as the process-scoped recording once no other is open.
    static func openProcessWide(_ recorder: Recorder) async {
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            let now = processWideState.withLock { state -> Bool in
                guard state.open == nil else { state.waiting.append((recorder, turn)); return false }
                state.open = recorder
                return true
            }
            if now { turn.resume() }
        }
    }

    /// Closes `recorder` and opens the next waiting one.
    static func closeProcessWide(_ recorder: Recorder) {
        let next = processWideState.withLock { state -> CheckedContinuation<Void, Never>? in
            guard state.open === recorder else { return nil }
            guard !state.waiting.isEmpty else { state.open = nil; return nil }
            let (waiter, turn) = state.waiting.removeFirst()
            state.open = waiter
            return turn
        }
        next?.resume()
    }

    private struct State {
        var open = true
        var failures: [DiffableFailure] = []
        var warnings: [String] = []
        var waiters: [@Sendable () -> Void] = []
    }

    private let state = Guarded(State())

    /// Records `failure`; false once the recording is over (the failure is then raised).
    func add(_ failure: DiffableFailure) -> Bool {
        state.withLock { state in
            guard state.open else { return false }
            state.failures.append(failure)
            return true
        }
    }

    func add(warning: String) -> Bool {
        state.withLock { state in
            guard state.open else { return false }
            state.warnings.append(warning)
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
            return DiffableFailureReport(failures: state.failures, warnings: state.warnings)
        }
    }
}
