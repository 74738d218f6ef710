import DiffableSnapshots
import Diffing
import Workloads
import HeadlessViews
import Testing

let allDiffers: [any Differ] = [LinearDiffer(), ReferenceDiffer(), CollectionDifferenceDiffer(), OrderedSetDiffer()]

/// The oracle of issue 3: for every pair of valid snapshots and every differ, a view showing `old`
/// accepts the update and then shows exactly `new`.
@Suite("Every differ round-trips through the headless view")
struct DifferRoundTripTests {
    @Test("random pairs (0…300 items, 0…12 sections, section and cross-section moves, reloads)",
          arguments: [11, 12, 13, 14, 15] as [UInt64])
    func roundTrip(seed: UInt64) throws {
        var generator = SnapshotPairGenerator(seed: seed)
        for round in 0 ..< 60 {
            let old = generator.snapshot(size: Int.random(in: 0 ... 300, using: &generator.rng), maxSections: 12)
            let new = generator.churn(old, intensity: [0.0, 0.05, 0.3, 1.0].randomElement(using: &generator.rng)!)
            for differ in allDiffers {
                let update = differ.diff(from: old, to: new)
                var view = HeadlessCollectionView(showing: old)
                do {
                    try view.apply(update, dataSource: new)
                } catch {
                    Issue.record("seed \(seed) round \(round) \(differ.name): \(error)\n\(update)")
                    continue
                }
                #expect(view.shows(new), "seed \(seed) round \(round) \(differ.name) ends elsewhere\n\(update)")
                #expect(update.itemReloads.count == Set(new.reloadedItemIdentifiers).count, "seed \(seed) round \(round) \(differ.name)")
            }
        }
    }

    @Test("large pairs up to 10,000 items through the linear and OrderedSet differs (seed 99)")
    func largeRoundTrip() throws {
        var generator = SnapshotPairGenerator(seed: 99)
        for size in [1_000, 10_000] {
            let old = generator.snapshot(size: size, maxSections: 50)
            let new = generator.churn(old, intensity: 0.2)
            for differ in [LinearDiffer(), OrderedSetDiffer()] as [any Differ] {
                var view = HeadlessCollectionView(showing: old)
                try view.apply(differ.diff(from: old, to: new), dataSource: new)
                #expect(view.shows(new), "size \(size) \(differ.name)")
            }
        }
    }

    @Test("all differs agree on the end state, and the minimal ones on the number of moves (seed 21)")
    func differentialAgreement() throws {
        var generator = SnapshotPairGenerator(seed: 21)
        for round in 0 ..< 80 {
            let old = generator.snapshot(size: Int.random(in: 0 ... 120, using: &generator.rng), maxSections: 6)
            let new = generator.churn(old, intensity: 0.3)
            let linear = LinearDiffer().diff(from: old, to: new)
            let reference = ReferenceDiffer().diff(from: old, to: new)
            let myers = CollectionDifferenceDiffer().diff(from: old, to: new)
            #expect(linear.itemMoves.count == reference.itemMoves.count, "round \(round)")
            #expect(linear.sectionMoves.count == reference.sectionMoves.count, "round \(round)")
            #expect(linear.itemMoves.count == myers.itemMoves.count, "round \(round)")
            #expect(Set(linear.itemDeletes) == Set(reference.itemDeletes), "round \(round)")
            #expect(Set(linear.itemInserts) == Set(reference.itemInserts), "round \(round)")
        }
    }
}

@Suite("LinearDiffer reports the minimum number of moves")
struct MinimalMoveTests {
    @Test("[0,1,2,3,4,5] → [5,0,1,2,3,4] is one move (IGListKit PR #1139 reports six)")
    func rotateByOne() throws {
        var old = IntSnapshot(), new = IntSnapshot()
        try old.appendSections([0]); try old.appendItems([0, 1, 2, 3, 4, 5])
        try new.appendSections([0]); try new.appendItems([5, 0, 1, 2, 3, 4])
        let update = LinearDiffer().diff(from: old, to: new)
        #expect(update.itemMoves == [ItemMove(from: ItemPath(section: 0, item: 5), to: ItemPath(section: 0, item: 0))])
        #expect(update.structuralChangeCount == 1)
    }

    @Test("a reversed list keeps one item and moves the rest")
    func reverse() throws {
        var old = IntSnapshot(), new = IntSnapshot()
        try old.appendSections([0]); try old.appendItems(Array(0 ..< 8))
        try new.appendSections([0]); try new.appendItems(Array((0 ..< 8).reversed()))
        #expect(LinearDiffer().diff(from: old, to: new).itemMoves.count == 7)
    }

    @Test("move counts equal brute force on small random pairs", arguments: [31, 32, 33] as [UInt64])
    func againstBruteForce(seed: UInt64) {
        var generator = SnapshotPairGenerator(seed: seed)
        for round in 0 ..< 150 {
            let old = generator.snapshot(size: Int.random(in: 0 ... 12, using: &generator.rng), maxSections: 3)
            let new = generator.churn(old, intensity: 0.6)
            let update = LinearDiffer().diff(from: old, to: new)
            #expect(update.itemMoves.count == bruteForceMinimumMoves(old, new), "seed \(seed) round \(round)\n\(update)")
        }
    }

    @Test("the longest increasing subsequence matches the quadratic textbook version (seed 5)")
    func lisAgainstDynamicProgramming() {
        var rng = SplitMix64(seed: 5)
        for _ in 0 ..< 200 {
            let values = Array(Set((0 ..< Int.random(in: 0 ... 60, using: &rng)).map { _ in Int32.random(in: 0 ..< 100, using: &rng) })).shuffled(using: &rng)
            let fast = LongestIncreasingSubsequence.membership(values)
            let chosen = values.indices.filter { fast[$0] }.map { values[$0] }
            #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 })
            #expect(chosen.count == ReferenceDifferLIS.length(values.map(Int.init)))
        }
    }
}

/// The textbook O(k²) LIS length, independent of both differs' code.
enum ReferenceDifferLIS {
    static func length(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices { for j in 0 ..< i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) } }
        return best.max() ?? 0
    }
}
