import ApplyPipeline
import DiffableSnapshots
import Diffing
import Dispatch
import HeadlessViews
import Workloads

/// One case of the `mega` scenario: the size of the snapshots and the seed of their churn.
public struct MegaCase: Codable, Sendable, Hashable {
    /// Items in the list.
    public var items: Int
    /// Sections the items are spread over.
    public var sections: Int
    /// The generator's seed.
    public var seed: UInt64
    /// The identifier type; nil means `Int`.
    public var identifiers: IdentifierType?
    /// The differ under test; nil means the linear differ.
    public var differ: String?

    /// A million-item case: its size, sections, generator seed, identifier type and differ.
    public init(items: Int, sections: Int, seed: UInt64, identifiers: IdentifierType? = nil, differ: String? = nil) {
        self.items = items
        self.sections = sections
        self.seed = seed
        self.identifiers = identifiers
        self.differ = differ
    }

    func shrunk(while fails: (MegaCase) -> Bool) -> MegaCase {
        var c = self
        while c.items > 1 {
            var smaller = c
            smaller.items /= 2
            guard fails(smaller) else { break }
            c = smaller
        }
        while c.sections > 1 {
            var smaller = c
            smaller.sections /= 2
            guard fails(smaller) else { break }
            c = smaller
        }
        return c
    }
}

/// The `mega` scenario: a snapshot of a million items or more and its churn (1% deleted, 1%
/// inserted, 0.2% moved, across sections too, a section deleted, one inserted, one moved) through
/// the linear differ, the headless view's validation and the data source's pipeline. The oracle:
/// the view ends showing the new snapshot both ways, and the differ reports no more moves than
/// were planted.
public enum MegaScenario: Scenario {
    public static let name: ScenarioName = "mega"
    public static let summary = "million-item snapshots through diff, validation and the pipeline"
    public static let batchSize = 1

    public static func shrink(_ fuzzCase: MegaCase, while fails: (MegaCase) -> Bool) -> MegaCase { fuzzCase.shrunk(while: fails) }

    public static func size(of fuzzCase: MegaCase) -> String {
        "\(fuzzCase.items) \(fuzzCase.identifiers ?? .int) items in \(fuzzCase.sections) sections"
    }

    public static func differ(of fuzzCase: MegaCase) -> String? { fuzzCase.differ }

    public static func generate(seed: UInt64, caseIndex: Int, context: ScenarioContext) -> MegaCase {
        var rng = caseGenerator(name, seed: seed, caseIndex: caseIndex)
        let identifiers = IdentifierType.allCases.randomElement(using: &rng)!
        return MegaCase(
            items: Int.random(in: 1_000_000 ... 1_200_000, using: &rng), sections: Int.random(in: 1 ... 64, using: &rng), seed: rng.next(),
            identifiers: identifiers == .int ? nil : identifiers, differ: context.differ)
    }

    /// The two snapshots of a case, and the item and section moves planted in the second.
    static func make(_ c: MegaCase) -> (old: SnapshotSpec, new: SnapshotSpec, itemMoves: Int, sectionMoves: Int) {
        var rng = SplitMix64(seed: c.seed)
        let sectionCount = max(1, c.sections)
        // Old: items 0..<n in contiguous runs of random lengths.
        var cuts = (0 ..< sectionCount - 1).map { _ in Int.random(in: 0 ... c.items, using: &rng) }.sorted()
        cuts = [0] + cuts + [c.items]
        let oldSections = (0 ..< sectionCount).map { SnapshotSpec.Section(id: -1 - $0, items: Array(cuts[$0] ..< cuts[$0 + 1])) }
        var lists = oldSections.map(\.items)
        var ids = oldSections.map(\.id)
        // A section deleted (with its items) when there are three or more.
        if sectionCount >= 3 {
            let doomed = Int.random(in: 0 ..< lists.count, using: &rng)
            lists.remove(at: doomed)
            ids.remove(at: doomed)
        }
        // 1% of items deleted, 0.2% taken out to be moved.
        var moved: [Int] = []
        for s in lists.indices {
            lists[s] = lists[s].filter { item in
                switch Int.random(in: 0 ..< 1_000, using: &rng) {
                case 0 ..< 10: return false
                case 10 ..< 12:
                    moved.append(item)
                    return false
                default: return true
                }
            }
        }
        // Moved items and 1% new items put back at random places.
        let fresh = (0 ..< c.items / 100).map { c.items + $0 }
        place(moved + fresh, into: &lists, using: &rng)
        // One section moved, one inserted.
        var sectionMoves = 0
        if lists.count >= 2 {
            let from = Int.random(in: lists.indices, using: &rng), to = Int.random(in: lists.indices, using: &rng)
            if from != to {
                lists.insert(lists.remove(at: from), at: to)
                ids.insert(ids.remove(at: from), at: to)
                sectionMoves = 1
            }
        }
        let at = Int.random(in: 0 ... lists.count, using: &rng)
        lists.insert((0 ..< 10).map { c.items + fresh.count + $0 }, at: at)
        ids.insert(-1 - sectionCount, at: at)
        let new = zip(ids, lists).map { SnapshotSpec.Section(id: $0, items: $1) }
        return (SnapshotSpec(sections: oldSections), SnapshotSpec(sections: new), moved.count, sectionMoves)
    }

    /// Puts each of `items` back at a random position of a random list, in one merge per list.
    static func place(_ items: [Int], into lists: inout [[Int]], using rng: inout SplitMix64) {
        guard !lists.isEmpty else { return }
        var placements = [[(position: Int, id: Int)]](repeating: [], count: lists.count)
        for id in items {
            let s = Int.random(in: lists.indices, using: &rng)
            placements[s].append((Int.random(in: 0 ... lists[s].count, using: &rng), id))
        }
        for s in lists.indices where !placements[s].isEmpty {
            let sorted = placements[s].sorted { $0.position < $1.position }
            var merged: [Int] = []
            merged.reserveCapacity(lists[s].count + sorted.count)
            var next = 0
            for (position, item) in lists[s].enumerated() {
                while next < sorted.count && sorted[next].position == position { merged.append(sorted[next].id); next += 1 }
                merged.append(item)
            }
            while next < sorted.count { merged.append(sorted[next].id); next += 1 }
            lists[s] = merged
        }
    }

    public static func run(_ c: MegaCase, context: ScenarioContext) -> CaseOutcome {
        (c.identifiers ?? .int).accept(Check(c: c, differ: context.resolve(c.differ)))
    }

    struct Check: IdentifierVisitor {
        let c: MegaCase
        let differ: any Differ

        func visit<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
            section: @escaping (Int) -> SectionID, item: @escaping (Int) -> ItemID
        ) -> CaseOutcome {
            MegaScenario.run(c, differ: differ, section: section, item: item)
        }
    }

    static func run<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        _ c: MegaCase, differ: any Differ, section: (Int) -> SectionID, item: (Int) -> ItemID
    ) -> CaseOutcome {
        let (oldSpec, newSpec, plantedItemMoves, plantedSectionMoves) = make(c)
        let old = oldSpec.build(section: section, item: item), new = newSpec.build(section: section, item: item)
        func disagree(_ step: Int, _ operation: String, _ message: String, _ expected: String, _ actual: String) -> CaseOutcome {
            CaseOutcome(operations: step, disagreement: Disagreement(step: step, operation: operation, expected: expected, actual: actual, message: message))
        }
        var start = now
        let update = differ.diff(from: old, to: new)
        let diff = seconds(since: start)
        // Only our differ promises minimal moves; for any other, moves are a quality figure.
        if differ is LinearDiffer, update.itemMoves.count > plantedItemMoves || update.sectionMoves.count > plantedSectionMoves {
            return disagree(0, "linear diff", "more moves than planted",
                            "at most \(plantedItemMoves) item and \(plantedSectionMoves) section moves",
                            "\(update.itemMoves.count) item and \(update.sectionMoves.count) section moves")
        }
        var view = HeadlessCollectionView(showing: old)
        start = now
        do throws(InconsistencyError) { try view.apply(update, dataSource: new) } catch {
            return disagree(1, "view apply", "the view refused the update", "accepted", error.description)
        }
        let validation = seconds(since: start)
        if !view.shows(new) { return disagree(1, "view apply", "the view does not show the new snapshot", "new snapshot", "another state") }
        // Through the pipeline: shown by reloadData, then applied from a background queue.
        let source = DiffableDataSource<SectionID, ItemID>(workers: 2, differ: differ)
        source.applySnapshotUsingReloadData(old)
        source.apply(new)
        source.waitUntilIdle()
        if !source.withView({ $0.shows(new) }) || source.statistics.applied != 2 {
            return disagree(2, "pipeline apply", "the pipeline did not end showing the new snapshot",
                            "2 applies, new snapshot shown", "\(source.statistics.applied) applies, \(source.statistics.rejected) rejected")
        }
        return CaseOutcome(
            operations: update.structuralChangeCount,
            timings: CaseTimings(diff: diff, validation: validation, apply: source.records.last?.applySeconds))
    }
}
