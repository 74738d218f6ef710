import DiffableSnapshots
import Diffing
import Dispatch
import HeadlessViews
import DiffBenchSupport

/// What a submission asks for.
enum ApplyKind<ItemID>: Sendable {
    case diff(DiffOptions<ItemID>)
    case reloadData
}

/// Where a submission's target snapshot comes from.
enum TargetSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// Given whole (`apply`).
    case snapshot(DiffableSnapshot<SectionID, ItemID>)
    /// Built from the snapshot submitted before it (`apply(_:to:)`); may fail with UIKit's text.
    case fromBase((DiffableSnapshot<SectionID, ItemID>) throws(SnapshotError) -> DiffableSnapshot<SectionID, ItemID>)
}

/// A submission on its way from `apply` to the view: diffed by a worker, then waiting in the apply
/// queue's reorder buffer.
struct Prepared<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    var sequence: Int
    /// The snapshot to show, starting a lineage of its own (what `snapshot()` will hand out).
    var target: DiffableSnapshot<SectionID, ItemID>
    /// The snapshot as submitted, with its edit log: what is diffed (read incrementally when it
    /// descends from the base).
    var submitted: DiffableSnapshot<SectionID, ItemID>
    var kind: ApplyKind<ItemID>
    var baseSequence: Int
    var update: BatchUpdate?
    /// The update validated and applied to the base's state on the worker, or what the view would throw.
    var prepared: Result<PreparedBatch<SectionID, ItemID>, InconsistencyError>?
    var async: Bool
    var submittedAt: UInt64
    var diffStarted: UInt64 = 0
    var diffFinished: UInt64 = 0
    var prepareFinished: UInt64 = 0
    var worker = -1
    /// Not diffed: under `.latestOnly` a newer submission existed when its worker started, so it
    /// will be coalesced.
    var superseded = false
    var completion: (@Sendable (ApplyOutcome) -> Void)?
    /// A section snapshot to publish with this apply (`apply(_:to:)`).
    var sectionSnapshot: (section: SectionID, snapshot: SectionSnapshot<ItemID>)?
    /// The warnings its submission raised: they reach the commit observer with its commit.
    var warnings: [ThreadConfinementWarning] = []

    /// Diffed from the snapshot the view shows (`shownSequence`): it can commit as it is.
    func isReady(showing shownSequence: Int) -> Bool {
        guard case .diff = kind else { return false }
        return !superseded && baseSequence == shownSequence
    }
}

extension ApplyQueue {
    typealias PreparedApply = Prepared<SectionID, ItemID>

    /// The one way in: checks the same-queue rule, takes a place in submission order, and starts the
    /// diff: inline on the stand-in (committing there and then, as UIKit does on main), or on a
    /// worker otherwise. Returns what became of the submission with the warnings it raised.
    func submit(
        _ kind: ApplyKind<ItemID>, completion: Completion?, target source: TargetSource<SectionID, ItemID>,
        sectionSnapshot: (section: SectionID, snapshot: SectionSnapshot<ItemID>)? = nil
    ) -> ApplyReceipt {
        // Under diffbench's scheduler another queue may apply (or commit) first.
        if standIn.isControlled { Scheduling.point("apply") }
        let onMain = standIn.isCurrent
        let reentrant = onMain && isCommitting
        let submitted = MonotonicClock.now()
        let (refusal, warning) = checkConfinement(onMain: onMain, reentrant: reentrant, refusingWith: completion)
        let warnings = warning.map { [$0] } ?? []
        if let violation = refusal {
            if standIn.isControlled { Scheduling.note("apply refused: \(violation.description)") }
            if configuration.confinementPolicy == .trap { fatalError(violation.uncaughtExceptionText) }
            if let completion {
                standIn.async("completion of a refused apply") {
                    completion(.refused(violation))
                    self.board.withLock { $0.pendingCompletions -= 1 }
                    self.signalIfIdle()
                }
            }
            return ApplyReceipt(submission: .refused(violation), warnings: warnings)
        }
        let prepared: PreparedApply, base: Snapshot
        switch takePlace(kind, completion: completion, source: source, sectionSnapshot: sectionSnapshot, onMain: onMain, submitted: submitted, warnings: warnings) {
        case let .success((taken, from)): (prepared, base) = (taken, from)
        case let .failure(error): return ApplyReceipt(submission: .invalid(error), warnings: warnings)
        }
        if standIn.isControlled { Scheduling.note("apply #\(prepared.sequence) submitted") }
        if onMain {
            receive(diffed(prepared, from: base, worker: -1))
        } else {
            diffOnWorker(prepared, from: base)
        }
        return ApplyReceipt(submission: .accepted(sequence: prepared.sequence), warnings: warnings)
    }

    /// Builds the target and takes the next place in submission order with the snapshot submitted
    /// before it as its diff base, in one lock section. The target is built outside the lock; if
    /// another submission slipped in meanwhile, a section apply builds it again from the new base, so
    /// it never drops what was submitted before it. Under the seeded scheduler another queue may run
    /// between reading the base and taking the place.
    private func takePlace(
        _ kind: ApplyKind<ItemID>, completion: Completion?, source: TargetSource<SectionID, ItemID>,
        sectionSnapshot: (section: SectionID, snapshot: SectionSnapshot<ItemID>)?, onMain: Bool, submitted: UInt64,
        warnings: [ThreadConfinementWarning]
    ) -> Result<(PreparedApply, Snapshot), SnapshotError> {
        while true {
            let parts: (target: Snapshot, stamped: Snapshot, unmarked: Snapshot, base: Snapshot, baseSequence: Int)
            switch built(source) {
            case let .success(built): parts = built
            case let .failure(error): return .failure(error)
            }
            let (target, stamped, unmarked, readBase, baseSequence) = parts
            if standIn.isControlled { Scheduling.point("apply read its diff base") }
            let taken = board.withLock { state -> (PreparedApply, Snapshot)? in
                if case .fromBase = source, state.lastSubmittedSequence != baseSequence { return nil }
                let prepared = PreparedApply(
                    sequence: state.nextSequence, target: stamped, submitted: target, kind: kind, baseSequence: state.lastSubmittedSequence,
                    async: !onMain, submittedAt: submitted, completion: completion, sectionSnapshot: sectionSnapshot,
                    warnings: warnings)
                var base = state.lastSubmitted
                if plantedStaleDiffBase.load(ordering: .relaxed), !onMain, case .snapshot = source, state.shownSequence > baseSequence { base = readBase }
                state.lastSubmitted = unmarked
                state.lastSubmittedSequence = state.nextSequence
                state.nextSequence += 1
                state.unfinished += 1
                if !onMain { state.outstandingAsync += 1 }
                return (prepared, base)
            }
            if let taken { return .success(taken) }
        }
    }

    /// The target to show (a fresh lineage: snapshots taken from what the apply shows descend from
    /// it, and the same without marks) and the snapshot submitted last with its sequence, read as
    /// late as the source allows: after building a whole snapshot, before building on the base.
    private func built(
        _ source: TargetSource<SectionID, ItemID>
    ) -> Result<(target: Snapshot, stamped: Snapshot, unmarked: Snapshot, base: Snapshot, baseSequence: Int), SnapshotError> {
        let read = { self.board.withLock { ($0.lastSubmitted, $0.lastSubmittedSequence) } }
        switch source {
        case let .snapshot(snapshot):
            let stamped = snapshot.startingLineage()
            let (base, baseSequence) = read()
            return .success((snapshot, stamped, stamped.withoutPendingUpdates(), base, baseSequence))
        case let .fromBase(build):
            let (base, baseSequence) = read()
            do throws(SnapshotError) {
                let target = try build(base)
                let stamped = target.startingLineage()
                return .success((target, stamped, stamped.withoutPendingUpdates(), base, baseSequence))
            } catch {
                return .failure(error)
            }
        }
    }

    /// UIKit's rule: records where the apply came from, and returns the violation that refuses it, if
    /// any, and the warning it raises (every apply once both queues have applied), if any.
    private func checkConfinement(
        onMain: Bool, reentrant: Bool, refusingWith completion: Completion?
    ) -> (ApplyViolation?, ThreadConfinementWarning?) {
        let view = configuration.style.wording.viewObject
        return board.withLock { state in
            state.origins.insert(onMain ? .main : .background)
            let warning = state.origins == [.main, .background] ? ThreadConfinementWarning(view: view) : nil
            if let warning {
                state.warnings.append(warning)
                state.statistics.confinementWarnings += 1
            }
            let violation: ApplyViolation? = reentrant
                ? .reentrantApply(view: view)
                : (onMain && state.outstandingAsync > 0 ? .mainQueueApplyWithOutstandingAsyncApplies(view: view) : nil)
            guard let violation else { return (nil, warning) }
            state.violations.append(violation)
            state.statistics.violations += 1
            state.statistics.refused += 1
            if completion != nil { state.pendingCompletions += 1 }
            return (violation, warning)
        }
    }

    /// Diffs `prepared` from `base` on the next worker and hands the result to the stand-in.
    ///
    /// Under `.latestOnly` a worker diffs only what can still be shown: a submission with a newer
    /// one behind it is handed on undiffed (it will be coalesced). The rest are diffed from the
    /// snapshot submitted before them when that one is being diffed (a diffed submission commits, so
    /// no finished work is thrown away), and otherwise, as that one will be coalesced, from what the
    /// view shows or is committing.
    func diffOnWorker(_ prepared: PreparedApply, from base: Snapshot) {
        workers.submit("diff apply #\(prepared.sequence)") { worker in
            var prepared = prepared, base = base
            if self.configuration.coalescing == .latestOnly, case .diff = prepared.kind {
                let (superseded, rebase) = self.board.withLock { state -> (Bool, (Int, Snapshot)?) in
                    if prepared.sequence < state.lastSubmittedSequence { return (true, nil) }
                    let baseWillShow = state.diffingSequence == prepared.baseSequence || state.shownSequence == prepared.baseSequence
                    state.diffingSequence = max(state.diffingSequence, prepared.sequence)
                    return (false, baseWillShow ? nil : (state.shownSequence, state.shown))
                }
                if superseded {
                    prepared.superseded = true
                    prepared.worker = worker
                    let skipped = prepared
                    self.standIn.post("commit apply #\(skipped.sequence) (coalesced)") { self.receive(skipped) }
                    return
                }
                if let (sequence, snapshot) = rebase {
                    prepared.baseSequence = sequence
                    base = snapshot
                }
            }
            let done = self.diffed(prepared, from: base, worker: worker)
            if self.standIn.isControlled { Scheduling.note("diff #\(done.sequence) done") }
            self.standIn.post("commit apply #\(done.sequence)") { self.receive(done) }
        }
    }

    /// `prepared` diffed from `base`, validated and applied to the base's state (what the view will
    /// hold when it commits), with its timeline.
    func diffed(_ prepared: PreparedApply, from base: Snapshot, worker: Int) -> PreparedApply {
        var result = prepared
        result.worker = worker
        result.diffStarted = MonotonicClock.now()
        if case let .diff(options) = prepared.kind {
            let differ = configuration.differ
            // Workers idle right now lend themselves: a large diff splits across them, and so do
            // the lookups of a large edit log (a differ reading the log decides by its size).
            let incremental = differ.readsEditLogs && options.contentChanged == nil && prepared.submitted.descends(from: base)
            let update = workers.withIdleHelpers(excluding: worker >= 0 ? worker : nil) { splitter in
                differ.diff(from: base, to: prepared.submitted, options: options.splitting(across: splitter))
            }
            result.update = update
            result.diffFinished = MonotonicClock.now()
            // Validate and derive the view's next state here too: in submission order the view will
            // show exactly `base` when this commits, so the stand-in only has to swap it in.
            let style = configuration.style
            result.prepared = Result { () throws(InconsistencyError) in
                incremental
                    ? try HeadlessCollectionView.prepareDerived(update, from: base, to: prepared.target, style: style)
                    : try HeadlessCollectionView.prepare(update, from: base, to: prepared.target, style: style)
            }
        } else {
            result.diffFinished = MonotonicClock.now()
        }
        result.prepareFinished = MonotonicClock.now()
        return result
    }
}
