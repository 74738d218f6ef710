import DiffableSnapshots
import Workloads

/// One case of the `duplicates` scenario.
public enum DuplicatesCase: Codable, Sendable, Hashable {
    /// Snapshot API calls over tiny identifier pools with repeats forced into lists: duplicates within
    /// one call, across sections, re-appended items, duplicate sections. Checked step by step against
    /// the reference model, as in `operations`.
    case snapshot([SnapshotOperation])
    /// Section-snapshot calls over a tiny pool, against a plain reference of the section snapshot.
    case sectionSnapshot([SectionOperation])
    /// An identifier type with a broken `Hashable`; UIKit's checks must catch it.
    case brokenHashable(BrokenHashableProbe)

    // Crash seeds name every field (no `_0`).
    enum SnapshotCodingKeys: String, CodingKey { case _0 = "steps" }
    enum SectionSnapshotCodingKeys: String, CodingKey { case _0 = "steps" }
    enum BrokenHashableCodingKeys: String, CodingKey { case _0 = "probe" }
}

/// The `duplicates` scenario: duplicate identifiers everywhere UIKit's API takes them, section
/// snapshots, and identifier types whose `Hashable` is broken. Each kind of case has its own file.
public enum DuplicatesScenario: Scenario {
    public static let name: ScenarioName = "duplicates"
    public static let summary = "duplicate identifiers in calls, across sections, re-appended; section snapshots; broken Hashable"

    public static func generate(seed: UInt64, caseIndex: Int, context: ScenarioContext) -> DuplicatesCase {
        var rng = caseGenerator(name, seed: seed, caseIndex: caseIndex)
        switch Int.random(in: 0 ..< 10, using: &rng) {
        case 0 ..< 5: return .snapshot(snapshotCalls(steps: context.steps, using: &rng))
        case 5 ..< 8: return .sectionSnapshot(sectionCalls(steps: context.steps, using: &rng))
        default: return .brokenHashable(BrokenHashableProbe.random(using: &rng))
        }
    }

    public static func run(_ fuzzCase: DuplicatesCase, context: ScenarioContext) -> CaseOutcome {
        let start = now
        var result: CaseOutcome
        switch fuzzCase {
        case let .snapshot(operations): result = OperationsScenario.run(operations)
        case let .sectionSnapshot(operations): result = runSection(operations)
        case let .brokenHashable(probe): result = CaseOutcome(operations: 1, disagreement: runBroken(probe))
        }
        result.timings = CaseTimings(apply: seconds(since: start))
        return result
    }

    public static func shrink(_ fuzzCase: DuplicatesCase, while fails: (DuplicatesCase) -> Bool) -> DuplicatesCase {
        switch fuzzCase {
        case let .snapshot(operations): .snapshot(Shrinker.shrink(operations) { fails(.snapshot($0)) })
        case let .sectionSnapshot(operations): .sectionSnapshot(Shrinker.shrink(operations) { fails(.sectionSnapshot($0)) })
        case let .brokenHashable(probe): .brokenHashable(probe.shrunk { fails(.brokenHashable($0)) })
        }
    }

    public static func size(of fuzzCase: DuplicatesCase) -> String {
        switch fuzzCase {
        case let .snapshot(operations): "\(operations.count) snapshot operations"
        case let .sectionSnapshot(operations): "\(operations.count) section-snapshot operations"
        case let .brokenHashable(probe): "\(probe.kind) with \(probe.count) identifiers"
        }
    }

    /// Snapshot calls over tiny pools, with a repeat forced into half the identifier lists.
    static func snapshotCalls(steps: Int, using rng: inout SplitMix64) -> [SnapshotOperation] {
        (0 ..< steps).map { _ in
            switch SnapshotOperation.random(using: &rng, sectionPool: 3, itemPool: 10) {
            case let .appendSections(ids): .appendSections(repeating(ids, using: &rng))
            case let .insertSections(ids, d, a): .insertSections(repeating(ids, using: &rng), destination: d, after: a)
            case let .deleteSections(ids): .deleteSections(repeating(ids, using: &rng))
            case let .reloadSections(ids): .reloadSections(repeating(ids, using: &rng))
            case let .appendItems(ids, s): .appendItems(repeating(ids, using: &rng), section: s)
            case let .insertItems(ids, d, a): .insertItems(repeating(ids, using: &rng), destination: d, after: a)
            case let .deleteItems(ids): .deleteItems(repeating(ids, using: &rng))
            case let .reloadItems(ids): .reloadItems(repeating(ids, using: &rng))
            case let .reconfigureItems(ids): .reconfigureItems(repeating(ids, using: &rng))
            case let other: other
            }
        }
    }

    /// `ids`, or half the time `ids` with one of them repeated at a random place.
    static func repeating(_ ids: [Int], using rng: inout SplitMix64) -> [Int] {
        guard let id = ids.randomElement(using: &rng), Bool.random(using: &rng) else { return ids }
        var ids = ids
        ids.insert(id, at: Int.random(in: 0 ... ids.count, using: &rng))
        return ids
    }
}
