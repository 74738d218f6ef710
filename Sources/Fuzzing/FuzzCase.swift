import DiffableSnapshots
import Dispatch
import Workloads

/// The scenarios of a campaign (`diffbench fuzz --scenario NAME`).
public enum ScenarioName: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
    /// Random snapshot API sequences against the reference model.
    case operations
    /// Duplicate identifiers everywhere, section snapshots, broken `Hashable`.
    case duplicates
    /// Snapshot pairs through every differ and the headless view; minimal moves on small pairs.
    case roundtrip
    /// Batch updates corrupted on purpose: the view must refuse them with UIKit's message.
    case inconsistency
    /// Applies from several queues, re-entrant and main-queue applies: violations and end state.
    case queues
    /// Million-item snapshots through diff, validation and the pipeline.
    case mega

    public var description: String { rawValue }

    /// What one case of this scenario checks, for help texts.
    public var summary: String {
        switch self {
        case .operations: "random snapshot API sequences, each step checked against the reference model"
        case .duplicates: "duplicate identifiers in calls, across sections, re-appended; section snapshots; broken Hashable"
        case .roundtrip: "random snapshot pairs through every differ and the headless view; minimal moves on small pairs"
        case .inconsistency: "corrupted batch updates must be refused with UIKit's message, the view unchanged"
        case .queues: "applies from several queues, re-entrant and main-queue applies: violations reported, end state right"
        case .mega: "million-item snapshots through diff, validation and the pipeline"
        }
    }
}

/// What a case measured, in seconds; nil where the scenario has no such phase.
public struct CaseTimings: Sendable, Codable, Hashable {
    public var diff: Double?
    public var validation: Double?
    public var apply: Double?
    public init(diff: Double? = nil, validation: Double? = nil, apply: Double? = nil) {
        self.diff = diff
        self.validation = validation
        self.apply = apply
    }
}

/// What running one case found.
public struct CaseResult: Sendable {
    /// Reference-checked operations (API calls, changes or applies) the case ran.
    public var operations: Int
    public var timings: CaseTimings
    /// The first oracle disagreement, or nil when the case passed.
    public var disagreement: Disagreement?

    public init(operations: Int, timings: CaseTimings = CaseTimings(), disagreement: Disagreement? = nil) {
        self.operations = operations
        self.timings = timings
        self.disagreement = disagreement
    }
}

/// One generated case of any scenario, as plain data: a crash seed stores it (shrunk) and
/// `diffbench reproduce` runs it again.
public enum FuzzCase: Codable, Sendable, Hashable {
    case operations([SnapshotOperation])
    case duplicates(DuplicatesCase)
    case roundtrip(SnapshotPair)
    case inconsistency(InconsistencyCase)
    case queues(QueuesCase)
    case mega(MegaCase)

    // Crash seeds name every field (no `_0`).
    enum OperationsCodingKeys: String, CodingKey { case _0 = "steps" }
    enum DuplicatesCodingKeys: String, CodingKey { case _0 = "case" }
    enum RoundtripCodingKeys: String, CodingKey { case _0 = "pair" }
    enum InconsistencyCodingKeys: String, CodingKey { case _0 = "case" }
    enum QueuesCodingKeys: String, CodingKey { case _0 = "case" }
    enum MegaCodingKeys: String, CodingKey { case _0 = "case" }

    /// The scenario the case belongs to.
    public var scenario: ScenarioName {
        switch self {
        case .operations: .operations
        case .duplicates: .duplicates
        case .roundtrip: .roundtrip
        case .inconsistency: .inconsistency
        case .queues: .queues
        case .mega: .mega
        }
    }

    /// Case `caseIndex` of the campaign `scenario`/`seed`: the same on every machine. `steps` is the
    /// length of operation lists (operations, duplicates).
    public static func generate(_ scenario: ScenarioName, seed: UInt64, caseIndex: Int, steps: Int = 200) -> FuzzCase {
        switch scenario {
        case .operations: .operations(OperationsScenario.operations(seed: seed, caseIndex: caseIndex, steps: steps))
        case .duplicates: .duplicates(DuplicatesScenario.generate(seed: seed, caseIndex: caseIndex, steps: steps))
        case .roundtrip: .roundtrip(RoundTripScenario.generate(seed: seed, caseIndex: caseIndex))
        case .inconsistency: .inconsistency(InconsistencyScenario.generate(seed: seed, caseIndex: caseIndex))
        case .queues: .queues(QueuesScenario.generate(seed: seed, caseIndex: caseIndex))
        case .mega: .mega(MegaScenario.generate(seed: seed, caseIndex: caseIndex))
        }
    }

    /// Runs the case against its oracle.
    public func run() -> CaseResult {
        switch self {
        case let .operations(operations): OperationsScenario.run(operations)
        case let .duplicates(c): DuplicatesScenario.run(c)
        case let .roundtrip(pair): RoundTripScenario.run(pair)
        case let .inconsistency(c): InconsistencyScenario.run(c)
        case let .queues(c): QueuesScenario.run(c)
        case let .mega(c): MegaScenario.run(c)
        }
    }

    /// A smallest case found for which `fails` still holds: delta debugging over operation lists,
    /// over the sections and items of snapshots, halving sizes for `mega`.
    public func shrunk(while fails: (FuzzCase) -> Bool) -> FuzzCase {
        switch self {
        case let .operations(operations):
            .operations(Shrinker.shrink(operations) { fails(.operations($0)) })
        case let .duplicates(c): .duplicates(c.shrunk { fails(.duplicates($0)) })
        case let .roundtrip(pair): .roundtrip(pair.shrunk { fails(.roundtrip($0)) })
        case let .inconsistency(c): .inconsistency(c.shrunk { fails(.inconsistency($0)) })
        case let .queues(c): .queues(c.shrunk { fails(.queues($0)) })
        case let .mega(c): .mega(c.shrunk { fails(.mega($0)) })
        }
    }

    /// How big the case is, for crash reports: operations, or items.
    public var size: String {
        switch self {
        case let .operations(operations): "\(operations.count) operations"
        case let .duplicates(c): c.size
        case let .roundtrip(pair): "\(pair.old.itemCount) → \(pair.new.itemCount) \(pair.identifiers ?? .int) items"
        case let .inconsistency(c): "\(c.pair.old.itemCount) → \(c.pair.new.itemCount) items, \(c.corruption)"
        case let .queues(c): "\(c.rounds.count) rounds, \(c.applyCount) applies"
        case let .mega(c): "\(c.items) \(c.identifiers ?? .int) items in \(c.sections) sections"
        }
    }
}

/// Seconds since `start` (a `DispatchTime` uptime in nanoseconds).
@inline(__always) func seconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9
}

@inline(__always) var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

/// A deterministic generator for case `caseIndex` of a campaign seeded with `seed` in `scenario`.
func caseGenerator(_ scenario: ScenarioName, seed: UInt64, caseIndex: Int) -> SplitMix64 {
    var mix = SplitMix64(seed: seed ^ (UInt64(caseIndex) &* 0xD1B5_4A32_D192_ED03))
    var salt: UInt64 = 0
    for byte in scenario.rawValue.utf8 { salt = (salt &* 31) &+ UInt64(byte) }
    return SplitMix64(seed: mix.next() ^ salt)
}
