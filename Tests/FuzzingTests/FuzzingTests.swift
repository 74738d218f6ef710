import DiffableSnapshots
import Diffing
import Foundation
import Fuzzing
import Testing
import Workloads

/// A planted bug: moving an item "after" another moves it before instead.
let plantedMoveBug: SnapshotSystem = { snapshot, operation throws(SnapshotError) in
    if case let .moveItem(item, destination, true) = operation {
        try SnapshotOperation.moveItem(item, destination: destination, after: false).apply(to: &snapshot)
    } else {
        try operation.apply(to: &snapshot)
    }
}

/// Runs operation cases with the planted bug, everything else as is.
@Sendable func plantedRunner(_ fuzzCase: FuzzCase) -> CaseOutcome {
    if let operations = fuzzCase.value(of: OperationsScenario.self) { return OperationsScenario.run(operations.steps, system: plantedMoveBug) }
    return fuzzCase.run(ScenarioContext())
}

/// Runs cases `cases` of `scenario` in this process, one job.
func campaign(_ scenario: any Scenario.Type, seed: UInt64, cases: Int, steps: Int = 200, runner: Campaign.Runner? = nil) -> CampaignSummary {
    Campaign.run(CampaignPlan(scenario: scenario, seed: seed, context: ScenarioContext(steps: steps), limit: cases),
                 executor: .inProcess(runner: runner), toolVersion: "test")
}

/// A planted differ bug: the linear differ's update loses its last item insert.
struct DropsLastInsert: Differ {
    var name: String { "drops-last-insert" }
    func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>, options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        var update = LinearDiffer().diff(from: old, to: new, options: options)
        if !update.itemInserts.isEmpty { update.itemInserts.removeLast() }
        return update
    }
}

@Suite("Fuzzing: generators, the operations scenario, shrinking, crash seeds")
struct FuzzingTests {
    @Test("the same seed and case give the same operations, byte for byte")
    func determinism() throws {
        let a = OperationsScenario.operations(seed: 5, caseIndex: 3, steps: 300)
        let b = OperationsScenario.operations(seed: 5, caseIndex: 3, steps: 300)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(a == b)
        #expect(try encoder.encode(a) == encoder.encode(b))
        #expect(a != OperationsScenario.operations(seed: 5, caseIndex: 4, steps: 300))
        #expect(a != OperationsScenario.operations(seed: 6, caseIndex: 3, steps: 300))
    }

    @Test("every scenario's generator is deterministic and depends on seed and case", arguments: Scenarios.names)
    func scenarioDeterminism(_ name: String) throws {
        let scenario = try #require(Scenarios.named(ScenarioName(rawValue: name)))
        let context = ScenarioContext(steps: 50)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let a = FuzzCase.generate(scenario, seed: 9, caseIndex: 2, context: context)
        #expect(a.scenario.rawValue == name)
        #expect(try encoder.encode(a) == encoder.encode(FuzzCase.generate(scenario, seed: 9, caseIndex: 2, context: context)))
        #expect(a != FuzzCase.generate(scenario, seed: 9, caseIndex: 3, context: context))
        #expect(a != FuzzCase.generate(scenario, seed: 10, caseIndex: 2, context: context))
        #expect(try JSONDecoder().decode(FuzzCase.self, from: encoder.encode(a)) == a)
    }

    @Test("DiffableSnapshot agrees with the reference model on a short campaign (seed 77)")
    func realSystemAgrees() {
        let summary = campaign(OperationsScenario.self, seed: 77, cases: 100)
        #expect(summary.crashes.isEmpty, "\(summary.crashes.map(\.message))")
        #expect(summary.operations == 20_000)
        #expect(summary.timings.apply.count == 100)
    }

    @Test("short campaigns of the other scenarios pass (seed 3)", arguments: [
        ("duplicates", 60), ("roundtrip", 25), ("inconsistency", 80), ("badinput", 200), ("queues", 15),
    ])
    func otherScenariosPass(_ name: String, _ cases: Int) throws {
        let scenario = try #require(Scenarios.named(ScenarioName(rawValue: name)))
        let summary = campaign(scenario, seed: 3, cases: cases, steps: 100)
        #expect(summary.crashes.isEmpty, "\(summary.crashes.map { "\($0.message)\n\($0.expected)\n\($0.actual)" })")
        #expect(summary.cases == cases)
        #expect(summary.operations > 0)
    }

    @Test("a mega case round-trips through the differ, the view and the pipeline (20,000 items here)")
    func megaCase() {
        let result = FuzzCase(MegaScenario.self, MegaCase(items: 20_000, sections: 7, seed: 4)).run(ScenarioContext())
        #expect(result.disagreement == nil, "\(String(describing: result.disagreement))")
        #expect(result.operations > 400)
        #expect(result.timings.diff != nil && result.timings.validation != nil && result.timings.apply != nil)
    }

    @Test("a planted bug is found and shrinks to a handful of operations that still fail")
    func plantedBugShrinks() throws {
        let summary = campaign(OperationsScenario.self, seed: 1, cases: 20, runner: plantedRunner)
        let crash = try #require(summary.crashes.first)
        let operations = try #require(crash.case.value(of: OperationsScenario.self)).steps
        #expect(operations.count <= 6, "\(operations)")
        #expect(CrashSeeds.reproduce(crash, runner: plantedRunner) != nil)
        #expect(CrashSeeds.reproduce(crash) == nil, "with the bug fixed the seed passes")
        #expect(operations.contains { if case .moveItem(_, _, true) = $0 { true } else { false } })
    }

    @Test("a planted differ bug is caught by the round trip and the pair shrinks to a few items")
    func plantedDifferBugShrinks() throws {
        let differs: [(differ: any Differ, maxItems: Int)] = [(DropsLastInsert(), .max)]
        let runner: Campaign.Runner = { fuzzCase in
            if let c = fuzzCase.value(of: RoundTripScenario.self) { return RoundTripScenario.run(c.pair, differs: differs) }
            return fuzzCase.run(ScenarioContext())
        }
        let summary = campaign(RoundTripScenario.self, seed: 1, cases: 10, runner: runner)
        let crash = try #require(summary.crashes.first)
        let pair = try #require(crash.case.value(of: RoundTripScenario.self)).pair
        #expect(pair.old.itemCount + pair.new.itemCount <= 4, "\(pair)")
        #expect(crash.message.contains("refused") || crash.message.contains("does not show"))
        #expect(CrashSeeds.reproduce(crash) == nil, "the real differs pass the shrunk pair")
    }

    @Test("the shrinker finds a minimal failing subsequence")
    func shrinker() {
        let minimal = Shrinker.shrink(Array(0 ..< 100)) { $0.contains(17) && $0.contains(63) }
        #expect(minimal == [17, 63])
    }

    @Test("timing distributions are nearest-rank percentiles")
    func percentiles() throws {
        let distribution = try #require(TimingDistribution((1 ... 100).map(Double.init).shuffled()))
        #expect(distribution.count == 100 && distribution.p50 == 50 && distribution.p90 == 90 && distribution.p99 == 99 && distribution.max == 100)
        #expect(TimingDistribution([]) == nil)
    }

    @Test("crash seeds round-trip through files; bad files are typed errors")
    func files() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-seeds-\(UUID())").path
        let crash = try #require(campaign(OperationsScenario.self, seed: 1, cases: 20, runner: plantedRunner).crashes.first)
        let path = try CrashSeeds.write(crash, in: directory)
        #expect(path.hasSuffix("operations-1-\(crash.caseIndex).json"))
        #expect(try CrashSeeds.read(path) == crash)
        try Data(#"{"scenario": "teleport"}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: CrashSeedError.unknownScenario(path: path, scenario: "teleport")) { try CrashSeeds.read(path) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: CrashSeedError.self) { try CrashSeeds.read(path) }
        #expect(throws: CrashSeedError.self) { try CrashSeeds.read(path + ".missing") }
    }

    @Test("every scenario's cases survive JSON and name every field", arguments: Scenarios.names)
    func caseJSON(name: String) throws {
        let scenario = try #require(Scenarios.named(ScenarioName(rawValue: name)))
        let count = name == "mega" ? 2 : 40
        for index in 0 ..< count {
            let fuzzCase = FuzzCase.generate(scenario, seed: 11, caseIndex: index, context: ScenarioContext(steps: 60))
            let data = try JSONEncoder().encode(fuzzCase)
            #expect(try JSONDecoder().decode(FuzzCase.self, from: data) == fuzzCase)
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("\"_0\""), "case \(index): \(text.prefix(200))")
        }
    }
}

@Suite("Bytes for libFuzzer")
struct OperationBytesTests {
    @Test("generated operation lists survive encoding to bytes and back", arguments: [1, 2, 3] as [UInt64])
    func roundTrip(_ seed: UInt64) {
        let operations = OperationsScenario.operations(seed: seed, caseIndex: 0, steps: 300)
        #expect(OperationBytes.decode(OperationBytes.encode(operations)) == operations)
    }

    @Test("any bytes decode: a truncated operation reads missing fields as zero; lists are capped")
    func totalDecoding() {
        #expect(OperationBytes.decode([]) == [])
        #expect(OperationBytes.decode([9]) == [.moveItem(0, destination: 0, after: false)])
        #expect(OperationBytes.decode([5, 2, 61, 3, 9]) == [.appendItems([1, 3], section: 0)])
        #expect(OperationBytes.decode([UInt8](repeating: 8, count: 1_000)).count == OperationBytes.maximumOperations)
        #expect(OperationBytes.fingerprint([1, 2, 3]) == OperationBytes.fingerprint([1, 2, 3]))
        #expect(OperationBytes.fingerprint([1, 2, 3]) != OperationBytes.fingerprint([3, 2, 1]))
    }
}

@Suite("Campaigns at scale: signatures, deduplication, merging shards")
struct CampaignMergeTests {
    func trapSeed(case index: Int, message: String, steps: Int = 1) -> CrashSeed {
        let fuzzCase = FuzzCase(OperationsScenario.self, OperationsCase(steps: Array(repeating: .deleteAllItems, count: steps)))
        return CrashSeed(toolVersion: "test", seed: 1, caseIndex: index, case: fuzzCase, trap: message)
    }

    @Test("a signature ignores numbers and addresses in the message, not the scenario, kind or words")
    func signatures() {
        let a = trapSeed(case: 6, message: "trap: killed by signal 4 (SIGILL)\nFatal error: planted trap in case 6 at 0x7f3a")
        let b = trapSeed(case: 7, message: "trap: killed by signal 4 (SIGILL)\nFatal error: planted trap in case 7 at 0x7f3b")
        let c = trapSeed(case: 8, message: "trap: killed by signal 11 (SIGSEGV)")
        #expect(a.signature == b.signature)
        #expect(a.signature != c.signature || a.headline == c.headline)
        #expect(CrashSeed.normalized("attempt to delete item 12 from section 0x1f") == "attempt to delete item # from section #")
    }

    @Test("deduplication keeps the smallest case of each signature, whatever the order")
    func deduplication() {
        let big = trapSeed(case: 3, message: "trap: killed by signal 4 (SIGILL)", steps: 9)
        let small = trapSeed(case: 9, message: "trap: killed by signal 4 (SIGILL)", steps: 2)
        let other = trapSeed(case: 1, message: "trap: exited with status 3")
        #expect(CrashSeeds.deduplicated([big, small, other]).map(\.caseIndex) == [1, 9])
        #expect(CrashSeeds.deduplicated([small, other, big]).map(\.caseIndex) == [1, 9])
    }

    @Test("shards' records merge: sums, the longest shard's seconds, percentiles from merged histograms within 9%")
    func mergeRecords() throws {
        var first = CampaignSummary(), second = CampaignSummary()
        for k in 1 ... 100 { first.add(CaseRecord(caseIndex: k, operations: 10, timings: CaseTimings(diff: Double(k) * 1e-3))) }
        for k in 101 ... 200 { second.add(CaseRecord(caseIndex: k, operations: 5, timings: CaseTimings(diff: Double(k) * 1e-3))) }
        first.seconds = 2
        second.seconds = 3
        let date = Date(timeIntervalSince1970: 0)
        let a = FuzzRecord(summary: first, toolVersion: "t", date: date, scenario: "roundtrip", seed: 4, shard: Shard(index: 1, count: 2), jobs: 1)
        let b = FuzzRecord(summary: second, toolVersion: "t", date: date, scenario: "roundtrip", seed: 4, shard: Shard(index: 2, count: 2), jobs: 2)
        let merged = try #require(FuzzRecord.merged([a, b], crashes: 0, toolVersion: "t", date: date))
        #expect(merged.cases == 200 && merged.operations == 1_500 && merged.seconds == 3 && merged.shards == ["1/2", "2/2"])
        #expect(abs(merged.operationsPerSecondPerJob - 1_500.0 / 8) < 1e-9)
        let diff = try #require(merged.diff)
        #expect(diff.count == 200 && diff.max == 0.2)
        #expect(diff.p50 >= 0.1 && diff.p50 <= 0.1 * 1.09)
        #expect(diff.p99 >= 0.198 && diff.p99 <= 0.2)
        #expect(merged.fileName(date: date).hasSuffix("-roundtrip-4-merged.json"))
        var otherSeed = b
        otherSeed.seed = 5
        #expect(FuzzRecord.merged([a, otherSeed], crashes: 0, toolVersion: "t", date: date) == nil)
    }

    @Test("a record of another schema is a typed error")
    func oldSchema() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("old-record-\(UUID()).json").path
        try Data(#"{"schema": "diffbench.fuzz/1", "cases": 3}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: CrashSeedError.self) { try FuzzRecord.read(path) }
        #expect(throws: CrashSeedError.self) { try FuzzRecord.read(path + ".missing") }
    }
}
