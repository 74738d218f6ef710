import DiffableSnapshots
import Diffing
import Testing
import Workloads

@Suite("The snapshot-pair generator")
struct GeneratorTests {
    @Test("peers.md's standard workload: n items in, n items out, a tenth deleted, a tenth inserted (seed 42)")
    func standardWorkload() {
        var generator = SnapshotPairGenerator(seed: 42)
        let pair = generator.shaped(.standard, n: 10_000)
        #expect(pair.old.numberOfItems == 10_000 && pair.new.numberOfItems == 10_000)
        let old = Set(pair.old.itemIdentifiers), new = Set(pair.new.itemIdentifiers)
        #expect(old.subtracting(new).count == 1_000)
        #expect(new.subtracting(old) == Set(10_000 ..< 11_000))
        // About a tenth moved: the minimum is close to, and at most, the items placed at random.
        #expect((800 ... 1_000).contains(pair.minimalMoves))
    }

    @Test("DifferenceKit's mix: a tenth deleted as one range from n/5, a tenth inserted as one block at 3n/10, the first fiftieth shuffled")
    func differenceKitMix() {
        var generator = SnapshotPairGenerator(seed: 42)
        let pair = generator.shaped(.differenceKitMix, n: 100_000)
        let old = pair.old.itemIdentifiers, new = pair.new.itemIdentifiers
        #expect(old == Array(0 ..< 100_000) && new.count == 100_000)
        #expect(Set(old).subtracting(new) == Set(20_000 ..< 30_000))
        #expect(Array(new[30_000 ..< 40_000]) == Array(100_000 ..< 110_000))
        #expect(Set(new[0 ..< 2_000]) == Set(0 ..< 2_000) && Array(new[0 ..< 2_000]) != Array(0 ..< 2_000))
        #expect(Array(new[2_000 ..< 30_000]) + Array(new[40_000...]) == Array(2_000 ..< 20_000) + Array(30_000 ..< 100_000))
        // Only the shuffled prefix moves: at most 2,000, at least its part outside one increasing run.
        #expect((1_500 ..< 2_000).contains(pair.minimalMoves))
    }

    @Test("the same seed gives the same pairs, random and shaped")
    func deterministic() {
        var a = SnapshotPairGenerator(seed: 7), b = SnapshotPairGenerator(seed: 7)
        #expect(a.pair(size: 200, maxSections: 6, intensity: 0.3) == b.pair(size: 200, maxSections: 6, intensity: 0.3))
        for shape in ChurnShape.allCases {
            let x = a.shaped(shape, n: 500, sections: 3), y = b.shaped(shape, n: 500, sections: 3)
            #expect(x.old == y.old && x.new == y.new && x.minimalMoves == y.minimalMoves, "\(shape)")
        }
        #expect(a.stream(n: 300, count: 4) == b.stream(n: 300, count: 4))
    }

    @Test("MinimalMoves agrees with the linear differ, whose moves are minimal, on random pairs (seed 5)",
          arguments: [5, 6] as [UInt64])
    func minimalMoves(seed: UInt64) {
        var generator = SnapshotPairGenerator(seed: seed)
        for _ in 0 ..< 80 {
            let old = generator.snapshot(size: Int.random(in: 0 ... 200, using: &generator.rng), maxSections: 8)
            let new = generator.churn(old, intensity: 0.4)
            let update = LinearDiffer().diff(from: old, to: new)
            #expect(MinimalMoves.items(from: old, to: new) == update.itemMoves.count)
            #expect(MinimalMoves.sections(from: old, to: new) == update.sectionMoves.count)
        }
    }

    @Test("identifier types map injectively, sections apart from items")
    func identifierTypes() {
        let uuids = (0 ..< 1_000).map { IdentifierType.uuid($0, section: false) }
        #expect(Set(uuids).count == 1_000)
        #expect(IdentifierType.uuid(3, section: true) != IdentifierType.uuid(3, section: false))
        #expect(IdentifierType.string(3, section: false) == "item-3")
    }
}
