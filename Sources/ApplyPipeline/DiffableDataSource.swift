import DiffableSnapshots
import Diffing
import Dispatch
import Foundation
import HeadlessViews

/// The headless model of `UICollectionViewDiffableDataSource`, driving a `HeadlessCollectionView`.
///
/// Concurrency shape: an apply made off the main-queue stand-in is diffed by a pool of workers,
/// each against the snapshot submitted just before it (known at submission), so successive diffs run
/// in parallel; one consumer, the stand-in, commits the updates strictly in submission order through a
/// reorder buffer, runs the reload pass after the structural one, and calls completions in order. An
/// apply made on the stand-in itself is diffed and committed there and then, as UIKit does on main.
///
/// UIKit's same-queue rule is enforced at submission: applies from both the stand-in and another
/// queue log a `ThreadConfinementWarning`; an apply on the stand-in while async applies are
/// outstanding, or from inside another apply's commit or completion, is an `ApplyViolation`, refused
/// and recorded (`.report`) or a crash with UIKit's text (`.trap`). Every accepted snapshot is applied
/// exactly once (or coalesced under `.latestOnly`), in order.
///
/// State: what the view shows is touched only on the stand-in; `snapshot()`, the index-path
/// queries, statistics and records are safe from any thread.
public final class DiffableDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: @unchecked Sendable {
    public typealias Snapshot = DiffableSnapshot<SectionID, ItemID>
    public typealias Completion = @Sendable (ApplyOutcome) -> Void

    /// The queue that plays UIKit's main queue.
    public let mainQueue: MainQueueStandIn
    /// What a violation of the same-queue rule does.
    public let confinementPolicy: ConfinementPolicy
    /// Whether a backlog is applied snapshot by snapshot or coalesced.
    public let coalescing: CoalescingPolicy
    /// The differ the workers run.
    public let differ: any Differ
    let workers: DiffWorkerPool
    /// How messages name the view, as UIKit prints `view=%@`.
    public let viewDescription: String
    /// The view's wording.
    public let wording: ViewWording

    let shared: Locked<SharedState<SectionID, ItemID>>

    // Touched only on the main-queue stand-in.
    var view: HeadlessCollectionView<SectionID, ItemID>
    var shown = Snapshot()
    var shownSequence = -1
    var reorder: [Int: Prepared<SectionID, ItemID>] = [:]
    var nextToCommit = 0
    var commitDepth = 0

    /// A data source whose view starts empty.
    /// - Parameters:
    ///   - workers: diff workers (default: the active processor count).
    ///   - mainQueue: the main-queue stand-in (default: a dedicated serial queue).
    public init(
        workers: Int = ProcessInfo.processInfo.activeProcessorCount, differ: any Differ = LinearDiffer(),
        mainQueue: MainQueueStandIn = MainQueueStandIn(), confinementPolicy: ConfinementPolicy = .report,
        coalescing: CoalescingPolicy = .everySnapshot, wording: ViewWording = .collectionView
    ) {
        self.mainQueue = mainQueue
        self.confinementPolicy = confinementPolicy
        self.coalescing = coalescing
        self.differ = differ
        self.workers = DiffWorkerPool(workers: workers, label: "diffbench")
        view = HeadlessCollectionView(showing: Snapshot(), wording: wording)
        self.wording = wording
        viewDescription = "<\(wording == .collectionView ? "UICollectionView" : "UITableView"): 0x0>"
        shared = Locked(SharedState())
    }

    /// Applies `snapshot`: diffs it against the snapshot submitted before it and commits the update
    /// to the view in submission order. `completion` runs on the stand-in once, with the outcome.
    /// Returns at once (off the stand-in) or after the commit (on it).
    ///
    /// `animatingDifferences` has its iOS 15 meaning: the diff is computed either way.
    @discardableResult
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: Completion? = nil) -> ApplySubmission {
        submit(.diff(DiffOptions()), completion: completion) { _ in snapshot }
    }

    /// Applies `snapshot` and also reloads (or reconfigures) the items whose content changed, as
    /// DiffableWithReload's `applyWithItemsReloadIfNeeded` does.
    @discardableResult
    public func apply(
        _ snapshot: Snapshot, reloadingItemsWhere contentChanged: @escaping @Sendable (_ old: ItemID, _ new: ItemID) -> Bool,
        action: ContentChangeAction = .reload, completion: Completion? = nil
    ) -> ApplySubmission {
        submit(.diff(DiffOptions(contentChanged: contentChanged, action: action)), completion: completion) { _ in snapshot }
    }

    /// Shows `snapshot` without diffing (`applySnapshotUsingReloadData`), in order with other applies.
    @discardableResult
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: Completion? = nil) -> ApplySubmission {
        submit(.reloadData, completion: completion) { _ in snapshot }
    }

    /// The snapshot the view shows (the last one committed). Safe from any thread. - Complexity: O(1).
    public func snapshot() -> Snapshot { shared.withLock { $0.published } }

    /// Counts and latency percentiles so far.
    public var statistics: PipelineStatistics { shared.withLock { $0.statistics } }
    /// Every committed apply's timeline, in commit order.
    public var records: [ApplyRecord] { shared.withLock { $0.records } }
    /// Every violation of the same-queue rule, in order.
    public var violations: [ApplyViolation] { shared.withLock { $0.violations } }
    /// The confinement warnings UIKit would have logged, in order.
    public var confinementWarnings: [ThreadConfinementWarning] { shared.withLock { $0.warnings } }

    /// Runs `body` with the view, on the stand-in. Not from the stand-in while waiting on it.
    public func withView<T: Sendable>(_ body: @Sendable (HeadlessCollectionView<SectionID, ItemID>) -> T) -> T {
        mainQueue.isCurrent ? body(view) : mainQueue.queue.sync { body(view) }
    }

    /// Blocks until every accepted apply has been committed or coalesced. Not from the stand-in.
    public func waitUntilIdle() {
        precondition(!mainQueue.isCurrent, "waitUntilIdle() on the main-queue stand-in would wait for itself")
        while true {
            mainQueue.queue.sync {}
            if shared.withLock({ $0.unfinished == 0 }) { return }
            usleep(100)
        }
    }
}

/// What `apply` did with a submission.
public enum ApplySubmission: Sendable, Hashable {
    /// Accepted with this place in submission order.
    case accepted(sequence: Int)
    /// Refused for breaking the same-queue rule; the completion also receives `.refused`.
    case refused(ApplyViolation)
}
