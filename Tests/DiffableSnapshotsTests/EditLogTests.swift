@testable import DiffableSnapshots
import Testing
import Workloads

@Suite("A snapshot's edit log and the removals an edit makes")
struct EditLogTests {
    @Test("deleting a few dozen of a thousand items (in place) leaves every other item findable at its new index")
    func removalInPlace() throws {
        var snapshot = DiffableSnapshot<Int, Int>()
        try snapshot.appendSections([0, 1])
        try snapshot.appendItems(Array(0 ..< 600), toSection: 0)
        try snapshot.appendItems(Array(600 ..< 1_000), toSection: 1)
        let deleted = Array(stride(from: 7, to: 1_000, by: 19))  // 53 items: more than 16, under an eighth
        try snapshot.deleteItems(deleted)
        let expected = (0 ..< 1_000).filter { !deleted.contains($0) }
        #expect(snapshot.itemIdentifiers == expected)
        for (index, item) in expected.enumerated() { #expect(snapshot.indexOfItem(item) == index) }
        #expect(deleted.allSatisfy { !snapshot.contains(item: $0) })
        #expect(try snapshot.numberOfItems(inSection: 1) == expected.filter { $0 >= 600 }.count)
    }

    @Test("a snapshot built from scratch has no log; a data source's starts an empty one that copies carry")
    func lineage() throws {
        var scratch = DiffableSnapshot<Int, Int>()
        try scratch.appendSections([0])
        #expect(scratch.loggedEditCount == nil)
        let shown = scratch.startingLineage()
        var copy = shown
        #expect(copy.loggedEditCount == 0 && copy.descends(from: shown))
        try copy.appendItems([1, 2])
        try copy.reloadItems([1])  // marks are not structural: not logged
        #expect(copy.loggedEditCount == 2)
        let carried = copy
        #expect(carried.descends(from: shown) && !shown.descends(from: carried))
        #expect(!copy.descends(from: scratch))
    }
}

@Suite("Radix sort of packed offsets")
struct RadixSortTests {
    @Test("sorts by the high half, stably, at every size and key width", arguments: [0, 1, 255, 256, 5_000, 70_000] as [Int])
    func sortsLikeAStableSort(count: Int) {
        var rng = SplitMix64(seed: UInt64(count) + 3)
        for width in [4, 20, 31] as [UInt64] {
            let keys = (0 ..< count).map { i in (UInt64.random(in: 0 ..< (1 << width), using: &rng) << 32) | UInt64(i) }
            var sorted = keys
            RadixSort.sortByHighHalf(&sorted)
            // The payload (low half) is the original position: stable means ascending within a key.
            let expected = keys.sorted { ($0 >> 32, $0 & 0xFFFF_FFFF) < ($1 >> 32, $1 & 0xFFFF_FFFF) }
            #expect(sorted == expected, "\(count) keys of \(width) bits")
        }
    }
}
