import DiffableSnapshots
import Diffing
import Dispatch
import HeadlessViews

/// State shared across threads, behind the data source's mutex.
struct SharedState<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The snapshot submitted last: the base of the next diff.
    var lastSubmitted = DiffableSnapshot<SectionID, ItemID>()
    /// The snapshot committed last: what `snapshot()` answers.
    var published = DiffableSnapshot<SectionID, ItemID>()
    /// Section snapshots applied with `apply(_:to:)`, as committed.
    var sectionSnapshots: [SectionID: SectionSnapshot<ItemID>] = [:]
    var lastSubmittedSequence = -1
    var nextSequence = 0
    /// Accepted applies not yet committed or coalesced (main and async alike).
    var unfinished = 0
    /// Async applies (made off the stand-in) not yet committed or coalesced: UIKit's outstanding count.
    var outstandingAsync = 0
    /// 2: an apply came from the stand-in; 4: from another queue (UIKit's mutationQueueSource).
    var queueMask: UInt8 = 0
    var statistics = PipelineStatistics()
    var records: [ApplyRecord] = []
    var violations: [ApplyViolation] = []
    var warnings: [ThreadConfinementWarning] = []
}

/// What a submission asks for.
enum ApplyKind<ItemID>: Sendable {
    case diff(DiffOptions<ItemID>)
    case reloadData
}

/// A submission with its diff computed, waiting in the reorder buffer.
struct Prepared<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    var sequence: Int
    var target: DiffableSnapshot<SectionID, ItemID>
    var kind: ApplyKind<ItemID>
    var baseSequence: Int
    var update: BatchUpdate?
    /// The update validated and applied to the base's state on the worker, or what the view would throw.
    var prepared: Result<PreparedBatch<SectionID, ItemID>, InconsistencyError>?
    var async: Bool
    var submitted: UInt64
    var diffStarted: UInt64 = 0
    var diffFinished: UInt64 = 0
    var prepareFinished: UInt64 = 0
    var worker = -1
    var completion: (@Sendable (ApplyOutcome) -> Void)?
    /// A section snapshot to publish with this apply (`apply(_:to:)`).
    var sectionSnapshot: (section: SectionID, snapshot: SectionSnapshot<ItemID>)?
}

extension DiffableDataSource {
    typealias PreparedApply = Prepared<SectionID, ItemID>

    static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Checks the same-queue rule, takes a place in submission order, and starts the diff: inline on
    /// the stand-in, or on a worker otherwise. `make` builds the target from the last submitted one.
    func submit(
        _ kind: ApplyKind<ItemID>, completion: Completion?,
        sectionSnapshot: (section: SectionID, snapshot: SectionSnapshot<ItemID>)? = nil, make: (Snapshot) -> Snapshot
    ) -> ApplySubmission {
        let onMain = mainQueue.isCurrent
        let reentrant = onMain && commitDepth > 0  // commitDepth is read only on the stand-in
        let submitted = Self.now
        let accepted: Result<(PreparedApply, Snapshot), ApplyViolation> = shared.withLock { state in
            state.queueMask |= onMain ? 2 : 4
            if state.queueMask == 6 {
                state.warnings.append(ThreadConfinementWarning(view: viewDescription))
                state.statistics.confinementWarnings += 1
            }
            let violation: ApplyViolation? = reentrant
                ? .reentrantApply(view: viewDescription)
                : (onMain && state.outstandingAsync > 0 ? .mainQueueApplyWithOutstandingAsyncApplies(view: viewDescription) : nil)
            if let violation {
                state.violations.append(violation)
                state.statistics.violations += 1
                state.statistics.refused += 1
                return .failure(violation)
            }
            let base = state.lastSubmitted
            let target = make(base)
            let prepared = PreparedApply(
                sequence: state.nextSequence, target: target, kind: kind, baseSequence: state.lastSubmittedSequence,
                async: !onMain, submitted: submitted, completion: completion, sectionSnapshot: sectionSnapshot)
            state.lastSubmitted = target
            state.lastSubmittedSequence = state.nextSequence
            state.nextSequence += 1
            state.unfinished += 1
            if !onMain { state.outstandingAsync += 1 }
            return .success((prepared, base))
        }
        switch accepted {
        case let .failure(violation):
            if confinementPolicy == .trap { fatalError(violation.uncaughtExceptionText) }
            if let completion { mainQueue.queue.async { completion(.refused(violation)) } }
            return .refused(violation)
        case let .success((prepared, base)):
            if onMain {
                receive(diffed(prepared, from: base, worker: -1))
            } else {
                workers.submit { worker in
                    let done = self.diffed(prepared, from: base, worker: worker)
                    self.mainQueue.queue.async { self.receive(done) }
                }
            }
            return .accepted(sequence: prepared.sequence)
        }
    }

    func diffed(_ prepared: PreparedApply, from base: Snapshot, worker: Int) -> PreparedApply {
        var result = prepared
        result.worker = worker
        result.diffStarted = Self.now
        if case let .diff(options) = prepared.kind {
            let update = differ.diff(from: base, to: prepared.target, options: options)
            result.update = update
            result.diffFinished = Self.now
            // Validate and derive the view's next state here too: in submission order the view will
            // show exactly `base` when this commits, so the apply queue only has to swap it in.
            result.prepared = Result { () throws(InconsistencyError) in
                try HeadlessCollectionView.prepare(update, from: base, to: prepared.target, wording: wording)
            }
        } else {
            result.diffFinished = Self.now
        }
        result.prepareFinished = Self.now
        return result
    }

    /// On the stand-in: files a diffed submission and commits every one that is next in order.
    func receive(_ prepared: PreparedApply) {
        reorder[prepared.sequence] = prepared
        while let next = reorder[nextToCommit] {
            reorder[nextToCommit] = nil
            if coalescing == .latestOnly && next.sequence < shared.withLock({ $0.lastSubmittedSequence }) {
                finish(next, outcome: .coalesced(sequence: next.sequence), record: nil)
                nextToCommit += 1
                continue
            }
            if case .diff = next.kind, next.baseSequence != shownSequence {
                // Diffed against a snapshot that was coalesced away: diff again from what is shown.
                let base = shown
                var pending = next
                pending.baseSequence = shownSequence
                let rebased = pending
                workers.submit { worker in
                    let done = self.diffed(rebased, from: base, worker: worker)
                    self.mainQueue.queue.async { self.receive(done) }
                }
                return
            }
            commit(next)
            nextToCommit += 1
        }
    }

    /// On the stand-in: applies the update to the view (structural pass, then reloads), publishes
    /// the new state and calls the completion, all inside the re-entrancy window.
    func commit(_ prepared: PreparedApply) {
        commitDepth += 1
        defer { commitDepth -= 1 }
        let started = Self.now
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
        let record = ApplyRecord(
            sequence: prepared.sequence, submitted: prepared.submitted, diffStarted: prepared.diffStarted,
            diffFinished: prepared.diffFinished, prepareFinished: prepared.prepareFinished, worker: prepared.worker, applyStarted: started, applyFinished: Self.now,
            itemsChanged: prepared.update?.structuralChangeCount ?? 0, moves: prepared.update?.itemMoves.count ?? 0,
            reloads: (prepared.update?.itemReloads.count ?? 0) + (prepared.update?.itemReconfigures.count ?? 0),
            usedReloadData: prepared.update == nil)
        finish(prepared, outcome: outcome ?? .applied(record), record: record)
    }

    /// Publishes the end of a submission (committed or coalesced) and calls its completion.
    func finish(_ prepared: PreparedApply, outcome: ApplyOutcome, record: ApplyRecord?) {
        shared.withLock { state in
            if let record {
                state.published = prepared.target
                if let (section, snapshot) = prepared.sectionSnapshot { state.sectionSnapshots[section] = snapshot }
                // A section snapshot stays only while its section shows its visible items.
                state.sectionSnapshots = state.sectionSnapshots.filter { section, snapshot in
                    (try? prepared.target.itemIdentifiers(inSection: section)) == snapshot.visibleItems
                }
                state.records.append(record)
                state.statistics.latencyMicroseconds.record((record.applyFinished &- record.submitted) / 1_000)
            }
            switch outcome {
            case .applied: state.statistics.applied += 1
            case .coalesced: state.statistics.coalesced += 1
            case .rejected: state.statistics.rejected += 1
            case .refused: break
            }
            state.unfinished -= 1
            if prepared.async { state.outstandingAsync -= 1 }
        }
        prepared.completion?(outcome)
    }
}
