import DiffableSnapshots
import Testing

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
