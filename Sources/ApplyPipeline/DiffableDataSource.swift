import DiffableSnapshots
import Diffing
import Dispatch
import Foundation
import HeadlessViews
import DiffBenchSupport

/// The headless model of `UICollectionViewDiffableDataSource`, driving a `HeadlessCollectionView`.
///
/// Concurrency shape: an apply made off the main-queue stand-in is diffed by a pool of workers,
/// each against the snapshot submitted just before it (known at submission), so successive diffs run
/// in parallel; one consumer, the ``ApplyQueue`` on the stand-in, commits the updates strictly in
/// submission order through a reorder buffer, runs the reload pass after the structural one, and
/// calls completions in order. An apply made on the stand-in itself is diffed and committed there
/// and then, as UIKit does on main.
///
/// UIKit's same-queue rule is enforced at submission: applies from both the stand-in and another
/// queue log a `ThreadConfinementWarning`; an apply on the stand-in while async applies are
/// outstanding, or from inside another apply's commit or completion, is an `ApplyViolation`, refused
/// and recorded (`.report`) or a crash with UIKit's text (`.trap`). Every accepted snapshot is applied
/// exactly once (or coalesced under `.latestOnly`), in order.
///
/// State: the apply queue owns all of it (what the view shows, the submissions on their way, the
/// records and counts); this type is its public face and reads through it. Nothing O(n) runs under
/// its lock. Records, violations and warnings are kept in bounded histories (`historyCapacity`), so a
/// data source can run for a day; `statistics` keeps exact totals.
public final class DiffableDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The snapshot type this data source shows.
    public typealias Snapshot = DiffableSnapshot<SectionID, ItemID>
    /// Called once an apply is committed, coalesced, rejected or refused, on the main-queue stand-in.
    public typealias Completion = @Sendable (ApplyOutcome) -> Void

    /// The queue that plays UIKit's main queue.
    public var mainQueue: MainQueueStandIn { applyQueue.configuration.standIn }
    /// What a violation of the same-queue rule does.
    public var confinementPolicy: ConfinementPolicy { applyQueue.configuration.confinementPolicy }
    /// Whether a backlog is applied snapshot by snapshot or coalesced.
    public var coalescing: CoalescingPolicy { applyQueue.configuration.coalescing }
    /// The differ the workers run.
    public var differ: any Differ { applyQueue.configuration.differ }
    /// How messages name the view, as UIKit prints `view=%@`.
    public var viewDescription: String { wording.viewObject }
    /// The view's wording.
    public var wording: ViewWording { applyQueue.configuration.style.wording }
    /// Which generation of UIKit's batch-update messages the view speaks.
    public var messages: MessageGeneration { applyQueue.configuration.style.generation }
    /// Called on the stand-in after each commit, inside the commit (before the completion): what a
    /// UIKit-facing layer needs to ask for cells, as UIKit's view asks its data source.
    public var commitObserver: (@Sendable (CommitEvent<SectionID, ItemID>) -> Void)? { applyQueue.configuration.commitObserver }

    /// The pipeline's one owner: every submission goes in through it and every read below reads it.
    let applyQueue: ApplyQueue<SectionID, ItemID>
    /// The diff workers (the apply queue's).
    var workers: DiffWorkerPool { applyQueue.workers }

    /// A data source whose view starts empty.
    /// - Parameters:
    ///   - workers: diff workers (default: the active processor count).
    ///   - mainQueue: the main-queue stand-in (default: a dedicated serial queue).
    ///   - historyCapacity: records, violations and warnings kept (the newest); totals are exact.
    public init(
        workers: Int = ProcessInfo.processInfo.activeProcessorCount, differ: any Differ = LinearDiffer(),
        mainQueue: MainQueueStandIn = MainQueueStandIn(), confinementPolicy: ConfinementPolicy = .report,
        coalescing: CoalescingPolicy = .everySnapshot, wording: ViewWording = .collectionView,
        messages: MessageGeneration = .classic, historyCapacity: Int = 10_000,
        commitObserver: (@Sendable (CommitEvent<SectionID, ItemID>) -> Void)? = nil
    ) {
        applyQueue = ApplyQueue(
            configuration: .init(
                standIn: mainQueue, confinementPolicy: confinementPolicy, coalescing: coalescing, differ: differ,
                style: MessageStyle(wording: wording, generation: messages), commitObserver: commitObserver),
            workers: workers, historyCapacity: historyCapacity)
    }

    /// Applies `snapshot`: diffs it against the snapshot submitted before it and commits the update
    /// to the view in submission order. `completion` runs on the stand-in once, with the outcome.
    /// Returns at once (off the stand-in) or after the commit (on it).
    ///
    /// `animatingDifferences` has its iOS 15 meaning: the diff is computed either way.
    @discardableResult
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: Completion? = nil) -> ApplySubmission {
        submit(.snapshot(snapshot), completion: completion).submission
    }

    /// Applies `snapshot` and also reloads (or reconfigures) the items whose content changed, as
    /// DiffableWithReload's `applyWithItemsReloadIfNeeded` does.
    @discardableResult
    public func apply(
        _ snapshot: Snapshot, reloadingItemsWhere contentChanged: @escaping @Sendable (_ old: ItemID, _ new: ItemID) -> Bool,
        action: ContentChangeAction = .reload, completion: Completion? = nil
    ) -> ApplySubmission {
        submit(.reloadingChangedItems(snapshot, contentChanged: contentChanged, action: action), completion: completion).submission
    }

    /// Shows `snapshot` without diffing (`applySnapshotUsingReloadData`), in order with other applies.
    @discardableResult
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: Completion? = nil) -> ApplySubmission {
        submit(.reloadData(snapshot), completion: completion).submission
    }

    /// The one way in, which every `apply` form goes through: submits `request` and returns what became
    /// of it with the warnings it raised. UIKit logs those at the call; an accepted apply's also
    /// arrive with its commit (`CommitEvent.warnings`), so a layer that logs them takes them from one
    /// place: the receipt for a refused or invalid apply, the commit for an accepted one.
    /// - Complexity: O(1) on the caller, plus the diff and commit when called on the stand-in.
    @discardableResult
    public func submit(_ request: ApplyRequest<SectionID, ItemID>, completion: Completion? = nil) -> ApplyReceipt {
        switch request {
        case let .snapshot(snapshot):
            applyQueue.submit(.diff(DiffOptions()), completion: completion, target: .snapshot(snapshot))
        case let .reloadingChangedItems(snapshot, contentChanged, action):
            applyQueue.submit(.diff(DiffOptions(contentChanged: contentChanged, action: action)), completion: completion, target: .snapshot(snapshot))
        case let .reloadData(snapshot):
            applyQueue.submit(.reloadData, completion: completion, target: .snapshot(snapshot))
        case let .sectionSnapshot(sectionSnapshot, section):
            applyQueue.submit(
                .diff(DiffOptions()), completion: completion, target: .fromBase(Self.building(sectionSnapshot, into: section)),
                sectionSnapshot: (section, sectionSnapshot))
        }
    }

    /// The snapshot the view shows (the last one committed, or the one being committed while its
    /// commit and completion run), with no reload or reconfigure marks (UIKit's carries no pending
    /// updates). Safe from any thread. - Complexity: O(1).
    public func snapshot() -> Snapshot { applyQueue.shown }

    /// Counts, time totals and latency percentiles so far: exact however long the data source ran.
    public var statistics: PipelineStatistics { applyQueue.board.withLock { $0.statistics } }
    /// The newest committed applies' timelines (up to `historyCapacity`), in commit order.
    public var records: [ApplyRecord] { applyQueue.board.withLock { $0.records }.elements }
    /// The newest violations of the same-queue rule (up to `historyCapacity`), in order.
    public var violations: [ApplyViolation] { applyQueue.board.withLock { $0.violations }.elements }
    /// The newest confinement warnings UIKit would have logged (up to `historyCapacity`), in order.
    public var confinementWarnings: [ThreadConfinementWarning] { applyQueue.board.withLock { $0.warnings }.elements }
    /// Which queues applies have come from so far.
    public var origins: ApplyQueueOrigins { applyQueue.board.withLock { $0.origins } }

    /// Runs `body` with the view, on the stand-in. Not from the stand-in while waiting on it.
    public func withView<T: Sendable>(_ body: @Sendable (HeadlessCollectionView<SectionID, ItemID>) -> T) -> T {
        applyQueue.withView(body)
    }

    /// Blocks until every accepted apply has been committed or coalesced and every completion has
    /// run, refused applies' included. Waits on a condition, not by polling. Not from the stand-in,
    /// which it would wait for.
    public func waitUntilIdle() { applyQueue.waitUntilIdle() }
}

/// One commit, as the view saw it: the update it ran (nil when it reloaded instead), the snapshot
/// it now shows, and the warnings the apply raised.
public struct CommitEvent<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The submission order of the apply committed.
    public let sequence: Int
    /// The update committed (structural part, then reloads); nil for `applySnapshotUsingReloadData`
    /// or a rejected update the view fell back to reloading for.
    public let update: BatchUpdate?
    /// What the view shows now.
    public let snapshot: DiffableSnapshot<SectionID, ItemID>
    /// What the view showed before this commit (without marks): the base a UIKit-facing layer carries
    /// its cells and selection from, by identity.
    public let previous: DiffableSnapshot<SectionID, ItemID>
    /// The warnings UIKit would have logged for this apply (the non-thread-confined one once applies
    /// have come from both queues), and, under `.latestOnly`, for the applies coalesced into it: each
    /// warning an accepted apply raised arrives once, here.
    public let warnings: [ThreadConfinementWarning]
}

/// What to apply: one case for each `apply` form of `DiffableDataSource`, for its one way in
/// (`submit(_:completion:)`).
public enum ApplyRequest<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// `apply(_:animatingDifferences:completion:)`: diffed from the snapshot submitted before it.
    case snapshot(DiffableSnapshot<SectionID, ItemID>)
    /// `apply(_:reloadingItemsWhere:action:completion:)`: diffed, and the kept items whose content
    /// changed reloaded (or reconfigured).
    case reloadingChangedItems(
        DiffableSnapshot<SectionID, ItemID>, contentChanged: @Sendable (_ old: ItemID, _ new: ItemID) -> Bool, action: ContentChangeAction)
    /// `applySnapshotUsingReloadData(_:completion:)`: shown without diffing.
    case reloadData(DiffableSnapshot<SectionID, ItemID>)
    /// `apply(_:to:animatingDifferences:completion:)`: the section shows the section snapshot's
    /// visible items, built on the snapshot submitted before it.
    case sectionSnapshot(SectionSnapshot<ItemID>, to: SectionID)
}

/// What `submit(_:completion:)` hands back: what became of the submission, and the warnings it
/// raised at the call, as UIKit logs them there.
public struct ApplyReceipt: Sendable, Hashable {
    /// Accepted with its place in submission order, refused, or invalid.
    public var submission: ApplySubmission
    /// The warnings the submission raised (the non-thread-confined one once applies have come from
    /// both queues). An accepted apply's also arrive with its commit (`CommitEvent.warnings`).
    public var warnings: [ThreadConfinementWarning]

    /// A receipt for `submission` with `warnings`.
    public init(submission: ApplySubmission, warnings: [ThreadConfinementWarning] = []) {
        self.submission = submission
        self.warnings = warnings
    }
}

/// What `apply` did with a submission.
public enum ApplySubmission: Sendable, Hashable {
    /// Accepted with this place in submission order.
    case accepted(sequence: Int)
    /// Refused for breaking the same-queue rule; the completion also receives `.refused`.
    case refused(ApplyViolation)
    /// Refused because the snapshot to apply could not be built (a section snapshot applied to a
    /// section whose identifier breaks `Hashable`); UIKit's text, the data source unchanged.
    case invalid(SnapshotError)
}

