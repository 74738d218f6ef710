import DiffableSnapshots
import Diffing
import HeadlessViews
import Workloads

/// The `roundtrip` scenario: a random snapshot pair through every differ, each update applied to a
/// headless view showing `old` (structural batch, then reloads), which must accept it and then show
/// exactly `new`. On small pairs the linear differ must also report as few moves as the reference
/// differ, whose longest-increasing-subsequence step is the textbook one.
public enum RoundTripScenario {
    /// Differs checked on every pair, and the largest pair each is given (the quadratic ones are capped).
    public static let differs: [(differ: any Differ, maxItems: Int)] = [
        (LinearDiffer(), .max), (OrderedSetDiffer(), 5_000), (CollectionDifferenceDiffer(), 2_000), (ReferenceDiffer(), 600),
    ]

    /// A pair of 0…300 items (one case in ten up to 5,000), 0…12 sections, churned 1…50%.
    public static func generate(seed: UInt64, caseIndex: Int) -> SnapshotPair {
        var rng = caseGenerator(.roundtrip, seed: seed, caseIndex: caseIndex)
        let size = Int.random(in: 0 ..< 10, using: &rng) == 0 ? Int.random(in: 0 ... 5_000, using: &rng) : Int.random(in: 0 ... 300, using: &rng)
        let maxSections = Int.random(in: 0 ... 12, using: &rng)
        let intensity = Double.random(in: 0.01 ... 0.5, using: &rng)
        let identifiers = IdentifierType.allCases.randomElement(using: &rng)!
        var generator = SnapshotPairGenerator(seed: rng.next())
        var pair = generator.pair(size: size, maxSections: maxSections, intensity: intensity)
        pair.identifiers = identifiers == .int ? nil : identifiers
        return pair
    }

    /// Checks `pair` through every differ (tests pass a planted broken one).
    public static func run(_ pair: SnapshotPair, differs: [(differ: any Differ, maxItems: Int)] = differs) -> CaseResult {
        switch pair.identifiers ?? .int {
        case .int: run(pair, differs: differs, section: { $0 }, item: { $0 })
        case .string: run(pair, differs: differs, section: { IdentifierType.string($0, section: true) }, item: { IdentifierType.string($0, section: false) })
        case .uuid: run(pair, differs: differs, section: { IdentifierType.uuid($0, section: true) }, item: { IdentifierType.uuid($0, section: false) })
        }
    }

    static func run<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        _ pair: SnapshotPair, differs: [(differ: any Differ, maxItems: Int)], section: (Int) -> SectionID, item: (Int) -> ItemID
    ) -> CaseResult {
        let old = pair.old.build(section: section, item: item), new = pair.new.build(section: section, item: item)
        var timings = CaseTimings()
        var operations = 0
        var linearMoves: Int?
        let items = max(pair.old.itemCount, pair.new.itemCount)
        for (step, entry) in differs.enumerated() where items <= entry.maxItems {
            let name = entry.differ.name
            func disagree(_ message: String, _ expected: String, _ actual: String) -> CaseResult {
                CaseResult(operations: operations, timings: timings, disagreement: Disagreement(
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
            if step == 0 { linearMoves = moves }
            if entry.differ is ReferenceDiffer, let linearMoves, linearMoves != moves {
                return disagree("the linear differ's moves are not minimal", "\(moves) moves (reference)", "\(linearMoves) moves (linear)")
            }
        }
        return CaseResult(operations: operations, timings: timings)
    }
}

extension SnapshotPair {
    /// The smallest pair found that still fails: delta debugging over the sections and items of
    /// both snapshots (dropping one from both sides at once).
    public func shrunk(while fails: (SnapshotPair) -> Bool) -> SnapshotPair {
        keeping(Shrinker.shrink(atoms) { fails(keeping($0)) })
    }
}
