import ApplyPipeline
import DiffableSnapshots
import Diffing
import Workloads
import DiffBenchSupport

/// What one pipeline case measured: a stream of snapshots applied from a background thread.
public struct PipelineMeasurement: Sendable, Codable, Hashable {
    /// Diff workers.
    public var workers: Int
    /// Items per snapshot.
    public var n: Int
    /// Applies committed.
    public var applies: Int
    /// Wall time from the first submission to the last commit.
    public var seconds: Double
    /// Applies committed per second.
    public var appliesPerSecond: Double
    /// Mean time the apply queue spent committing one apply.
    public var applyQueueSecondsPerApply: Double
    /// Mean time a worker spent diffing one apply.
    public var diffSecondsPerApply: Double
    /// Mean time a worker spent in all on one apply (diff, then validating the update off-queue).
    public var workerSecondsPerApply: Double
    /// Median submit-to-commit latency.
    public var latencyP50Seconds: Double
    /// 99th-percentile submit-to-commit latency.
    public var latencyP99Seconds: Double
    /// Bytes still allocated after the stream, over before it; nil without a memory probe.
    public var bytesRetained: Int?
    /// Whether the view ended on the last snapshot.
    public var endedOnLast: Bool

    /// The pipeline case's figures, its workers running `differ` on `churn`; its scaling is 1 until
    /// the run knows the one-worker case of the same workload.
    public func figures(differ: String, churn: CaseChurn) -> PipelineFigures {
        PipelineFigures(
            differ: differ, churn: churn.description, workers: workers, appliesPerSecond: appliesPerSecond,
            applyQueueSecondsPerApply: applyQueueSecondsPerApply, diffSecondsPerApply: diffSecondsPerApply,
            latencyP50Seconds: latencyP50Seconds, latencyP99Seconds: latencyP99Seconds, scaling: 1, roundTrips: endedOnLast)
    }
}

/// Applies a prebuilt stream through a `DiffableDataSource` with a given number of diff workers.
public enum PipelineBenchmark {
    /// Shows `stream[0]` (reload, not timed), then submits the rest as fast as possible from this
    /// thread and waits until the last has committed.
    public static func measure<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        workers: Int, stream: [DiffableSnapshot<SectionID, ItemID>], memory: any MemoryProbe
    ) -> PipelineMeasurement {
        let before = memory.allocatedBytes()
        let source = DiffableDataSource<SectionID, ItemID>(workers: workers)
        source.applySnapshotUsingReloadData(stream[0])
        source.waitUntilIdle()
        let (seconds, _) = MonotonicClock.measure { () -> Int in
            for snapshot in stream.dropFirst() { source.apply(snapshot) }
            source.waitUntilIdle()
            return 0
        }
        let records = source.records.dropFirst()
        let after = memory.allocatedBytes()
        let count = Double(max(records.count, 1))
        let statistics = source.statistics
        return PipelineMeasurement(
            workers: workers, n: stream[0].numberOfItems, applies: records.count, seconds: seconds,
            appliesPerSecond: Double(records.count) / seconds,
            applyQueueSecondsPerApply: records.map(\.applySeconds).reduce(0, +) / count,
            diffSecondsPerApply: records.map(\.diffSeconds).reduce(0, +) / count,
            workerSecondsPerApply: records.map(\.workerSeconds).reduce(0, +) / count,
            latencyP50Seconds: statistics.latencySeconds(atPercentile: 50),
            latencyP99Seconds: statistics.latencySeconds(atPercentile: 99),
            bytesRetained: before.flatMap { b in after.map { $0 - b } },
            endedOnLast: source.withView { $0.shows(stream[stream.count - 1]) })
    }
}
