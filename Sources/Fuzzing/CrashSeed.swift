import DiffableSnapshots
import Foundation

/// A crash a campaign found, minimized, as written to `Results/crashes/<scenario>-<seed>-<case>.json`.
public struct CrashSeed: Codable, Sendable, Hashable {
    public var toolVersion: String
    public var scenario: String
    public var seed: UInt64
    public var caseIndex: Int
    /// The minimized operations that still disagree.
    public var operations: [SnapshotOperation]
    public var expected: String
    public var actual: String
    public var message: String

    public init(toolVersion: String, scenario: String, seed: UInt64, caseIndex: Int, operations: [SnapshotOperation], disagreement: Disagreement) {
        self.toolVersion = toolVersion
        self.scenario = scenario
        self.seed = seed
        self.caseIndex = caseIndex
        self.operations = operations
        expected = disagreement.expected
        actual = disagreement.actual
        message = "step \(disagreement.step) \(disagreement.operation): \(disagreement.message)"
    }

    /// The file name for this seed.
    public var fileName: String { "\(scenario)-\(seed)-\(caseIndex).json" }
}

/// Why a crash-seed file could not be read or written.
public enum CrashSeedError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case notACrashSeed(path: String, reason: String)
    case unknownScenario(path: String, scenario: String)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read crash seed \(path): \(reason)"
        case let .notACrashSeed(path, reason): "\(path) is not a crash-seed file: \(reason)"
        case let .unknownScenario(path, scenario): "\(path) is for scenario '\(scenario)', which this diffbench cannot replay (it knows: \(OperationsScenario.name))"
        case let .unwritable(path, reason): "cannot write \(path): \(reason)"
        }
    }
}

/// Reading, writing and replaying crash seeds.
public enum CrashSeeds {
    public static func read(_ path: String) throws(CrashSeedError) -> CrashSeed {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch { throw .unreadable(path: path, reason: error.localizedDescription) }
        let seed: CrashSeed
        do { seed = try JSONDecoder().decode(CrashSeed.self, from: data) } catch { throw .notACrashSeed(path: path, reason: "\(error)") }
        guard seed.scenario == OperationsScenario.name else { throw .unknownScenario(path: path, scenario: seed.scenario) }
        return seed
    }

    public static func write(_ seed: CrashSeed, in directory: String) throws(CrashSeedError) -> String {
        let path = (directory as NSString).appendingPathComponent(seed.fileName)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try encoder.encode(seed).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .unwritable(path: path, reason: "\(error)")
        }
        return path
    }

    /// Replays a seed deterministically: the disagreement it still shows, or nil once fixed.
    public static func reproduce(_ seed: CrashSeed, system: SnapshotSystem = OperationsScenario.realSystem) -> Disagreement? {
        OperationsScenario.check(seed.operations, system: system)
    }
}

/// What a campaign did.
public struct CampaignSummary: Sendable {
    public var cases = 0
    public var operations = 0
    public var crashes: [CrashSeed] = []
    public var seconds = 0.0

    /// An empty summary.
    public init() {}
}

/// Runs cases of the `operations` scenario and minimizes every crash it finds.
public enum Campaign {
    /// Cases `range` of the campaign seeded with `seed`, each `steps` operations long.
    /// `progress(casesDone, crashesSoFar)` is called after each case.
    public static func run(
        seed: UInt64, cases range: Range<Int>, steps: Int, toolVersion: String, system: SnapshotSystem = OperationsScenario.realSystem,
        progress: (Int, Int) -> Void = { _, _ in }
    ) -> CampaignSummary {
        var summary = CampaignSummary()
        let start = DispatchTime.now().uptimeNanoseconds
        for caseIndex in range {
            let operations = OperationsScenario.operations(seed: seed, caseIndex: caseIndex, steps: steps)
            summary.cases += 1
            if let found = OperationsScenario.check(operations, system: system) {
                summary.operations += found.step + 1
                let minimal = Shrinker.shrink(Array(operations.prefix(found.step + 1))) { OperationsScenario.check($0, system: system) != nil }
                let disagreement = OperationsScenario.check(minimal, system: system) ?? found
                summary.crashes.append(CrashSeed(
                    toolVersion: toolVersion, scenario: OperationsScenario.name, seed: seed, caseIndex: caseIndex,
                    operations: minimal, disagreement: disagreement))
            } else {
                summary.operations += operations.count
            }
            progress(summary.cases, summary.crashes.count)
        }
        summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return summary
    }
}
