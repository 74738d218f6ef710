import DiffableSnapshots
import Diffing
import HeadlessViews
import Testing

/// Indexes UIKit treats as unsigned: each out-of-range value, negative ones included.
let badIndexes = [-1, -2, Int.min, Int.max, 3, 1_000_000]

func u(_ index: Int) -> String { String(UInt(bitPattern: index)) }
func ipu(_ section: Int, _ item: Int) -> String { "<NSIndexPath: 0x0> {length = 2, path = \(u(section)) - \(u(item))}" }

@Suite("Bad batch updates are typed errors, never traps; the view keeps its state")
struct BadInputTests {
    @Test("an item delete at any bad section or item index is UIKit's range message, the index printed unsigned", arguments: badIndexes)
    func itemDelete(_ bad: Int) {
        expectRejected(before: [3, 2], after: [3, 2], "attempt to delete item 0 from section \(u(bad)), but there are only 2 sections before the update") {
            $0.itemDeletes = [path(bad, 0)]
        }
        expectRejected(before: [3, 2], after: [3, 2], "attempt to delete item \(u(bad)) from section 0 which only contains 3 items before the update") {
            $0.itemDeletes = [path(0, bad)]
        }
    }

    @Test("an item insert at any bad section or item index", arguments: badIndexes)
    func itemInsert(_ bad: Int) {
        expectRejected(before: [3, 2], after: [3, 2], "attempt to insert item 0 into section \(u(bad)), but there are only 2 sections after the update") {
            $0.itemInserts = [path(bad, 0)]
        }
        expectRejected(before: [3, 2], after: [3, 2], "attempt to insert item \(u(bad)) into section 1, but there are only 2 items in section 1 after the update") {
            $0.itemInserts = [path(1, bad)]
        }
    }

    @Test("an item move from or to any bad index", arguments: badIndexes)
    func itemMove(_ bad: Int) {
        expectRejected(before: [3, 2], after: [3, 2], "attempt to move index path (\(ipu(bad, 0))) from a section that does not exist - there are only 2 sections before the update") {
            $0.itemMoves = [ItemMove(from: path(bad, 0), to: path(0, 0))]
        }
        expectRejected(before: [3, 2], after: [3, 2], "attempt to move index path (\(ipu(0, bad))) that does not exist - there are only 3 items in section 0 before the update") {
            $0.itemMoves = [ItemMove(from: path(0, bad), to: path(0, 0))]
        }
        expectRejected(before: [3, 2], after: [3, 2], "attempt to move index path (\(ipu(0, 0))) to index path (\(ipu(bad, 0))) in section that does not exist - there are only 2 sections after the update") {
            $0.itemMoves = [ItemMove(from: path(0, 0), to: path(bad, 0))]
        }
        expectRejected(before: [3, 2], after: [3, 2], "attempt to move index path (\(ipu(0, 0))) to index path (\(ipu(1, bad))) that does not exist - there are only 2 items in section 1 after the update") {
            $0.itemMoves = [ItemMove(from: path(0, 0), to: path(1, bad))]
        }
    }

    @Test("a section delete, insert, move or reload at any bad index", arguments: badIndexes)
    func sections(_ bad: Int) {
        expectRejected(before: [3, 2, 1], after: [3, 2, 1], "attempt to delete section \(u(bad)), but there are only 3 sections before the update") {
            $0.sectionDeletes = [bad]
        }
        expectRejected(before: [3, 2, 1], after: [3, 2, 1], "attempt to delete section \(u(bad)), but there are only 3 sections before the update") {
            $0.sectionReloads = [bad]
        }
        expectRejected(before: [3, 2, 1], after: [3, 2, 1], "attempt to insert section \(u(bad)) but there are only 3 sections after the update") {
            $0.sectionInserts = [bad]
        }
        expectRejected(before: [3, 2, 1], after: [3, 2, 1], "attempt to move section \(u(bad)), but there are only 3 sections before the update") {
            $0.sectionMoves = [SectionMove(from: bad, to: 0)]
        }
        expectRejected(before: [3, 2, 1], after: [3, 2, 1], "attempt to to move section 0 to section \(u(bad)), but there are only 3 sections after the update") {
            $0.sectionMoves = [SectionMove(from: 0, to: bad)]
        }
    }

    @Test("an item reload or reconfigure at any bad index is refused as the delete it stands for", arguments: badIndexes)
    func reloads(_ bad: Int) {
        expectRejected(before: [3, 2], after: [3, 2], "attempt to delete item \(u(bad)) from section 0 which only contains 3 items before the update") {
            $0.itemReloads = [path(0, bad)]
        }
        expectRejected(before: [3, 2], after: [3, 2], "attempt to delete item 0 from section \(u(bad)), but there are only 2 sections before the update") {
            $0.itemReconfigures = [path(bad, 0)]
        }
    }

    @Test("contradictory entries: a section deleted and reloaded; an item reloaded and moved; one item moved two ways")
    func contradictions() {
        expectRejected(before: [3, 2], after: [2], "attempt to delete and reload the same section (1)") {
            $0.sectionDeletes = [1]; $0.sectionReloads = [1]
        }
        expectRejected(before: [3], after: [3], "attempt to perform a delete and a move from the same index path (\(ip(0, 1)))") {
            $0.itemReloads = [path(0, 1)]; $0.itemMoves = [ItemMove(from: path(0, 1), to: path(0, 2))]
        }
        expectRejected(before: [3], after: [3], "attempt to move item at index path \(ip(0, 0)) to both \(ip(0, 1)) and \(ip(0, 2))") {
            $0.itemMoves = [ItemMove(from: path(0, 0), to: path(0, 1)), ItemMove(from: path(0, 0), to: path(0, 2))]
        }
    }

    @Test("repeated entries collapse as UIKit's index sets do: the update is accepted")
    func repeatsCollapse() throws {
        var view = HeadlessCollectionView(showing: snapshot([3, 1]))
        var update = BatchUpdate()
        update.sectionDeletes = [1, 1]
        update.itemDeletes = [path(0, 0), path(0, 0)]
        update.itemReloads = [path(0, 1), path(0, 1)]
        try view.performBatchUpdates(update, dataSource: snapshot([2]))
        #expect(view.itemCounts == [2])
    }

    @Test("no input traps: random garbage updates against random counts (seed 17)")
    func garbage() {
        var state: UInt64 = 17
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        func index() -> Int { [-1, Int.min, Int.max, 0, 1, 2, 3, 4][next(8)] }
        func path2() -> ItemPath { path(index(), index()) }
        var refused = 0
        for _ in 0 ..< 3_000 {
            let before = (0 ..< next(4)).map { _ in next(4) }, after = (0 ..< next(4)).map { _ in next(4) }
            var update = BatchUpdate()
            update.sectionDeletes = (0 ..< next(3)).map { _ in index() }
            update.sectionInserts = (0 ..< next(3)).map { _ in index() }
            update.sectionMoves = (0 ..< next(2)).map { _ in SectionMove(from: index(), to: index()) }
            update.sectionReloads = (0 ..< next(2)).map { _ in index() }
            update.itemDeletes = (0 ..< next(3)).map { _ in path2() }
            update.itemInserts = (0 ..< next(3)).map { _ in path2() }
            update.itemMoves = (0 ..< next(3)).map { _ in ItemMove(from: path2(), to: path2()) }
            update.itemReloads = (0 ..< next(2)).map { _ in path2() }
            update.itemReconfigures = (0 ..< next(2)).map { _ in path2() }
            for messages in MessageGeneration.allCases {
                var view = HeadlessCollectionView(showing: snapshot(before), messages: messages)
                do {
                    try view.performBatchUpdates(update, dataSource: snapshot(after))
                    #expect(view.itemCounts == after)
                } catch {
                    refused += 1
                    #expect(!error.description.isEmpty)
                    #expect(view.shows(snapshot(before)))
                }
            }
        }
        #expect(refused > 3_000)
    }
}
