import Foundation

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

    public init(summary: CampaignSummary, toolVersion: String, date: Date, scenario: ScenarioName, seed: UInt64, shard: Shard, jobs: Int) {
        self.toolVersion = toolVersion
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        self.date = formatter.string(from: date)
        self.scenario = scenario
        self.seed = seed
        self.shard = shard.description
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
