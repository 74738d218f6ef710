import DiffableSnapshots
import Foundation
import Fuzzing
import Testing

/// A planted bug: moving an item "after" another moves it before instead.
let plantedMoveBug: SnapshotSystem = { snapshot, operation throws(SnapshotError) in
    if case let .moveItem(item, destination, true) = operation {
        try SnapshotOperation.moveItem(item, destination: destination, after: false).apply(to: &snapshot)
    } else {
        try operation.apply(to: &snapshot)
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

    @Test("DiffableSnapshot agrees with the reference model on a short campaign (seed 77)")
    func realSystemAgrees() {
        let summary = Campaign.run(seed: 77, cases: 0 ..< 100, steps: 200, toolVersion: "test")
        #expect(summary.crashes.isEmpty, "\(summary.crashes.map(\.message))")
        #expect(summary.operations == 20_000)
    }

    @Test("a planted bug is found and shrinks to a handful of operations that still fail")
    func plantedBugShrinks() throws {
        let summary = Campaign.run(seed: 1, cases: 0 ..< 20, steps: 200, toolVersion: "test", system: plantedMoveBug)
        let crash = try #require(summary.crashes.first)
        #expect(crash.operations.count <= 6, "\(crash.operations)")
        #expect(CrashSeeds.reproduce(crash, system: plantedMoveBug) != nil)
        #expect(CrashSeeds.reproduce(crash) == nil, "with the bug fixed the seed passes")
        #expect(crash.operations.contains { if case .moveItem(_, _, true) = $0 { true } else { false } })
    }

    @Test("the shrinker finds a minimal failing subsequence")
    func shrinker() {
        let minimal = Shrinker.shrink(Array(0 ..< 100)) { $0.contains(17) && $0.contains(63) }
        #expect(minimal == [17, 63])
    }

    @Test("crash seeds round-trip through files; bad files are typed errors")
    func files() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-seeds-\(UUID())").path
        let crash = try #require(Campaign.run(seed: 1, cases: 0 ..< 20, steps: 200, toolVersion: "test", system: plantedMoveBug).crashes.first)
        let path = try CrashSeeds.write(crash, in: directory)
        #expect(path.hasSuffix("operations-1-\(crash.caseIndex).json"))
        #expect(try CrashSeeds.read(path) == crash)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: CrashSeedError.self) { try CrashSeeds.read(path) }
        #expect(throws: CrashSeedError.self) { try CrashSeeds.read(path + ".missing") }
    }
}
