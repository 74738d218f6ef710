import DiffableSnapshots
import Diffing
import HeadlessViews

/// The single consumer of a data source: the state only the main-queue stand-in touches (the view,
/// the snapshot it shows, the reorder buffer, the next sequence to commit, the commit depth), and
/// the commits themselves. Every entry point checks that it runs on the stand-in.
final class ApplyQueue<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: @unchecked Sendable {
    typealias Snapshot = DiffableSnapshot<SectionID, ItemID>
    typealias Source = DiffableDataSource<SectionID, ItemID>

    let standIn: MainQueueStandIn
    private var view: HeadlessCollectionView<SectionID, ItemID>
    private var shown = Snapshot()
    private var shownSequence = -1
    private var reorder: [Int: Prepared<SectionID, ItemID>] = [:]
    private var nextToCommit = 0
    private var commitDepth = 0
    /// The section snapshots applied and still shown: this queue's copy, published to readers.
    private var sectionSnapshots: [SectionID: SectionSnapshot<ItemID>] = [:]

    init(standIn: MainQueueStandIn, view: HeadlessCollectionView<SectionID, ItemID>) {
        self.standIn = standIn
        self.view = view
    }

    /// Traps unless called on the stand-in: a broken internal invariant, never bad input.
    private func checkQueue() {
        precondition(standIn.isCurrent, "the apply queue's state was touched off the main-queue stand-in")
    }

    /// Whether a commit or its completion is running (UIKit's re-entrancy window). On the stand-in.
    var isCommitting: Bool {
        checkQueue()
        return commitDepth > 0
    }

    /// Runs `body` with the view. On the stand-in.
    func withView<T>(_ body: (HeadlessCollectionView<SectionID, ItemID>) -> T) -> T {
        checkQueue()
        return body(view)
    }

    /// Traps unless the queue's state is consistent: nothing waits that was already committed or
    /// passed, what is shown was committed, and the view's own invariants hold. On the stand-in.
    func _checkInvariants() {
        checkQueue()
        precondition(reorder.keys.allSatisfy { $0 >= nextToCommit }, "a submission waits behind the commit point")
        precondition(shownSequence < nextToCommit, "the view shows \(shownSequence), not yet committed (next \(nextToCommit))")
        precondition(commitDepth >= 0, "commit depth \(commitDepth)")
        view._checkInvariants()
    }

    /// Files a diffed submission and commits every one that is next in order.
    func receive(_ prepared: Prepared<SectionID, ItemID>, from source: Source) {
        checkQueue()
        #if DIFFBENCH_INTERNAL_CHECKS
        defer { _checkInvariants() }
        #endif
        reorder[prepared.sequence] = prepared
        while let next = reorder[nextToCommit] {
            reorder[nextToCommit] = nil
            // Under `.latestOnly` a submission with a newer one behind it is skipped, unless it was
            // diffed from what the view shows: then committing it costs little and keeps its work.
            if source.coalescing == .latestOnly && next.sequence < source.lastSubmittedSequence && !next.isReady(showing: shownSequence) {
                source.finish(next, outcome: .coalesced(sequence: next.sequence), record: nil, published: nil, sectionSnapshots: nil)
                nextToCommit += 1
                continue
            }
            if case .diff = next.kind, next.superseded || next.baseSequence != shownSequence {
                // Diffed against a snapshot that was coalesced away: diff again from what is shown.
                var pending = next
                pending.baseSequence = shownSequence
                source.diffOnWorker(pending, from: shown)
                return
            }
            commit(next, from: source)
            nextToCommit += 1
        }
    }

    /// Applies the update to the view (structural pass, then reloads), publishes the new state and
    /// calls the completion, all inside the re-entrancy window.
    private func commit(_ prepared: Prepared<SectionID, ItemID>, from source: Source) {
        commitDepth += 1
        defer { commitDepth -= 1 }
        let started = Source.now
        source.shared.withLock { state in
            state.showingSequence = prepared.sequence
            state.showing = prepared.target
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
            }
        } else {
            view.reloadData(with: prepared.target)
        }
        shown = prepared.target
        shownSequence = prepared.sequence
        if let observer = source.commitObserver {
            let rejected: Bool = if case .rejected = outcome { true } else { false }
            observer(CommitEvent(sequence: prepared.sequence, update: rejected ? nil : prepared.update, snapshot: prepared.target))
        }
        let record = ApplyRecord(
            sequence: prepared.sequence, submitted: prepared.submittedAt, diffStarted: prepared.diffStarted,
            diffFinished: prepared.diffFinished, prepareFinished: prepared.prepareFinished, worker: prepared.worker,
            applyStarted: started, applyFinished: Source.now,
            itemsChanged: prepared.update?.structuralChangeCount ?? 0, moves: prepared.update?.itemMoves.count ?? 0,
            reloads: (prepared.update?.itemReloads.count ?? 0) + (prepared.update?.itemReconfigures.count ?? 0),
            usedReloadData: prepared.update == nil)
        source.finish(
            prepared, outcome: outcome ?? .applied(record), record: record, published: prepared.target.withoutPendingUpdates(),
            sectionSnapshots: keptSectionSnapshots(after: prepared))
    }

    /// The section snapshots still shown once `prepared` is: a section snapshot stays only while its
    /// section shows its visible items. Nil when there were and are none (nothing to publish).
    /// - Complexity: O(items of the sections that have one); off the shared lock.
    private func keptSectionSnapshots(after prepared: Prepared<SectionID, ItemID>) -> [SectionID: SectionSnapshot<ItemID>]? {
        if sectionSnapshots.isEmpty && prepared.sectionSnapshot == nil { return nil }
        if let (section, snapshot) = prepared.sectionSnapshot { sectionSnapshots[section] = snapshot }
        sectionSnapshots = sectionSnapshots.filter { section, snapshot in
            (try? prepared.target.itemIdentifiers(inSection: section)) == snapshot.visibleItems
        }
        return sectionSnapshots
    }
}
