import Foundation
import DiffBenchSupport

/// What one case of a campaign came to: a line of a worker's output, too.
public struct CaseRecord: Codable, Sendable {
    /// The case's index in the campaign.
    public var caseIndex: Int
    /// Operations checked.
    public var operations: Int
    /// Seconds per phase.
    public var timings: CaseTimings
    /// The shrunk crash, when the case failed.
    public var crash: CrashSeed?

    /// One case's record; `crash` when it failed.
    public init(caseIndex: Int, operations: Int, timings: CaseTimings, crash: CrashSeed? = nil) {
        self.caseIndex = caseIndex
        self.operations = operations
        self.timings = timings
        self.crash = crash
    }
}

/// A slice of a seed's case space, `K/N`: cases K-1, K-1+N, K-1+2N, … so that a CI matrix or an
/// indexed batch job splits a campaign without overlap.
public struct Shard: Sendable, Hashable, Codable, CustomStringConvertible {
    /// From 1.
    public var index: Int
    /// How many shards the campaign is split into.
    public var count: Int

    /// The whole case space.
    public static let whole = Shard(index: 1, count: 1)

    /// Shard `index` (from 1) of `count`.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `K/N` with 1 ≤ K ≤ N; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let k = parts[0], let n = parts[1], n >= 1, (1 ... n).contains(k) else { return nil }
        self.init(index: k, count: n)
    }

    /// The campaign case index of this shard's `k`-th case.
    public func caseIndex(_ k: Int) -> Int { (index - 1) + k * count }

    public var description: String { "\(index)/\(count)" }
}

/// How a campaign runs its cases.
public enum CampaignExecutor: Sendable {
    /// In this process: a trap ends the campaign. `runner` replaces `FuzzCase.run` (tests plant bugs
    /// through it); `plantTrapAt` traps in that case index.
    case inProcess(runner: Campaign.Runner? = nil, plantTrapAt: Int? = nil)
    /// In child processes under a supervisor, which survives traps.
    case supervised(Supervisor)
}

/// What a campaign runs: one scenario's cases of one seed, up to a count or a deadline.
public struct CampaignPlan: Sendable {
    /// The scenario run.
    public var scenario: any Scenario.Type
    /// The campaign's seed: the same seed gives the same cases.
    public var seed: UInt64
    /// What cases are generated in (the differ under test).
    public var context: ScenarioContext
    /// Cases to run at most (of this shard).
    public var limit: Int
    /// When to stop handing out cases, if set.
    public var deadline: Date?
    /// This process's share of the cases.
    public var shard: Shard
    /// Batches run at once (threads in process, children under a supervisor).
    public var jobs: Int

    /// A campaign of `scenario` from `seed`: up to `limit` cases or until `deadline`, this shard's share, on `jobs` threads.
    public init(
        scenario: any Scenario.Type, seed: UInt64, context: ScenarioContext = ScenarioContext(), limit: Int, deadline: Date? = nil,
        shard: Shard = .whole, jobs: Int = 1
    ) {
        self.scenario = scenario
        self.seed = seed
        self.context = context
        self.limit = limit
        self.deadline = deadline
        self.shard = shard
        self.jobs = jobs
    }
}

/// The one campaign loop: hands out batches of case indexes to `jobs` workers, gathers their
/// records, shrinks every crash, and reports progress.
public enum Campaign {
    /// How a case is run in process: `FuzzCase.run` by default; tests plant bugs through another.
    public typealias Runner = @Sendable (FuzzCase) -> CaseOutcome

    /// Runs `plan`; `progress` is called about once a second, and once at the end.
    public static func run(
        _ plan: CampaignPlan, executor: CampaignExecutor = .inProcess(), toolVersion: String,
        progress: @escaping @Sendable (CampaignSummary) -> Void = { _ in }
    ) -> CampaignSummary {
        let state = CampaignState()
        let start = MonotonicClock.now()
        let ticker = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "diffbench.campaign.progress"))
        ticker.schedule(deadline: .now() + 1, repeating: 1)
        ticker.setEventHandler { progress(state.summary(since: start)) }
        ticker.resume()
        let batchSize = plan.scenario.batchSize
        DispatchQueue.concurrentPerform(iterations: max(1, plan.jobs)) { _ in
            while let batch = state.nextBatch(size: batchSize, limit: plan.limit, deadline: plan.deadline) {
                let cases = batch.map(plan.shard.caseIndex)
                switch executor {
                case let .inProcess(runner, plantTrapAt):
                    let records = cases.map { caseIndex in
                        if caseIndex == plantTrapAt { fatalError("planted trap in case \(caseIndex)") }
                        return runCase(plan.scenario, seed: plan.seed, caseIndex: caseIndex, context: plan.context,
                                       toolVersion: toolVersion, runner: runner)
                    }
                    state.add(records)
                case let .supervised(supervisor):
                    state.add(supervisor.runBatch(plan.scenario, seed: plan.seed, cases: cases))
                }
            }
        }
        ticker.cancel()
        let summary = state.summary(since: start)
        progress(summary)
        return summary
    }

    /// Runs case `caseIndex` of `scenario`/`seed`; a failing case is shrunk into a crash seed.
    public static func runCase(
        _ scenario: any Scenario.Type, seed: UInt64, caseIndex: Int, context: ScenarioContext, toolVersion: String, runner: Runner? = nil
    ) -> CaseRecord {
        let run = runner ?? { $0.run(context) }
        let fuzzCase = FuzzCase.generate(scenario, seed: seed, caseIndex: caseIndex, context: context)
        let result = run(fuzzCase)
        var record = CaseRecord(caseIndex: caseIndex, operations: result.operations, timings: result.timings)
        if let found = result.disagreement {
            record.crash = crashSeed(fuzzCase, found, seed: seed, caseIndex: caseIndex, toolVersion: toolVersion, runner: run)
        }
        return record
    }

    /// The crash seed for `fuzzCase`, which failed with `found`: the case shrunk while it still
    /// fails, with the disagreement the shrunk case shows.
    public static func crashSeed(
        _ fuzzCase: FuzzCase, _ found: Disagreement, seed: UInt64, caseIndex: Int, toolVersion: String, runner: Runner
    ) -> CrashSeed {
        var start = fuzzCase
        // An operation list only matters up to the step that failed.
        if let operations = fuzzCase.value(of: OperationsScenario.self) {
            start = FuzzCase(OperationsScenario.self, OperationsCase(steps: Array(operations.steps.prefix(found.step + 1))))
        }
        let minimal = start.shrunk { candidate in runner(candidate).disagreement.map { start.isSameFailure($0, as: found) } ?? false }
        let disagreement = runner(minimal).disagreement ?? found
        return CrashSeed(toolVersion: toolVersion, seed: seed, caseIndex: caseIndex, case: minimal, disagreement: disagreement)
    }
}

/// The cases handed out and the records gathered, shared by the job threads.
final class CampaignState: Sendable {
    private let state = Guarded((handedOut: 0, gathered: CampaignSummary()))

    func nextBatch(size: Int, limit: Int, deadline: Date?) -> Range<Int>? {
        if let deadline, Date() >= deadline { return nil }
        // Stopped from outside: hand out nothing more; what was gathered is the campaign's.
        if ToolStop.requested != nil { return nil }
        return state.withLock { state in
            guard state.handedOut < limit else { return nil }
            let batch = state.handedOut ..< min(limit, state.handedOut + size)
            state.handedOut = batch.upperBound
            return batch
        }
    }

    func add(_ records: [CaseRecord]) { state.withLock { for record in records { $0.gathered.add(record) } } }

    /// What was gathered, with the seconds since `start` (a `MonotonicClock` reading).
    func summary(since start: UInt64) -> CampaignSummary {
        var summary = state.withLock { $0.gathered }
        summary.seconds = MonotonicClock.seconds(since: start)
        return summary
    }
}

/// Timings of every case a campaign ran, per phase.
public struct TimingSamples: Sendable {
    /// Each case's diff seconds.
    public var diff: [Double] = []
    /// Each case's validation seconds.
    public var validation: [Double] = []
    /// Each case's apply seconds.
    public var apply: [Double] = []

    /// No samples.
    public init() {}

    /// Adds a case's timings to their phases.
    public mutating func add(_ timings: CaseTimings) {
        if let d = timings.diff { diff.append(d) }
        if let v = timings.validation { validation.append(v) }
        if let a = timings.apply { apply.append(a) }
    }
}

/// What a campaign did.
public struct CampaignSummary: Sendable {
    /// Cases run.
    public var cases = 0
    /// Operations checked, over all cases.
    public var operations = 0
    /// Crash seeds, one per failing case.
    public var crashes: [CrashSeed] = []
    /// Wall-clock seconds.
    public var seconds = 0.0
    /// Every case's phase timings.
    public var timings = TimingSamples()

    /// An empty summary.
    public init() {}

    /// Adds one case's record.
    public mutating func add(_ record: CaseRecord) {
        cases += 1
        operations += record.operations
        timings.add(record.timings)
        if let crash = record.crash { crashes.append(crash) }
    }

    /// One crash per signature, the first found of each (in case order).
    public var uniqueCrashes: [CrashSeed] { CrashSeeds.deduplicated(crashes) }

    /// Crash counts by headline, most frequent first.
    public var crashesByMessage: [(message: String, count: Int)] {
        var counts: [String: Int] = [:]
        for crash in crashes { counts[crash.headline, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
