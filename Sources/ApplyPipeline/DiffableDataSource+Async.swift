import DiffableSnapshots
import Diffing

extension DiffableDataSource {
    /// Applies `snapshot` and returns its outcome once committed (or refused, or coalesced).
    @discardableResult
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async -> ApplyOutcome {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume(returning: $0) }
        }
    }

    /// Shows `snapshot` without diffing and returns once committed.
    @discardableResult
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async -> ApplyOutcome {
        await withCheckedContinuation { continuation in
            applySnapshotUsingReloadData(snapshot) { continuation.resume(returning: $0) }
        }
    }

    /// Applies every snapshot the sequence produces, as it produces them: the Combine + diffable
    /// pattern (a publisher of model values mapped to snapshots) in Swift-concurrency form. Submissions
    /// do not wait for each other's commits, so diffs overlap. Stops when the sequence ends or the
    /// task is cancelled; snapshots already submitted still commit. Returns how many were accepted.
    @discardableResult
    public func apply<Snapshots: AsyncSequence>(contentsOf snapshots: Snapshots, animatingDifferences: Bool = true) async throws -> Int
    where Snapshots.Element == Snapshot {
        var accepted = 0
        for try await snapshot in snapshots {
            if Task.isCancelled { break }
            if case .accepted = apply(snapshot, animatingDifferences: animatingDifferences) { accepted += 1 }
        }
        return accepted
    }
}

extension DiffableDataSource {
    /// Holds the diff workers: applies made off the stand-in stay outstanding until
    /// `resumeDiffWorkers()`. Harnesses use it to make "an apply while others are in flight"
    /// deterministic (trace replay, tests). Calls must balance.
    public func suspendDiffWorkers() { workers.suspend() }

    /// Lets held diff workers run again.
    public func resumeDiffWorkers() { workers.resume() }
}
