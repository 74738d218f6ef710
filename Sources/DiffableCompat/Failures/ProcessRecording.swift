import DiffBenchSupport
import Foundation

/// A process-scoped recording held open by synchronous code for as long as it needs: the view-model
/// fuzzer's controlled runs, whose work runs on threads of diffbench's scheduler, where no task's
/// recording can follow it. Package API.
package struct ProcessRecording: Sendable {
    let recorder: Recorder

    /// Opens one, blocking the calling thread until no other process-scoped recording is open.
    package static func open() -> ProcessRecording {
        let recorder = Recorder()
        Recorder.openProcessWideBlocking(recorder)
        return ProcessRecording(recorder: recorder)
    }

    /// Runs `body` with this recording as the task's: data sources and views made inside it report
    /// to it, whichever queue they fail on later.
    package func scoped<T>(_ body: () throws -> T) rethrows -> T {
        try Recorder.$current.withValue(recorder) { try body() }
    }

    /// Closes it (without waiting for data sources: a controlled run ends with nothing in flight)
    /// and returns what it caught.
    package func close() -> DiffableFailureReport {
        defer { Recorder.closeProcessWide(recorder) }
        return recorder.close()
    }
}
