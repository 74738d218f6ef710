import Histogram

/// How one submitted apply ended.
public enum ApplyOutcome: Sendable, Hashable {
    /// Committed to the view; the record says when and what it changed.
    case applied(ApplyRecord)
    /// Skipped under `.latestOnly` because a newer snapshot was waiting.
    case coalesced(sequence: Int)
    /// Refused for breaking the same-queue rule (`.report` policy).
    case refused(ApplyViolation)
    /// The view rejected the update (a view changed behind the data source's back).
    case rejected(sequence: Int, message: String)
}

/// The timeline of one apply, in nanoseconds on the monotonic clock.
public struct ApplyRecord: Sendable, Hashable, Codable {
    /// Submission order, from 0.
    public var sequence: Int
    /// When `apply` was called.
    public var submitted: UInt64
    /// When a worker (or the stand-in) started diffing it.
    public var diffStarted: UInt64
    /// When the diff was done.
    public var diffFinished: UInt64
    /// When the worker finished validating the update against the base state (after the diff).
    public var prepareFinished: UInt64
    /// The diff worker that computed it, or -1 when diffed on the main-queue stand-in.
    public var worker: Int
    /// When the apply queue started committing it.
    public var applyStarted: UInt64
    /// When the commit and its completion were done.
    public var applyFinished: UInt64
    /// Inserted, deleted and moved items and sections.
    public var itemsChanged: Int
    /// Item moves.
    public var moves: Int
    /// Items reloaded or reconfigured in the second pass.
    public var reloads: Int
    /// Whether the view was reset (`applySnapshotUsingReloadData`) instead of updated.
    public var usedReloadData: Bool

    /// Seconds spent diffing.
    public var diffSeconds: Double { Double(diffFinished &- diffStarted) / 1e9 }
    /// Seconds the worker spent in all (diff, then validating and deriving the view's next state).
    public var workerSeconds: Double { Double(prepareFinished &- diffStarted) / 1e9 }
    /// Seconds the apply queue spent committing.
    public var applySeconds: Double { Double(applyFinished &- applyStarted) / 1e9 }
    /// Seconds from submission to commit.
    public var latencySeconds: Double { Double(applyFinished &- submitted) / 1e9 }
}

/// What a data source has done so far: exact totals however long it runs (its record, violation and
/// warning histories are bounded), and latency percentiles (HdrHistogram, microseconds).
public struct PipelineStatistics: Sendable {
    /// Applies committed.
    public var applied = 0
    /// Applies skipped under `.latestOnly` for a newer one.
    public var coalesced = 0
    /// Applies refused by the same-queue rule (never diffed or committed).
    public var refused = 0
    /// Applies whose update the view refused (UIKit's fallback: logged, then `reloadData`).
    public var rejected = 0
    /// Confinement violations seen, refused or not.
    public var violations = 0
    /// UIKit's background-queue warnings logged.
    public var confinementWarnings = 0
    /// Seconds workers (or the stand-in, for main-queue applies) spent diffing, over every commit.
    public var diffSeconds = 0.0
    /// Seconds spent diffing and preparing the view's next state, over every commit.
    public var workerSeconds = 0.0
    /// Seconds the apply queue spent committing, over every commit.
    public var applyQueueSeconds = 0.0
    /// Submission-to-commit latency in microseconds, 3 significant digits, up to one hour.
    public var latencyMicroseconds = Histogram<UInt64>(highestTrackableValue: 3_600_000_000, numberOfSignificantValueDigits: .three)

    /// Latency at `percentile` (0…100), in seconds.
    public func latencySeconds(atPercentile percentile: Double) -> Double {
        latencyMicroseconds.totalCount == 0 ? 0 : Double(latencyMicroseconds.valueAtPercentile(percentile)) / 1e6
    }
}
