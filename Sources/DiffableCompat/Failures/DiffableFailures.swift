import ApplyPipeline
import Foundation
import DiffBenchSupport

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
    /// body stays on the main actor). It waits for the data sources without holding the caller's
    /// actor, so on the main actor too it returns only once what they had in flight committed, with
    /// the failures and warnings those commits raised.
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
        await recorder.awaitDataSources()
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
