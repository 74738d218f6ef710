import ApplyPipeline
import Foundation
import DiffBenchSupport

/// Something UIKit raises: an exception name and its reason, UIKit's exact text.
public struct DiffableFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// `NSInternalInconsistencyException` for every failure modelled here.
    public var name: String
    /// UIKit's reason text.
    public var reason: String

    /// A failure with UIKit's reason and exception name.
    public init(reason: String, name: String = "NSInternalInconsistencyException") {
        self.name = name
        self.reason = reason
    }

    public var description: String { reason }

    /// How UIKit reports it when it ends the app.
    public var uncaughtExceptionText: String { "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'" }
}

/// What a recorded body ran into: UIKit's exceptions, and what UIKit only logs.
public struct DiffableFailureReport: Sendable {
    /// What UIKit would have raised, in order. Each failing call left its receiver unchanged.
    public var failures: [DiffableFailure]
    /// What UIKit would have logged (re-appended items moved, applies from two queues), in order.
    public var warnings: [String]
}

/// UIKit's failure semantics for code written against UIKit: by default a failure ends the process
/// as UIKit's uncaught exception does (`*** Terminating app due to uncaught exception
/// 'NSInternalInconsistencyException', reason: '…'`), and what UIKit logs goes to standard error.
/// Inside `DiffableFailures.record { … }` both are collected instead, so a test can assert on them:
/// the failing call leaves its receiver unchanged and the body goes on.
///
/// Which recorder a failure goes to: the one of the task that made the call (a task-local), or, for
/// work that runs later on another queue (an apply from a background queue, a cell provider during a
/// commit), the one in force when the data source or view was created.
public enum DiffableFailures {
    /// Runs `body` with failures and warnings recorded instead of raised, waits until every data
    /// source created inside it is idle (so failures of applies it started are in), and returns them.
    public static func record(_ body: () throws -> Void) rethrows -> DiffableFailureReport {
        let recorder = Recorder()
        try Recorder.$current.withValue(recorder) { try body() }
        recorder.waitForDataSources()
        return recorder.close()
    }

    /// The `async` form of `record(_:)`; `body` runs on the caller's actor (a `@MainActor` test's
    /// body stays on the main actor).
    ///
    /// With `scope: .process` the recording also takes failures that have no recording of their
    /// own: those raised in work your code queued itself (`DispatchQueue.main.async { … }`,
    /// `.receive(on: DispatchQueue.main)`), where the task's recording cannot follow. It is one per
    /// process: a second process-scoped recording waits (without blocking its thread) until the
    /// first returns, so each such failure lands in the one recording open.
    public static func record(
        scope: RecordingScope = .task, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
    ) async rethrows -> DiffableFailureReport {
        let recorder = Recorder()
        if scope == .process { await Recorder.openProcessWide(recorder) }
        defer { if scope == .process { Recorder.closeProcessWide(recorder) } }
        try await Recorder.$current.withValue(recorder, operation: { try await body() }, isolation: isolation)
        recorder.waitForDataSources()
        return recorder.close()
    }

    /// Raises `failure` as UIKit does, or records it. Returns when recorded.
    static func raise(_ failure: DiffableFailure, bound: Recorder? = nil) {
        guard let recorder = Recorder.current ?? bound ?? Recorder.processWide, recorder.add(failure) else {
            fatalError(failure.uncaughtExceptionText)
        }
    }

    /// Logs `warning` as UIKit does (standard error), or records it.
    static func log(_ warning: String, bound: Recorder? = nil) {
        if let recorder = Recorder.current ?? bound ?? Recorder.processWide, recorder.add(warning: warning) { return }
        FileHandle.standardError.write(Data((warning + "\n").utf8))
    }
}

/// Which failures a recording takes.
public enum RecordingScope: Sendable, Hashable {
    /// Those of the task that records, and of the data sources and views made inside it (the default).
    case task
    /// Those too, and any failure that has no recording of its own (raised in work your code queued
    /// itself, such as a `DispatchQueue.main.async` block): one such recording per process.
    case process
}

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

    func waitForDataSources() {
        for wait in state.withLock({ $0.waiters }) { wait() }
    }

    func close() -> DiffableFailureReport {
        state.withLock { state in
            state.open = false
            state.waiters = []
            return DiffableFailureReport(failures: state.failures, warnings: state.warnings)
        }
    }
}
