import ApplyPipeline
import DiffableSnapshots
import Diffing
import Foundation
import Testing
import Workloads

@Suite("An apply of a snapshot taken from the data source and edited reads its edit log")
struct IncrementalApplyTests {
    /// A data source showing sections 0 and 1 with items 0..<20 and 20..<40.
    func showing() -> IntDataSource {
        let source = IntDataSource(workers: 2)
        var start = IntSnapshot()
        try! start.appendSections([0, 1])
        try! start.appendItems(Array(0 ..< 20), toSection: 0)
        try! start.appendItems(Array(20 ..< 40), toSection: 1)
        source.apply(start)
        source.waitUntilIdle()
        return source
    }

    @Test("the snapshot handed out descends from what is shown; an edit of it commits the log's update and ends on it")
    func takeEditApply() throws {
        let source = showing()
        var snapshot = source.snapshot()
        #expect(snapshot.loggedEditCount == 0)
        // Moved away and back: a full diff sees no move, the log reports the explicit one.
        try snapshot.moveItem(3, afterItem: 30)
        try snapshot.moveItem(3, beforeItem: 4)
        try snapshot.deleteItems([25])
        try snapshot.reconfigureItems([7])
        source.apply(snapshot)
        source.waitUntilIdle()
        let record = try #require(source.records.last)
        #expect(record.moves == 1 && record.itemsChanged == 2 && record.reloads == 1)
        #expect(source.statistics.rejected == 0)
        let applied = snapshot
        #expect(source.withView { $0.shows(applied) })
        #expect(source.snapshot() == applied && source.snapshot().loggedEditCount == 0)
    }

    @Test("a second snapshot taken before the first was applied does not descend from it: diffed in full, ends on it")
    func staleSnapshotDiffsInFull() throws {
        let source = showing()
        var first = source.snapshot(), second = source.snapshot()
        try first.deleteItems([1])
        try second.moveItem(2, afterItem: 5)
        try second.moveItem(2, beforeItem: 3)  // back where it was: a full diff has nothing to move
        source.apply(first)
        source.apply(second)
        source.waitUntilIdle()
        #expect(source.records.last?.moves == 0 && source.records.last?.itemsChanged == 1)  // item 1 comes back
        let applied = second
        #expect(source.withView { $0.shows(applied) })
    }

    @Test("many rounds of take, edit, apply from two threads' worth of edits end on the last (seed 9)")
    func rounds() throws {
        let source = showing()
        var edits = 0
        var rng = SplitMix64(seed: 9)
        var last = source.snapshot()
        for round in 0 ..< 50 {
            var snapshot = source.snapshot()
            let items = snapshot.itemIdentifiers
            try snapshot.deleteItems([items[Int.random(in: 0 ..< items.count, using: &rng)]])
            try snapshot.appendItems([1_000 + round], toSection: round % 2)
            if round % 5 == 0 { try snapshot.moveSection(round % 2, afterSection: 1 - round % 2) }
            edits += 1
            source.apply(snapshot)
            source.waitUntilIdle()
            last = snapshot
        }
        #expect(source.statistics.applied == 51 && source.statistics.rejected == 0 && edits == 50)
        let applied = last
        #expect(source.withView { $0.shows(applied) })
    }
}
