import DiffableSnapshots
import Diffing
import HeadlessViews
import Workloads

/// One case of the `roundtrip` scenario: a pair, and the differ under test.
public struct RoundTripCase: Codable, Sendable, Hashable {
    /// The snapshots before and after.
    public var pair: SnapshotPair
    /// The differ under test; nil runs every built-in differ.
    public var differ: String?

    /// A pair to diff with `differ` (the built-in linear one when nil).
    public init(pair: SnapshotPair, differ: String? = nil) {
        self.pair = pair
        self.differ = differ
    }
}

/// The `roundtrip` scenario: a snapshot pair through a differ, its update applied to a headless view
/// showing `old` (structural batch, then reloads), which must accept it and then show exactly `new`.
/// This is the oracle for any differ, ours or a user's. Without `--differ` every built-in runs, and
/// on small pairs the linear differ must report as few moves as the reference differ, whose longest
/// increasing subsequence is the textbook one; for another differ, moves are a quality figure
/// (`diffbench run`), not a crash.
public enum RoundTripScenario: Scenario {
    public static let name: ScenarioName = "roundtrip"
    public static let summary = "random snapshot pairs (or mutated pairs of your trace) through a differ and the headless view; minimal moves for ours"
    public static let batchSize = 200

    /// The built-in differs checked on every pair, and the largest pair each is given (the quadratic
    /// ones are capped).
    public static let builtInDiffers: [(differ: any Differ, maxItems: Int)] = [
        (LinearDiffer(), .max), (OrderedSetDiffer(), 5_000), (CollectionDifferenceDiffer(), 2_000), (ReferenceDiffer(), 600),
    ]

    /// A pair of 0…300 items (one case in ten up to 5,000), 0…12 sections, churned 1…50%; or, with a
    /// seed trace, one of its consecutive pairs, mutated.
    public static func generate(seed: UInt64, caseIndex: Int, context: ScenarioContext) -> RoundTripCase {
        var rng = caseGenerator(name, seed: seed, caseIndex: caseIndex)
        var pair = context.seedTrace.count >= 2
            ? tracePair(context.seedTrace, using: &rng)
            : randomPair(using: &rng)
        let identifiers = IdentifierType.allCases.randomElement(using: &rng)!
        pair.identifiers = identifiers == .int ? nil : identifiers
        return RoundTripCase(pair: pair, differ: context.differ)
    }

    static func randomPair(using rng: inout SplitMix64) -> SnapshotPair {
        let size = Int.random(in: 0 ..< 10, using: &rng) == 0 ? Int.random(in: 0 ... 5_000, using: &rng) : Int.random(in: 0 ... 300, using: &rng)
        let maxSections = Int.random(in: 0 ... 12, using: &rng)
        let intensity = Double.random(in: 0.01 ... 0.5, using: &rng)
        var generator = SnapshotPairGenerator(seed: rng.next())
        return generator.pair(size: size, maxSections: maxSections, intensity: intensity)
    }

    /// Consecutive snapshots of a trace: as recorded (one case in four), or with the second churned
    /// further, or both churned, so the fuzzer explores around the app's own shapes.
    static func tracePair(_ trace: [SnapshotSpec], using rng: inout SplitMix64) -> SnapshotPair {
        let index = Int.random(in: 0 ..< trace.count - 1, using: &rng)
        var generator = SnapshotPairGenerator(seed: rng.next())
        for spec in trace[index ... index + 1] { generator.avoidIdentifiers(of: spec) }
        var old = trace[index].build(), new = trace[index + 1].build()
        switch Int.random(in: 0 ..< 4, using: &rng) {
        case 0: break
        case 1, 2: new = generator.churn(new, intensity: Double.random(in: 0.01 ... 0.3, using: &rng))
        default:
            old = generator.churn(old, intensity: Double.random(in: 0.01 ... 0.2, using: &rng))
            new = generator.churn(new, intensity: Double.random(in: 0.01 ... 0.2, using: &rng))
        }
        return SnapshotPair(old: SnapshotSpec(old), new: SnapshotSpec(new))
    }

    public static func run(_ fuzzCase: RoundTripCase, context: ScenarioContext) -> CaseOutcome {
        let differs = fuzzCase.differ.map { [(differ: context.resolve($0), maxItems: Int.max)] } ?? builtInDiffers
        return run(fuzzCase.pair, differs: differs)
    }

    public static func shrink(_ fuzzCase: RoundTripCase, while fails: (RoundTripCase) -> Bool) -> RoundTripCase {
        RoundTripCase(pair: fuzzCase.pair.shrunk { fails(RoundTripCase(pair: $0, differ: fuzzCase.differ)) }, differ: fuzzCase.differ)
    }

    public static func size(of fuzzCase: RoundTripCase) -> String {
        "\(fuzzCase.pair.old.itemCount) → \(fuzzCase.pair.new.itemCount) \(fuzzCase.pair.identifiers ?? .int) items"
    }

    public static func differ(of fuzzCase: RoundTripCase) -> String? { fuzzCase.differ }

    /// Checks `pair` through `differs` (tests pass a planted broken one).
    public static func run(_ pair: SnapshotPair, differs: [(differ: any Differ, maxItems: Int)]) -> CaseOutcome {
        (pair.identifiers ?? .int).accept(Check(pair: pair, differs: differs))
    }

    struct Check: IdentifierVisitor {
        let pair: SnapshotPair
        let differs: [(differ: any Differ, maxItems: Int)]

        func visit<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
            section: @escaping (Int) -> SectionID, item: @escaping (Int) -> ItemID
        ) -> CaseOutcome {
            let old = pair.old.build(section: section, item: item), new = pair.new.build(section: section, item: item)
            var timings = CaseTimings()
            var operations = 0
            var linearMoves: Int?
            let items = max(pair.old.itemCount, pair.new.itemCount)
            for (step, entry) in differs.enumerated() where items <= entry.maxItems {
                let name = entry.differ.name
                func disagree(_ message: String, _ expected: String, _ actual: String) -> CaseOutcome {
                    CaseOutcome(operations: operations, timings: timings, disagreement: Disagreement(
                        step: step, operation: "\(name) diff of \(pair.old.itemCount) → \(pair.new.itemCount) \(pair.identifiers ?? .int) items",
                        expected: expected, actual: actual, message: message))
                }
                var start = now
                let update = entry.differ.diff(from: old, to: new)
                if step == 0 { timings.diff = seconds(since: start) }
                operations += update.structuralChangeCount + update.itemReloads.count + update.itemReconfigures.count + update.sectionReloads.count
                var view = HeadlessCollectionView(showing: old)
                start = now
                do throws(InconsistencyError) {
                    try view.apply(update, dataSource: new)
                } catch {
                    return disagree("the view refused the \(name) update", "accepted", "\(error.description)\n\(update)")
                }
                if step == 0 { timings.validation = seconds(since: start) }
                if !view.shows(new) {
                    return disagree("the view does not show the new snapshot after the \(name) update",
                                    pair.new.description, "\(view.itemIdentifiers)\n\(update)")
                }
                let moves = update.itemMoves.count + update.sectionMoves.count
                if entry.differ is LinearDiffer { linearMoves = moves }
                if entry.differ is ReferenceDiffer, let linearMoves, linearMoves != moves {
                    return disagree("the linear differ's moves are not minimal", "\(moves) moves (reference)", "\(linearMoves) moves (linear)")
                }
            }
            return CaseOutcome(operations: operations, timings: timings)
        }
    }
}

extension SnapshotPair {
    /// The smallest pair found that still fails: delta debugging over the sections and items of
    /// both snapshots (dropping one from both sides at once).
    public func shrunk(while fails: (SnapshotPair) -> Bool) -> SnapshotPair {
        keeping(Shrinker.shrink(atoms) { fails(keeping($0)) })
    }
}
