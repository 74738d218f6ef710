import Foundation
import Workloads
import DiffBenchSupport

/// The distribution of one phase's times over a campaign's cases, in seconds.
public struct TimingDistribution: Codable, Sendable, Hashable {
    /// Samples.
    public var count: Int
    /// The median, seconds.
    public var p50: Double
    /// The 90th percentile, seconds.
    public var p90: Double
    /// The 99th percentile, seconds.
    public var p99: Double
    /// The slowest sample, seconds.
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

    /// The percentiles of `histogram` (each the upper edge of its bucket, so within 9% above the
    /// true value; the maximum is exact); nil when it is empty. What merged shards report.
    public init?(_ histogram: TimingHistogram) {
        guard histogram.count > 0 else { return nil }
        count = histogram.count
        p50 = histogram.value(atFraction: 0.5)
        p90 = histogram.value(atFraction: 0.9)
        p99 = histogram.value(atFraction: 0.99)
        max = histogram.max
    }
}

/// Times counted in logarithmic buckets (eight per doubling, from a nanosecond): small, exact to
/// merge across shards, and within 9% for any percentile.
public struct TimingHistogram: Codable, Sendable, Hashable {
    /// Samples per bucket index.
    public var buckets: [Int: Int] = [:]
    /// Samples counted.
    public var count = 0
    /// The slowest sample, seconds.
    public var max = 0.0

    /// An empty histogram.
    public init() {}

    /// The histogram of `samples`.
    public init(_ samples: [Double]) {
        for sample in samples { add(sample) }
    }

    static func bucket(_ seconds: Double) -> Int {
        seconds <= 1e-9 ? 0 : Swift.max(0, Int((log2(seconds / 1e-9) * 8).rounded(.down)) + 1)
    }

    static func upperEdge(_ bucket: Int) -> Double { bucket == 0 ? 1e-9 : 1e-9 * pow(2, Double(bucket) / 8) }

    /// Counts one sample of `seconds`.
    public mutating func add(_ seconds: Double) {
        buckets[Self.bucket(seconds), default: 0] += 1
        count += 1
        max = Swift.max(max, seconds)
    }

    /// Both histograms' samples.
    public func merged(with other: TimingHistogram) -> TimingHistogram {
        var result = self
        result.buckets.merge(other.buckets, uniquingKeysWith: +)
        result.count += other.count
        result.max = Swift.max(max, other.max)
        return result
    }

    /// The upper edge of the bucket holding the nearest-rank sample at `fraction`, at most `max`.
    func value(atFraction fraction: Double) -> Double {
        let rank = Swift.max(1, Int((fraction * Double(count)).rounded(.up)))
        var seen = 0
        for bucket in buckets.keys.sorted() {
            seen += buckets[bucket]!
            if seen >= rank { return Swift.min(Self.upperEdge(bucket), max) }
        }
        return max
    }
}

/// A campaign's record in `Results/fuzz/<date>-<scenario>-<seed>[-shardKofN|-merged].json`: how much
/// it checked, what it found, and how long diffs, validations and applies took over its cases.
/// Schema 2 adds the histograms that let `diffbench fuzz-merge` join shards into one record.
public struct FuzzRecord: Codable, Sendable {
    /// The schema this code writes and reads.
    public static let currentSchema = "diffbench.fuzz/2"

    /// The schema the record was written with.
    public var schema = FuzzRecord.currentSchema
    /// The diffbench version that ran it.
    public var toolVersion: String
    /// When the campaign ran (ISO 8601, UTC).
    public var date: String
    /// The scenario run.
    public var scenario: ScenarioName
    /// The campaign's seed.
    public var seed: UInt64
    /// `K/N`, or `merged` for a record joined from shards.
    public var shard: String
    /// The shards a merged record joins.
    public var shards: [String]?
    /// Threads (or worker processes) the campaign ran on.
    public var jobs: Int
    /// Cases run.
    public var cases: Int
    /// Operations checked.
    public var operations: Int
    /// Crashes found, one per signature.
    public var crashes: Int
    /// Wall-clock seconds (a merged record: the longest shard's; shards run side by side).
    public var seconds: Double
    /// Checked operations per second per job (a merged record: over every shard's job-seconds).
    public var operationsPerSecondPerJob: Double
    /// The diff phase's distribution, when the scenario has one.
    public var diff: TimingDistribution?
    /// The validation phase's distribution, when the scenario has one.
    public var validation: TimingDistribution?
    /// The apply phase's distribution, when the scenario has one.
    public var apply: TimingDistribution?
    /// Each phase's histogram, for merging shards exactly.
    public var histograms: [String: TimingHistogram]?

    /// The record of a campaign's summary.
    public init(summary: CampaignSummary, toolVersion: String, date: Date, scenario: ScenarioName, seed: UInt64, shard: Shard, jobs: Int) {
        self.toolVersion = toolVersion
        self.date = ResultDates.iso8601(date)
        self.scenario = scenario
        self.seed = seed
        self.shard = shard.description
        self.jobs = jobs
        cases = summary.cases
        operations = summary.operations
        crashes = summary.uniqueCrashes.count
        seconds = summary.seconds
        operationsPerSecondPerJob = Double(summary.operations) / Swift.max(summary.seconds, 1e-9) / Double(Swift.max(jobs, 1))
        diff = TimingDistribution(summary.timings.diff)
        validation = TimingDistribution(summary.timings.validation)
        apply = TimingDistribution(summary.timings.apply)
        histograms = [
            "diff": TimingHistogram(summary.timings.diff), "validation": TimingHistogram(summary.timings.validation),
            "apply": TimingHistogram(summary.timings.apply),
        ].filter { $0.value.count > 0 }
    }

    /// Shards' records of one campaign (same scenario and seed) joined into one, `crashes` being the
    /// deduplicated count across them. Nil when `records` is empty or mixes campaigns.
    public static func merged(_ records: [FuzzRecord], crashes: Int, toolVersion: String, date: Date) -> FuzzRecord? {
        guard var merged = records.first,
              records.allSatisfy({ $0.scenario == merged.scenario && $0.seed == merged.seed }) else { return nil }
        merged.toolVersion = toolVersion
        merged.date = ResultDates.iso8601(date)
        merged.shard = "merged"
        merged.shards = records.map(\.shard).sorted()
        merged.jobs = records.reduce(0) { $0 + $1.jobs }
        merged.cases = records.reduce(0) { $0 + $1.cases }
        merged.operations = records.reduce(0) { $0 + $1.operations }
        merged.crashes = crashes
        merged.seconds = records.map(\.seconds).max() ?? 0
        let jobSeconds = records.reduce(0.0) { $0 + $1.seconds * Double(Swift.max($1.jobs, 1)) }
        merged.operationsPerSecondPerJob = Double(merged.operations) / Swift.max(jobSeconds, 1e-9)
        var histograms: [String: TimingHistogram] = [:]
        for record in records {
            for (phase, histogram) in record.histograms ?? [:] { histograms[phase] = histograms[phase, default: TimingHistogram()].merged(with: histogram) }
        }
        merged.histograms = histograms
        merged.diff = histograms["diff"].flatMap(TimingDistribution.init)
        merged.validation = histograms["validation"].flatMap(TimingDistribution.init)
        merged.apply = histograms["apply"].flatMap(TimingDistribution.init)
        return merged
    }

    /// The file name: `<yyyy-MM-dd-HHmmss>-<scenario>-<seed>[-shardKofN|-merged].json`.
    public func fileName(date: Date) -> String {
        let suffix = shard == "1/1" ? "" : shard == "merged" ? "-merged" : "-shard\(shard.replacingOccurrences(of: "/", with: "of"))"
        return "\(ResultDates.fileStamp(date))-\(scenario)-\(seed)\(suffix).json"
    }

    /// Writes the record into `directory`; the path.
    public func write(in directory: String, date: Date) throws(CrashSeedError) -> String {
        try CrashSeeds.writeJSON(self, named: fileName(date: date), in: directory)
    }

    /// Reads a record, refusing another schema with a typed error.
    public static func read(_ path: String) throws(CrashSeedError) -> FuzzRecord {
        do throws(VersionedJSONError) { return try VersionedJSON.read(FuzzRecord.self, from: path) } catch {
            switch error {
            case let .unreadable(path, reason): throw .unreadable(path: path, reason: reason)
            case .notADocument: throw .notARecord(path: path, reason: "no schema")
            case let .unknownSchema(_, found, _):
                throw .notARecord(path: path, reason: "schema '\(found)'; this diffbench merges '\(currentSchema)' (record the shards again)")
            case let .badField(_, field, reason): throw .notARecord(path: path, reason: "field \(field): \(reason)")
            case let .unwritable(path, reason): throw .unwritable(path: path, reason: reason)
            }
        }
    }
}


extension FuzzRecord: VersionedJSONDocument {
    /// The one schema `read` accepts.
    public static var readableSchemas: [String] { [currentSchema] }
}
