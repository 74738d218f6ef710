import ApplyPipeline
import Foundation

/// Something UIKit raises: an exception name and its reason, UIKit's exact text.
public struct DiffableFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// `NSInternalInconsistencyException` for every failure modelled here.
    public var name: String
    /// UIKit's reason text.
    public var reason: String

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
    public static func record(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
    ) async rethrows -> DiffableFailureReport {
        let recorder = Recorder()
        try await Recorder.$current.withValue(recorder, operation: { try await body() }, isolation: isolation)
        recorder.waitForDataSources()
        return recorder.close()
    }

    /// Raises `failure` as UIKit does, or records it. Returns when recorded.
    static func raise(_ failure: DiffableFailure, bound: Recorder? = nil) {
        guard let recorder = Recorder.current ?? bound, recorder.add(failure) else {
            fatalError(failure.uncaughtExceptionText)
        }
    }

    /// Logs `warning` as UIKit does (standard error), or records it.
    static func log(_ warning: String, bound: Recorder? = nil) {
        if let recorder = Recorder.current ?? bound, recorder.add(warning: warning) { return }
        FileHandle.standardError.write(Data((warning + "\n").utf8))
    }
}

/// One `record` call's collection, open until it returns.
final class Recorder: Sendable {
    @TaskLocal static var current: Recorder?

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
