import ApplyPipeline
import DiffableSnapshots
import Diffing
import DiffBenchSupport

/// The `queues` scenario under the seeded scheduler: each producer is a queue of the run (one task
/// per apply), the rounds run in order on a queue of their own, the main-queue applies go through
/// the stand-in, and held workers are suspended queues; the pipeline's workers, stand-in and
/// scheduling points (each apply's submission, each diff done, each commit) do the rest. The same
/// oracle as the free-running form judges the run.
extension QueuesScenario {
    static func runControlled(_ c: QueuesCase, schedule: FuzzSchedule, context: ScenarioContext) -> CaseOutcome {
        let snapshots = c.snapshots.map { $0.build() }
        let differ = context.resolve(c.differ)
        let length = 8 * c.applyCount + 4 * c.rounds.count + 16
        let run = ControlledRuns.run(schedule, length: length, once: { strategy in
            let harness = QueuesHarness(c, snapshots: snapshots, differ: differ)
            let result = Scheduler(strategy: strategy).run(setup: { harness.start() }, settled: { harness.judge() })
            return (harness.outcome(deadlock: result.deadlock), result)
        }, failed: { $0.disagreement != nil })
        var outcome = run.outcome
        if var disagreement = outcome.disagreement {
            let trace = run.result.trace
            // The step that refused or rejected an apply, when the failure is about one.
            let raised = { (note: String) in note.hasPrefix("apply refused") || note.contains("rejected") }
            let marked = trace.steps.lastIndex { $0.notes.contains(where: raised) }
            disagreement.interleaving = Interleaving(trace: trace, markedStep: marked, note: marked.flatMap { trace.steps[$0].notes.last(where: raised) })
            outcome.disagreement = disagreement
        }
        return outcome
    }
}

/// One controlled run of a `queues` case: what it submitted and what completed, judged at the end.
final class QueuesHarness: @unchecked Sendable {
    let c: QueuesCase
    let snapshots: [DiffableSnapshot<Int, Int>]
    let differ: any Differ
    private let submissions = Guarded<[QueuesScenario.Submission]>([])
    private let completions = Guarded<[ApplyOutcome]>([])
    private let verdict = Guarded<Disagreement?>(nil)
    // Made by `start()` on the run's main queue, before any other task reads them.
    private var source: DiffableDataSource<Int, Int>!
    private var producers: [ScheduledQueue] = []
    private var rounds: ScheduledQueue!

    init(_ c: QueuesCase, snapshots: [DiffableSnapshot<Int, Int>], differ: any Differ) {
        self.c = c
        self.snapshots = snapshots
        self.differ = differ
    }

    /// Makes the data source and the queues, and queues the first round.
    func start() {
        source = DiffableDataSource<Int, Int>(workers: 2, differ: differ)
        source.plantBugs()
        let width = c.rounds.map(\.producers.count).max() ?? 0
        // The harness's own queues queue nothing on the main queue.
        producers = (0 ..< width).map { ScheduledQueue(label: "producer \($0)", role: .other, mayQueueOnMain: false) }
        rounds = ScheduledQueue(label: "rounds", role: .other, mayQueueOnMain: false)
        if !c.rounds.isEmpty { rounds.async("round 1", yielding: false) { self.round(0) } }
    }

    /// Round `index`: the producers' applies, at once; then the main-queue applies; then the next round.
    private func round(_ index: Int) {
        let round = c.rounds[index]
        if round.holdWorkers { source.suspendDiffWorkers() }
        let roundSubmissions = Guarded<[QueuesScenario.Submission]>([])
        let total = round.producers.reduce(0) { $0 + $1.count }
        for (p, actions) in round.producers.enumerated() {
            for action in actions {
                producers[p].async("\(action)", yielding: false) { roundSubmissions.append(self.perform(action)) }
            }
        }
        _ = Scheduling.wait(until: { roundSubmissions.value.count == total }, on: "round \(index + 1)'s producers")
        let all = roundSubmissions.value
        let outstanding = round.holdWorkers && all.contains { if case .accepted = $0.result { true } else { false } }
        for s in all { submissions.append(s) }
        for k in round.mainApplies {
            let result = source.mainQueue.sync { source.apply(snapshots[k]) { self.completions.append($0) } }
            submissions.append(QueuesScenario.Submission(origin: .main, snapshot: k, result: result, mustBeRefused: outstanding))
        }
        if round.holdWorkers { source.resumeDiffWorkers() }
        if round.waitIdle { source.waitUntilIdle() }
        if index + 1 < c.rounds.count { rounds.async("round \(index + 2)", yielding: false) { self.round(index + 1) } }
    }

    private func perform(_ action: QueuesCase.Action) -> QueuesScenario.Submission {
        let result: ApplySubmission, index: Int
        switch action {
        case let .apply(k):
            index = k
            result = source.apply(snapshots[k]) { self.completions.append($0) }
        case let .applyReloadData(k):
            index = k
            result = source.applySnapshotUsingReloadData(snapshots[k]) { self.completions.append($0) }
        case let .applyReentrant(outer, inner):
            index = outer
            result = source.apply(snapshots[outer]) { outcome in
                self.completions.append(outcome)
                let nested = self.source.apply(self.snapshots[inner])
                self.submissions.append(QueuesScenario.Submission(origin: .reentrant, snapshot: inner, result: nested, mustBeRefused: true))
            }
        }
        return QueuesScenario.Submission(origin: .background, snapshot: index, result: result, mustBeRefused: false)
    }

    /// The oracle, once nothing can run any more (on the run's main queue).
    func judge() {
        verdict.set(QueuesScenario.check(c, submissions.value, completions.value, source, snapshots))
    }

    /// The case's outcome: the oracle's verdict, or the deadlock that stopped the run.
    func outcome(deadlock: String?) -> CaseOutcome {
        let all = submissions.value
        var disagreement = verdict.value
        if let deadlock {
            disagreement = Disagreement(
                step: 0, operation: "\(c.rounds.count) rounds, \(all.count) applies", expected: "every apply committed or refused",
                actual: deadlock, message: "the run deadlocked")
        }
        let records = source?.records ?? []
        let mean = { (values: [Double]) in values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }
        return CaseOutcome(
            operations: all.count, timings: CaseTimings(diff: mean(records.map(\.diffSeconds)), apply: mean(records.map(\.applySeconds))),
            disagreement: disagreement)
    }
}
