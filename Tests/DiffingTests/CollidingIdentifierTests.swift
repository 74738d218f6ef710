import DiffableSnapshots
import Diffing
import HeadlessViews
import Synchronization
import Testing
import Workloads

/// Issue 32: a hash chosen for speed can be collided on purpose; a diff of such identifiers must
/// still be right, minimal, and linear in work (the index falls back to the keyed standard hash).
@Suite("Diffs of identifiers whose fast hashes collide")
struct CollidingIdentifierTests {
    @Test("every identifier hashing alike: the update round-trips, moves stay minimal, comparisons stay linear (seed 42)",
          arguments: [1, 2, 3])
    func allColliding(width: Int) throws {
        var generator = SnapshotPairGenerator(seed: 42)
        let pair = generator.shaped(.standard, n: 20_000, sections: 7)
        let comparisons = Comparisons()
        // Every item's `identifierHash` is the same value: the worst an app's own hash can be, or
        // what an attacker who learnt the seed would make every identifier hash to.
        let mapped = pair.mapped { Colliding(value: $0, comparisons: comparisons) }
        comparisons.count.store(0, ordering: .relaxed)
        let update: BatchUpdate
        if width == 1 {
            update = LinearDiffer().diff(from: mapped.old, to: mapped.new)
        } else {
            let threads = DiffThreads(count: width - 1, label: "colliding-test")
            update = threads.withIdleHelpers(excluding: nil) { splitter in
                LinearDiffer().diff(from: mapped.old, to: mapped.new, options: DiffOptions().splitting(across: splitter, minimumItems: 1))
            }
        }
        // Quadratic would be ~n²/2 = 2 × 10⁸; the lookups cost about one comparison per new item.
        #expect(comparisons.count.load(ordering: .relaxed) < 3 * 20_000)
        #expect(update.itemMoves.count == pair.minimalMoves)
        var view = HeadlessCollectionView(showing: mapped.old)
        try view.apply(update, dataSource: mapped.new)
        #expect(view.shows(mapped.new))
        #expect(update == LinearDiffer().diff(from: pair.old, to: pair.new))
    }

    @Test("an edit log read from colliding identifiers gives the update the full diff validates")
    func loggedEditsColliding() throws {
        let comparisons = Comparisons()
        var base = DiffableSnapshot<Int, Colliding>()
        try base.appendSections([0])
        try base.appendItems((0 ..< 5_000).map { Colliding(value: $0, comparisons: comparisons) })
        // `startingLineage` is what a data source does to what it accepts.
        let shown = base.startingLineage()
        var edited = shown
        try edited.deleteItems((0 ..< 500).map { Colliding(value: $0 * 2, comparisons: comparisons) })
        try edited.appendItems((10_000 ..< 10_500).map { Colliding(value: $0, comparisons: comparisons) })
        #expect(edited.descends(from: shown))
        let update = LinearDiffer().diff(from: shown, to: edited)
        var view = HeadlessCollectionView(showing: shown)
        try view.apply(update, dataSource: edited)
        #expect(view.shows(edited))
    }
}

/// Counts identifier comparisons across a test's identifiers.
final class Comparisons: Sendable {
    let count = Atomic<Int>(0)
}

/// An identifier whose fast hash is the same for every value.
struct Colliding: FastHashableIdentifier, Sendable, CustomStringConvertible {
    let value: Int
    let comparisons: Comparisons

    static func == (lhs: Colliding, rhs: Colliding) -> Bool {
        lhs.comparisons.count.add(1, ordering: .relaxed)
        return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }

    var identifierHash: UInt64 { 0x5EED }

    var description: String { String(value) }
}
