import DiffableSnapshots
import Diffing
import Foundation
import HeadlessViews
import Synchronization
import DiffBenchSupport

/// The pipeline's one owner: what the view shows, the submissions on their way, the records and
/// the counts. `DiffableDataSource` is its public face; everything reaches the state through this
/// type, by one way in (`submit`) and read-only accessors, and nothing calls back out of it into
/// shared state.
///
/// State in two parts:
/// - ``Board``, behind one lock, for what any thread reads or writes: the submission order, the
///   snapshot the view shows (the only copy besides the view's own), the section snapshots shown,
///   the histories and the counts. Nothing O(n) runs under the lock.
/// - The consumer's state, touched only on the main-queue stand-in: the view, the reorder buffer,
///   the next sequence to commit, the commit depth and the warnings of coalesced submissions. Every
///   entry point checks that it runs there.
final class ApplyQueue<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: @unchecked Sendable {
    typealias Snapshot = DiffableSnapshot<SectionID, ItemID>
    typealias Completion = @Sendable (ApplyOutcome) -> Void

    /// What the owner of the queue decided once, at creation.
    struct Configuration: Sendable {
        let standIn: MainQueueStandIn
        let confinementPolicy: ConfinementPolicy
        let coalescing: CoalescingPolicy
        let differ: any Differ
        let style: MessageStyle
        let commitObserver: (@Sendable (CommitEvent<SectionID, ItemID>) -> Void)?
    }

    /// What any thread may read or write, behind `board`'s lock: every access is O(1) or a copy of
    /// a copy-on-write value.
    struct Board: Sendable {
        /// The snapshot submitted last, without marks: the base of the next diff.
        var lastSubmitted = Snapshot()
        var lastSubmittedSequence = -1
        var nextSequence = 0
        /// What the view shows, without marks, and its sequence: set when a commit starts, so the
        /// commit's observer, its completion and `snapshot()` all see the new snapshot, as UIKit's
        /// data source answers from its new snapshot while the view updates. Under `.latestOnly` also
        /// the diff base of a submission whose own base was coalesced away.
        var shown = Snapshot()
        var shownSequence = -1
        /// Under `.latestOnly`, the newest submission a worker started diffing (not handed on): once
        /// diffed it commits, so the submission after it may be diffed from it.
        var diffingSequence = -1
        /// Section snapshots applied with `apply(_:to:)` and still shown.
        var sectionSnapshots: [SectionID: SectionSnapshot<ItemID>] = [:]
        /// Accepted applies not yet finished (committed or coalesced, completion run).
        var unfinished = 0
        /// Refused applies whose completion has not run yet.
        var pendingCompletions = 0
        /// Async applies (made off the stand-in) not yet committed or coalesced: UIKit's outstanding count.
        var outstandingAsync = 0
        var origins: ApplyQueueOrigins = []
        var statistics = PipelineStatistics()
        var records: BoundedHistory<ApplyRecord>
        var violations: BoundedHistory<ApplyViolation>
        var warnings: BoundedHistory<ThreadConfinementWarning>

        init(historyCapacity: Int) {
            records = BoundedHistory(capacity: historyCapacity)
            violations = BoundedHistory(capacity: historyCapacity)
            warnings = BoundedHistory(capacity: historyCapacity)
        }

        var isIdle: Bool { unfinished == 0 && pendingCompletions == 0 }
    }

    let configuration: Configuration
    let workers: DiffWorkerPool
    let board: Guarded<Board>
    /// This data source's share of `PlantedBugs.staleDiffBase`: on only where the scenario that
    /// plants it made the data source, so other data sources of the process stay correct.
    let plantedStaleDiffBase = Atomic<Bool>(false)
    /// Signalled when the queue may have become idle (see `waitUntilIdle`).
    private let idle = NSCondition()

    // The consumer's state: on the stand-in only.
    private var view: HeadlessCollectionView<SectionID, ItemID>
    private var reorder = ReorderBuffer<Prepared<SectionID, ItemID>>()
    private var nextToCommit = 0
    private var commitDepth = 0
    /// The warnings of submissions coalesced away since the last commit: they arrive with the next.
    private var coalescedWarnings: [ThreadConfinementWarning] = []

    init(configuration: Configuration, workers: Int, historyCapacity: Int) {
        self.configuration = configuration
        self.workers = DiffWorkerPool(count: workers, label: "diffbench")
        board = Guarded(Board(historyCapacity: historyCapacity))
        view = HeadlessCollectionView(
            showing: Snapshot(), wording: configuration.style.wording, messages: configuration.style.generation)
    }

    var standIn: MainQueueStandIn { configuration.standIn }

    /// Traps unless called on the stand-in: a broken internal invariant, never bad input.
    private func checkQueue() {
        precondition(standIn.isCurrent, "the apply queue's state was touched off the main-queue stand-in")
    }

    // MARK: Reading (any thread unless said)

    /// What the view shows, without marks. - Complexity: O(1).
    var shown: Snapshot { board.withLock { $0.shown } }

    /// Whether every accepted apply has finished and every refused one's completion has run.
    var isIdle: Bool { board.withLock { $0.isIdle } }

    /// Whether a commit or its completion is running (UIKit's re-entrancy window). On the stand-in.
    var isCommitting: Bool {
        checkQueue()
        return commitDepth > 0
    }

    /// Runs `body` with the view, on the stand-in (from another thread, waiting for it).
    func withView<T: Sendable>(_ body: @Sendable (HeadlessCollectionView<SectionID, ItemID>) -> T) -> T {
        if standIn.isCurrent { return body(view) }
        return standIn.sync { self.withViewOnStandIn(body) }
    }

    private func withViewOnStandIn<T>(_ body: (HeadlessCollectionView<SectionID, ItemID>) -> T) -> T {
        checkQueue()
        return body(view)
    }

    /// Blocks until idle. Waits on a condition, not by polling (in a controlled run, gives its
    /// turn up until then). Not from the stand-in.
    func waitUntilIdle() {
        precondition(!standIn.isCurrent, "waitUntilIdle() on the main-queue stand-in would wait for itself")
        if Scheduling.wait(until: { self.isIdle }, on: "the data source to be idle") { return }
        idle.lock()
        defer { idle.unlock() }
        while !isIdle { idle.wait() }
    }

    /// Wakes `waitUntilIdle` callers if the queue is idle now.
    func signalIfIdle() {
        guard isIdle else { return }
        idle.lock()
        idle.broadcast()
        idle.unlock()
    }

    #if DIFFBENCH_INTERNAL_CHECKS
    /// Runs `_verifyInvariants()`: every mutator (`receive`) calls this on exit in the checks build.
    @inline(never)
    func _checkInvariants() { _verifyInvariants() }
    #else
    /// Nothing outside the checks build (`-DDIFFBENCH_INTERNAL_CHECKS`), as swift-collections does:
    /// a call site is one line, and an optimized build keeps no trace of it.
    @inline(__always)
    func _checkInvariants() {}
    #endif

    /// Traps unless the queue's state is consistent: nothing waits that was already committed or
    /// passed, what is shown was committed and is what the view shows, and the view's own
    /// invariants hold. On the stand-in. - Complexity: O(n) (the view's comparison).
    func _verifyInvariants() {
        checkQueue()
        let (shown, shownSequence) = board.withLock { ($0.shown, $0.shownSequence) }
        precondition(reorder.sequences.allSatisfy { $0 >= nextToCommit }, "a submission waits behind the commit point")
        precondition(shownSequence < nextToCommit, "the view shows \(shownSequence), not yet committed (next \(nextToCommit))")
        precondition(commitDepth >= 0, "commit depth \(commitDepth)")
        precondition(view.shows(shown), "the view does not show the snapshot the queue says it shows (\(shownSequence))")
        view._verifyInvariants()
    }

    // MARK: Committing (on the stand-in)

    /// Files a diffed submission and commits every one that is next in order.
    func receive(_ prepared: Prepared<SectionID, ItemID>) {
        checkQueue()
        defer { _checkInvariants() }
        reorder.file(prepared, at: prepared.sequence)
        while let next = reorder.take(nextToCommit) {
            let (lastSubmittedSequence, shownSequence, shown) = board.withLock {
                ($0.lastSubmittedSequence, $0.shownSequence, $0.shown)
            }
            // Under `.latestOnly` a submission with a newer one behind it is skipped, unless it was
            // diffed from what the view shows: then committing it costs little and keeps its work.
            if configuration.coalescing == .latestOnly && next.sequence < lastSubmittedSequence && !next.isReady(showing: shownSequence) {
                coalescedWarnings += next.warnings
                finish(next, outcome: .coalesced(sequence: next.sequence), record: nil)
                nextToCommit += 1
                continue
            }
            if case .diff = next.kind, next.superseded || next.baseSequence != shownSequence {
                // Diffed against a snapshot that was coalesced away: diff again from what is shown.
                var pending = next
                pending.baseSequence = shownSequence
                diffOnWorker(pending, from: shown)
                return
            }
            if standIn.isControlled { Scheduling.note("commit #\(next.sequence)") }
            commit(next)
            nextToCommit += 1
        }
    }

    /// Applies the update to the view (structural pass, then reloads), publishes the new state and
    /// calls the completion, all inside the re-entrancy window.
    private func commit(_ prepared: Prepared<SectionID, ItemID>) {
        commitDepth += 1
        defer { commitDepth -= 1 }
        let started = MonotonicClock.now()
        let previous = board.withLock { state in
            defer { (state.shown, state.shownSequence) = (prepared.target.withoutPendingUpdates(), prepared.sequence) }
            return state.shown
        }
        var outcome: ApplyOutcome?
        if let update = prepared.update {
            do throws(InconsistencyError) {
                switch prepared.prepared {
                case let .success(batch)?: try view.commit(batch)
                case let .failure(error)?: throw error
                case nil: try view.apply(update, dataSource: prepared.target)
                }
            } catch {
                // UIKit's fallback: log, then reloadData.
                view.reloadData(with: prepared.target)
                outcome = .rejected(sequence: prepared.sequence, message: error.description)
                if standIn.isControlled { Scheduling.note("commit #\(prepared.sequence) rejected: \(error.description)") }
            }
        } else {
            view.reloadData(with: prepared.target)
        }
        let warnings = coalescedWarnings + prepared.warnings
        coalescedWarnings = []
        if let observer = configuration.commitObserver {
            let rejected: Bool = if case .rejected = outcome { true } else { false }
            observer(CommitEvent(
                sequence: prepared.sequence, update: rejected ? nil : prepared.update, snapshot: prepared.target, previous: previous,
                warnings: warnings))
        }
        let record = ApplyRecord(
            sequence: prepared.sequence, submitted: prepared.submittedAt, diffStarted: prepared.diffStarted,
            diffFinished: prepared.diffFinished, prepareFinished: prepared.prepareFinished, worker: prepared.worker,
            applyStarted: started, applyFinished: MonotonicClock.now(),
            itemsChanged: prepared.update?.structuralChangeCount ?? 0, moves: prepared.update?.itemMoves.count ?? 0,
            reloads: (prepared.update?.itemReloads.count ?? 0) + (prepared.update?.itemReconfigures.count ?? 0),
            usedReloadData: prepared.update == nil)
        finish(prepared, outcome: outcome ?? .applied(record), record: record, sectionSnapshots: keptSectionSnapshots(after: prepared))
    }

    /// The section snapshots still shown once `prepared` is: a section snapshot stays only while its
    /// section shows its visible items. Nil when there were and are none (nothing to publish).
    /// - Complexity: O(items of the sections that have one); off the lock.
    private func keptSectionSnapshots(after prepared: Prepared<SectionID, ItemID>) -> [SectionID: SectionSnapshot<ItemID>]? {
        // Only the stand-in writes them, so what is read here is still current when written back.
        var kept = board.withLock { $0.sectionSnapshots }
        if kept.isEmpty && prepared.sectionSnapshot == nil { return nil }
        if let (section, snapshot) = prepared.sectionSnapshot { kept[section] = snapshot }
        return kept.filter { section, snapshot in
            (try? prepared.target.itemIdentifiers(inSection: section)) == snapshot.visibleItems
        }
    }

    /// Records the end of a submission (committed or coalesced), calls its completion, and then
    /// counts it finished.
    private func finish(
        _ prepared: Prepared<SectionID, ItemID>, outcome: ApplyOutcome, record: ApplyRecord?,
        sectionSnapshots: [SectionID: SectionSnapshot<ItemID>]? = nil
    ) {
        board.withLock { state in
            if let sectionSnapshots { state.sectionSnapshots = sectionSnapshots }
            if let record {
                state.records.append(record)
                state.statistics.latencyMicroseconds.record((record.applyFinished &- record.submitted) / 1_000)
                state.statistics.diffSeconds += record.diffSeconds
                state.statistics.workerSeconds += record.workerSeconds
                state.statistics.applyQueueSeconds += record.applySeconds
            }
            switch outcome {
            case .applied: state.statistics.applied += 1
            case .coalesced: state.statistics.coalesced += 1
            case .rejected: state.statistics.rejected += 1
            case .refused: break
            }
            if prepared.async { state.outstandingAsync -= 1 }
        }
        prepared.completion?(outcome)
        board.withLock { $0.unfinished -= 1 }
        signalIfIdle()
    }
}
