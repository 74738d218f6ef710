import Foundation
import Workloads

/// What one case of a campaign came to: a line of a worker's output, too.
public struct CaseRecord: Codable, Sendable {
    public var caseIndex: Int
    public var operations: Int
    public var timings: CaseTimings
    /// The shrunk crash, when the case failed.
    public var crash: CrashSeed?

    public init(caseIndex: Int, operations: Int, timings: CaseTimings, crash: CrashSeed? = nil) {
        self.caseIndex = caseIndex
        self.operations = operations
        self.timings = timings
        self.crash = crash
    }
}

/// Timings of every case a campaign ran, per phase.
public struct TimingSamples: Sendable {
    public var diff: [Double] = []
    public var validation: [Double] = []
    public var apply: [Double] = []

    public init() {}

    public mutating func add(_ timings: CaseTimings) {
        if let d = timings.diff { diff.append(d) }
        if let v = timings.validation { validation.append(v) }
        if let a = timings.apply { apply.append(a) }
    }
}

/// What a campaign did.
public struct CampaignSummary: Sendable {
    public var cases = 0
    public var operations = 0
    public var crashes: [CrashSeed] = []
    /// Wall-clock seconds.
    public var seconds = 0.0
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

    /// Crash counts by headline, most frequent first.
    public var crashesByMessage: [(message: String, count: Int)] {
        var counts: [String: Int] = [:]
        for crash in crashes { counts[crash.headline, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

/// Runs campaign cases in this process and shrinks every crash it finds.
public enum Campaign {
    /// How a case is run: `FuzzCase.run` by default; tests plant bugs through another.
    public typealias Runner = (FuzzCase) -> CaseResult

    /// Runs case `caseIndex` of `scenario`/`seed`; a failing case is shrunk into a crash seed.
    public static func runCase(
        _ scenario: ScenarioName, seed: UInt64, caseIndex: Int, steps: Int, toolVersion: String, runner: Runner = { $0.run() }
    ) -> CaseRecord {
        let fuzzCase = FuzzCase.generate(scenario, seed: seed, caseIndex: caseIndex, steps: steps)
        let result = runner(fuzzCase)
        var record = CaseRecord(caseIndex: caseIndex, operations: result.operations, timings: result.timings)
        if let found = result.disagreement {
            record.crash = crashSeed(fuzzCase, found, seed: seed, caseIndex: caseIndex, toolVersion: toolVersion, runner: runner)
        }
        return record
    }

    /// The crash seed for `fuzzCase`, which failed with `found`: the case shrunk while it still
    /// fails, with the disagreement the shrunk case shows.
    public static func crashSeed(
        _ fuzzCase: FuzzCase, _ found: Disagreement, seed: UInt64, caseIndex: Int, toolVersion: String, runner: Runner = { $0.run() }
    ) -> CrashSeed {
        var start = fuzzCase
        // An operation list only matters up to the step that failed.
        if case let .operations(operations) = fuzzCase { start = .operations(Array(operations.prefix(found.step + 1))) }
        let minimal = start.shrunk { runner($0).disagreement != nil }
        let disagreement = runner(minimal).disagreement ?? found
        return CrashSeed(toolVersion: toolVersion, seed: seed, caseIndex: caseIndex, case: minimal, disagreement: disagreement)
    }

    /// Cases `cases` of `scenario`/`seed`. `progress(summarySoFar)` is called after each case.
    public static func run(
        _ scenario: ScenarioName = .operations, seed: UInt64, cases: some Sequence<Int>, steps: Int = 200, toolVersion: String,
        runner: Runner = { $0.run() }, progress: (CampaignSummary) -> Void = { _ in }
    ) -> CampaignSummary {
        var summary = CampaignSummary()
        let start = DispatchTime.now().uptimeNanoseconds
        for caseIndex in cases {
            summary.add(runCase(scenario, seed: seed, caseIndex: caseIndex, steps: steps, toolVersion: toolVersion, runner: runner))
            summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            progress(summary)
        }
        return summary
    }
}

/// The distribution of one phase's times over a campaign's cases, in seconds.
public struct TimingDistribution: Codable, Sendable, Hashable {
    public var count: Int
    public var p50: Double
    public var p90: Double
    public var p99: Double
    public var max: Double

    /// Nearest-rank percentiles of `samples`; nil when there are none.
    public init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        func rank(_ p: Double) -> Double { sorted[Swift.max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1)] }
        count = sorted.count
        p50 = rank(0.5)
        p90 = rank(0.9)
        p99 = rank(0.99)
        max = sorted.last!
    }
}

/// A campaign's record in `Results/fuzz/<date>-<scenario>-<seed>.json`: how much it checked, what
/// it found, and how long diffs, validations and applies took over its cases.
public struct FuzzRecord: Codable, Sendable {
    public var schema = "diffbench.fuzz/1"
    public var toolVersion: String
    public var date: String
    public var scenario: ScenarioName
    public var seed: UInt64
    public var shard: String
    public var jobs: Int
    public var cases: Int
    public var operations: Int
    public var crashes: Int
    public var seconds: Double
    /// Checked operations per second per job.
    public var operationsPerSecondPerJob: Double
    public var diff: TimingDistribution?
    public var validation: TimingDistribution?
    public var apply: TimingDistribution?

    public init(summary: CampaignSummary, toolVersion: String, date: Date, scenario: ScenarioName, seed: UInt64, shard: String, jobs: Int) {
        self.toolVersion = toolVersion
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        self.date = formatter.string(from: date)
        self.scenario = scenario
        self.seed = seed
        self.shard = shard
        self.jobs = jobs
        cases = summary.cases
        operations = summary.operations
        crashes = summary.crashes.count
        seconds = summary.seconds
        operationsPerSecondPerJob = Double(summary.operations) / Swift.max(summary.seconds, 1e-9) / Double(Swift.max(jobs, 1))
        diff = TimingDistribution(summary.timings.diff)
        validation = TimingDistribution(summary.timings.validation)
        apply = TimingDistribution(summary.timings.apply)
    }

    /// Writes the record as `<directory>/<yyyy-MM-dd-HHmmss>-<scenario>-<seed>.json`; the path.
    public func write(in directory: String, date: Date) throws(CrashSeedError) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd-HHmmss"
        let shardPart = shard == "1/1" ? "" : "-shard\(shard.replacingOccurrences(of: "/", with: "of"))"
        return try CrashSeeds.writeJSON(self, named: "\(formatter.string(from: date))-\(scenario)-\(seed)\(shardPart).json", in: directory)
    }
}
