import ApplyPipeline
import DiffableSnapshots
import Dispatch
import Foundation
import Workloads
import DiffBenchSupport

/// One case of the `queues` scenario: snapshots to apply, and rounds in which several producer
/// queues apply them at once, the main-queue stand-in applies too, and completions apply again.
public struct QueuesCase: Codable, Sendable, Hashable {
    /// What one producer does.
    public enum Action: Codable, Sendable, Hashable {
        /// `apply(snapshots[k])`.
        case apply(Int)
        /// `applySnapshotUsingReloadData(snapshots[k])`.
        case applyReloadData(Int)
        /// `apply(snapshots[outer])` whose completion applies `snapshots[inner]`: re-entrant.
        case applyReentrant(outer: Int, inner: Int)

        // Crash seeds name every field (no `_0`).
        enum ApplyCodingKeys: String, CodingKey { case _0 = "snapshot" }
        enum ApplyReloadDataCodingKeys: String, CodingKey { case _0 = "snapshot" }
    }

    /// One round of applies from several queues.
    public struct Round: Codable, Sendable, Hashable {
        /// Diff workers held for the round, so the producers' applies stay outstanding.
        public var holdWorkers: Bool
        /// Each producer's applies, in order; producers run at once on their own threads.
        public var producers: [[Action]]
        /// Applies made on the main-queue stand-in after the producers.
        public var mainApplies: [Int]
        /// Whether the round ends by waiting until the data source is idle.
        public var waitIdle: Bool
    }

    /// The snapshots the rounds apply, by index.
    public var snapshots: [SnapshotSpec]
    /// The rounds, in order.
    public var rounds: [Round]
    /// The differ the data source's workers run; nil means the linear differ.
    public var differ: String?
    /// The seeded schedule the case runs under; nil runs it on real threads (seeds from before
    /// schedules, and `fuzz --free-running`).
    public var schedule: FuzzSchedule?

    var applyCount: Int { rounds.reduce(0) { $0 + $1.producers.reduce(0) { $0 + $1.count } + $1.mainApplies.count } }

    func shrunk(while fails: (QueuesCase) -> Bool) -> QueuesCase {
        // Under its schedule a case replays exactly: once says it all (the campaign shrinks the
        // schedule's decisions after). Free running, the interleaving differs from run to run: a
        // smaller case counts as failing if any of a few runs fails.
        if schedule != nil { return shrunk(failsSometimes: fails) }
        return withoutActuallyEscaping(fails) { fails in
            let failsSometimes = { (c: QueuesCase) in (0 ..< 4).contains { _ in fails(c) } }
            return shrunk(failsSometimes: failsSometimes)
        }
    }

    private func shrunk(failsSometimes: (QueuesCase) -> Bool) -> QueuesCase {
        var c = self
        c.rounds = Shrinker.shrink(rounds) { var s = c; s.rounds = $0; return failsSometimes(s) }
        for r in c.rounds.indices {
            c.rounds[r].producers = Shrinker.shrink(c.rounds[r].producers) { var s = c; s.rounds[r].producers = $0; return failsSometimes(s) }
            c.rounds[r].mainApplies = Shrinker.shrink(c.rounds[r].mainApplies) { var s = c; s.rounds[r].mainApplies = $0; return failsSometimes(s) }
            for p in c.rounds[r].producers.indices {
                c.rounds[r].producers[p] = Shrinker.shrink(c.rounds[r].producers[p]) {
                    var s = c; s.rounds[r].producers[p] = $0; return failsSometimes(s)
                }
            }
        }
        return c
    }
}

/// The `queues` scenario: applies from several producer queues at once, applies on the main-queue
/// stand-in while producers' applies are outstanding, and applies from inside completions. The
/// oracle: background applies are never refused; every refusal is the right `ApplyViolation` and is
/// recorded; a main-queue apply while held background applies are outstanding and every re-entrant
/// apply are refused; applies commit in submission order, each completion runs once; mixing queues
/// logs the confinement warning; the view ends showing the accepted snapshot submitted last.
public enum QueuesScenario: Scenario {
    public static let name: ScenarioName = "queues"
    public static let summary = "applies from several queues, re-entrant and main-queue applies: violations reported, end state right"
    public static let batchSize = 50
    /// Free running, interleavings differ run to run: such a seed is replayed several times.
    public static let isTimingDependent = true
    /// A case under its schedule replays exactly, once.
    public static func isTimingDependent(_ fuzzCase: QueuesCase) -> Bool { fuzzCase.schedule == nil }

    public static func shrink(_ fuzzCase: QueuesCase, while fails: (QueuesCase) -> Bool) -> QueuesCase { fuzzCase.shrunk(while: fails) }

    public static func size(of fuzzCase: QueuesCase) -> String { "\(fuzzCase.rounds.count) rounds, \(fuzzCase.applyCount) applies" }

    public static func differ(of fuzzCase: QueuesCase) -> String? { fuzzCase.differ }

    /// The case's schedule.
    public static func schedule(of fuzzCase: QueuesCase) -> FuzzSchedule? { fuzzCase.schedule }

    /// The case under `schedule`.
    public static func rescheduled(_ fuzzCase: QueuesCase, _ schedule: FuzzSchedule?) -> QueuesCase {
        var copy = fuzzCase
        copy.schedule = schedule
        return copy
    }

    public static func generate(seed: UInt64, caseIndex: Int, context: ScenarioContext) -> QueuesCase {
        var rng = caseGenerator(name, seed: seed, caseIndex: caseIndex)
        var generator = SnapshotPairGenerator(seed: rng.next())
        var current = generator.snapshot(size: Int.random(in: 0 ... 40, using: &rng), maxSections: 4)
        var snapshots = [SnapshotSpec(current)]
        for _ in 0 ..< Int.random(in: 2 ... 7, using: &rng) {
            current = generator.churn(current, intensity: 0.3)
            snapshots.append(SnapshotSpec(current))
        }
        let n = snapshots.count
        let rounds = (0 ..< Int.random(in: 1 ... 4, using: &rng)).map { _ in
            QueuesCase.Round(
                holdWorkers: Bool.random(using: &rng),
                producers: (0 ..< Int.random(in: 0 ... 3, using: &rng)).map { _ in
                    (0 ..< Int.random(in: 1 ... 4, using: &rng)).map { _ -> QueuesCase.Action in
                        switch Int.random(in: 0 ..< 10, using: &rng) {
                        case 0: .applyReloadData(Int.random(in: 0 ..< n, using: &rng))
                        case 1: .applyReentrant(outer: Int.random(in: 0 ..< n, using: &rng), inner: Int.random(in: 0 ..< n, using: &rng))
                        default: .apply(Int.random(in: 0 ..< n, using: &rng))
                        }
                    }
                },
                mainApplies: (0 ..< Int.random(in: 0 ... 2, using: &rng)).map { _ in Int.random(in: 0 ..< n, using: &rng) },
                waitIdle: Bool.random(using: &rng))
        }
        return QueuesCase(
            snapshots: snapshots, rounds: rounds, differ: context.differ,
            schedule: FuzzSchedule.forCase(seed: seed, caseIndex: caseIndex, mode: context.scheduling))
    }

    enum Origin: Sendable { case background, main, reentrant }

    struct Submission: Sendable {
        var origin: Origin
        var snapshot: Int
        var result: ApplySubmission
        /// The round's workers were held and it had accepted background applies before this one.
        var mustBeRefused: Bool
    }

    public static func run(_ c: QueuesCase, context: ScenarioContext) -> CaseOutcome {
        if let schedule = c.schedule { return runControlled(c, schedule: schedule, context: context) }
        let snapshots = c.snapshots.map { $0.build() }
        let source = DiffableDataSource<Int, Int>(workers: 2, differ: context.resolve(c.differ))
        source.plantBugs()
        let submissions = Guarded<[Submission]>([])
        let completions = Guarded<[ApplyOutcome]>([])
        var held = false
        for round in c.rounds {
            if round.holdWorkers { source.suspendDiffWorkers(); held = true }
            let roundSubmissions = Guarded<[Submission]>([])
            DispatchQueue.concurrentPerform(iterations: round.producers.count) { p in
                for action in round.producers[p] {
                    let index: Int
                    let result: ApplySubmission
                    switch action {
                    case let .apply(k):
                        index = k
                        result = source.apply(snapshots[k]) { completions.append($0) }
                    case let .applyReloadData(k):
                        index = k
                        result = source.applySnapshotUsingReloadData(snapshots[k]) { completions.append($0) }
                    case let .applyReentrant(outer, inner):
                        index = outer
                        result = source.apply(snapshots[outer]) { outcome in
                            completions.append(outcome)
                            let nested = source.apply(snapshots[inner])
                            submissions.append(Submission(origin: .reentrant, snapshot: inner, result: nested, mustBeRefused: true))
                        }
                    }
                    roundSubmissions.append(Submission(origin: .background, snapshot: index, result: result, mustBeRefused: false))
                }
            }
            let outstanding = round.holdWorkers && roundSubmissions.value.contains { if case .accepted = $0.result { true } else { false } }
            for s in roundSubmissions.value { submissions.append(s) }
            for k in round.mainApplies {
                let result = source.mainQueue.queue.sync { source.apply(snapshots[k]) { completions.append($0) } }
                submissions.append(Submission(origin: .main, snapshot: k, result: result, mustBeRefused: outstanding))
            }
            if held { source.resumeDiffWorkers(); held = false }
            if round.waitIdle { source.waitUntilIdle() }
        }
        source.waitUntilIdle()
        source.mainQueue.queue.sync {}
        source.waitUntilIdle()
        source.mainQueue.queue.sync {}

        let all = submissions.value
        let disagreement = check(c, all, completions.value, source, snapshots)
        let records = source.records
        let mean = { (values: [Double]) in values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }
        return CaseOutcome(
            operations: all.count,
            timings: CaseTimings(diff: mean(records.map(\.diffSeconds)), apply: mean(records.map(\.applySeconds))),
            disagreement: disagreement)
    }

    static func check(
        _ c: QueuesCase, _ all: [Submission], _ completions: [ApplyOutcome], _ source: DiffableDataSource<Int, Int>,
        _ snapshots: [DiffableSnapshot<Int, Int>]
    ) -> Disagreement? {
        func disagree(_ message: String, _ expected: String, _ actual: String) -> Disagreement {
            Disagreement(step: 0, operation: "\(c.rounds.count) rounds, \(all.count) applies", expected: expected, actual: actual, message: message)
        }
        let view = "<UICollectionView: 0x0>"
        var accepted: [Int: Int] = [:]  // sequence → snapshot
        var refused: [ApplyViolation] = []
        for s in all {
            switch s.result {
            case let .accepted(sequence):
                if s.origin == .background { break }
                if s.mustBeRefused || s.origin == .reentrant {
                    return disagree("an apply that breaks the same-queue rule was accepted", "refused (\(s.origin))", "accepted as \(sequence)")
                }
            case let .refused(violation):
                refused.append(violation)
                let want: ApplyViolation = s.origin == .reentrant ? .reentrantApply(view: view) : .mainQueueApplyWithOutstandingAsyncApplies(view: view)
                if s.origin == .background { return disagree("a background apply was refused", "accepted", violation.description) }
                if violation != want { return disagree("refused for the wrong reason", "\(want)", "\(violation)") }
            case let .invalid(error):
                return disagree("a whole snapshot was refused as invalid", "accepted or refused by the same-queue rule", error.description)
            }
            if case let .accepted(sequence) = s.result {
                if accepted[sequence] != nil { return disagree("two applies got one sequence number", "distinct", "\(sequence) twice") }
                accepted[sequence] = s.snapshot
            }
        }
        if Set(accepted.keys) != Set(0 ..< accepted.count) {
            return disagree("sequence numbers have gaps", "0..<\(accepted.count)", "\(accepted.keys.sorted())")
        }
        if source.violations.count != refused.count || Set(source.violations) != Set(refused) {
            return disagree("violations not recorded", "\(refused.count) violations", "\(source.violations.count) recorded")
        }
        let records = source.records.map(\.sequence)
        if records != Array(0 ..< accepted.count) {
            return disagree("applies not committed once each in submission order", "0..<\(accepted.count)", "\(records)")
        }
        let stats = source.statistics
        if stats.applied != accepted.count || stats.rejected != 0 || stats.refused != refused.count {
            return disagree("statistics disagree", "\(accepted.count) applied, \(refused.count) refused", "\(stats.applied) applied, \(stats.refused) refused, \(stats.rejected) rejected")
        }
        let withCompletion = all.filter { $0.origin != .reentrant }.count
        if completions.count != withCompletion {
            return disagree("completions not called once each", "\(withCompletion)", "\(completions.count)")
        }
        let appliedOrder = completions.compactMap { if case let .applied(record) = $0 { record.sequence } else { nil } }
        if appliedOrder != appliedOrder.sorted() { return disagree("completions out of order", "ascending", "\(appliedOrder)") }
        let mainSide = all.contains { $0.origin != .background }, background = all.contains { $0.origin == .background }
        if (mainSide && background) == source.confinementWarnings.isEmpty {
            return disagree("the non-thread-confined warning", mainSide && background ? "logged" : "not logged", "\(source.confinementWarnings.count) warnings")
        }
        let last = accepted.keys.max().map { snapshots[accepted[$0]!] } ?? DiffableSnapshot<Int, Int>()
        if source.snapshot() != last || !source.withView({ $0.shows(last) }) {
            return disagree("the end state is not the accepted snapshot submitted last", "\(SnapshotSpec(last))", "\(SnapshotSpec(source.snapshot()))")
        }
        return nil
    }
}
