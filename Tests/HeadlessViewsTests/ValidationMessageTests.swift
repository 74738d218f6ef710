import DiffableSnapshots
import Diffing
import HeadlessViews
import Testing

typealias IntSnapshot = DiffableSnapshot<Int, Int>

/// Sections given as item counts: section s holds items s*100, s*100+1, …
func snapshot(_ counts: [Int]) -> IntSnapshot {
    var snapshot = IntSnapshot()
    for (section, count) in counts.enumerated() {
        try! snapshot.appendSections([section])
        try! snapshot.appendItems((0 ..< count).map { section * 100 + $0 }, toSection: section)
    }
    return snapshot
}

func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }
func ip(_ section: Int, _ item: Int) -> String { "<NSIndexPath: 0x0> {length = 2, path = \(section) - \(item)}" }

/// Builds `update` against a view showing `before` with a data source holding `after`, expects
/// exactly `message`, and that the view kept its state.
func expectRejected(
    before: [Int], after: [Int], wording: ViewWording = .collectionView, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation, _ build: (inout BatchUpdate) -> Void
) {
    var update = BatchUpdate()
    build(&update)
    let old = snapshot(before)
    var view = HeadlessCollectionView(showing: old, wording: wording)
    do {
        try view.performBatchUpdates(update, dataSource: snapshot(after))
        Issue.record("UIKit would reject: \(message)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.description == message, sourceLocation: sourceLocation)
    }
    #expect(view.shows(old), "a rejected update changed the view", sourceLocation: sourceLocation)
}

@Suite("The headless view rejects each inconsistency with UIKit's message (§4.3)")
struct ValidationMessageTests {
    @Test("delete and reload the same index path")
    func deleteAndReload() {
        expectRejected(before: [3], after: [2], "attempt to delete and reload the same index path (\(ip(0, 1)))") {
            $0.itemDeletes = [path(0, 1)]; $0.itemReloads = [path(0, 1)]
        }
    }

    @Test("section deletes, moves and inserts out of range")
    func sectionRanges() {
        expectRejected(before: [1, 1], after: [1], "attempt to delete section 2, but there are only 2 sections before the update") { $0.sectionDeletes = [2] }
        expectRejected(before: [1, 1], after: [1, 1], "attempt to move section 5, but there are only 2 sections before the update") {
            $0.sectionMoves = [SectionMove(from: 5, to: 0)]
        }
        expectRejected(before: [1, 1], after: [1, 1], "attempt to to move section 0 to section 4, but there are only 2 sections after the update") {
            $0.sectionMoves = [SectionMove(from: 0, to: 4)]
        }
        expectRejected(before: [1], after: [1, 0], "attempt to insert section 3 but there are only 2 sections after the update") { $0.sectionInserts = [3] }
    }

    @Test("delete or insert and move of the same section")
    func sectionConflicts() {
        expectRejected(before: [1, 1], after: [1, 1], "attempt to perform a delete and a move from the same section (0)") {
            $0.sectionDeletes = [0]; $0.sectionMoves = [SectionMove(from: 0, to: 1)]
        }
        expectRejected(before: [1, 1], after: [1, 1], "attempt to perform an insert and a move to the same section (1)") {
            $0.sectionInserts = [1]; $0.sectionMoves = [SectionMove(from: 0, to: 1)]
        }
    }

    @Test("moving items out of deleted or into inserted sections")
    func movesAcrossSectionChanges() {
        expectRejected(before: [2, 1], after: [3], "cannot move an item from a deleted section (0)") {
            $0.sectionDeletes = [0]; $0.itemMoves = [ItemMove(from: path(0, 0), to: path(0, 0))]
        }
        expectRejected(before: [2], after: [1, 1], "cannot move an item into a newly inserted section (1)") {
            $0.sectionInserts = [1]; $0.itemMoves = [ItemMove(from: path(0, 0), to: path(1, 0))]
        }
    }

    @Test("item deletes out of range")
    func itemDeleteRanges() {
        expectRejected(before: [2], after: [1], "attempt to delete item 0 from section 3, but there are only 1 sections before the update") { $0.itemDeletes = [path(3, 0)] }
        expectRejected(before: [20], after: [19], "attempt to delete item 99 from section 0 which only contains 20 items before the update") { $0.itemDeletes = [path(0, 99)] }
    }

    @Test("item inserts out of range")
    func itemInsertRanges() {
        expectRejected(before: [2], after: [3], "attempt to insert item 0 into section 2, but there are only 1 sections after the update") { $0.itemInserts = [path(2, 0)] }
        expectRejected(before: [20], after: [21], "attempt to insert item 100 into section 0, but there are only 21 items in section 0 after the update") {
            $0.itemInserts = [path(0, 100)]
        }
    }

    @Test("item move sources and destinations out of range")
    func itemMoveRanges() {
        expectRejected(before: [2], after: [2], "attempt to move index path (\(ip(4, 0))) from a section that does not exist - there are only 1 sections before the update") {
            $0.itemMoves = [ItemMove(from: path(4, 0), to: path(0, 0))]
        }
        expectRejected(before: [2], after: [2], "attempt to move index path (\(ip(0, 7))) that does not exist - there are only 2 items in section 0 before the update") {
            $0.itemMoves = [ItemMove(from: path(0, 7), to: path(0, 0))]
        }
        expectRejected(before: [2], after: [2], "attempt to move index path (\(ip(0, 0))) to index path (\(ip(3, 0))) in section that does not exist - there are only 1 sections after the update") {
            $0.itemMoves = [ItemMove(from: path(0, 0), to: path(3, 0))]
        }
        expectRejected(before: [2], after: [2], "attempt to move index path (\(ip(0, 0))) to index path (\(ip(0, 9))) that does not exist - there are only 2 items in section 0 after the update") {
            $0.itemMoves = [ItemMove(from: path(0, 0), to: path(0, 9))]
        }
    }

    @Test("delete or insert and move of the same index path")
    func itemConflicts() {
        expectRejected(before: [3], after: [2], "attempt to perform a delete and a move from the same index path (\(ip(0, 1)))") {
            $0.itemDeletes = [path(0, 1)]; $0.itemMoves = [ItemMove(from: path(0, 1), to: path(0, 0))]
        }
        expectRejected(before: [3], after: [4], "attempt to perform an insert and a move to the same index path (\(ip(0, 0)))") {
            $0.itemInserts = [path(0, 0)]; $0.itemMoves = [ItemMove(from: path(0, 1), to: path(0, 0))]
        }
    }

    @Test("partial duplicate moves are refused; exact duplicates are dropped")
    func duplicateMoves() throws {
        expectRejected(before: [1, 1, 1], after: [1, 1, 1], "attempt to move section 0 to both section 1 and section 2") {
            $0.sectionMoves = [SectionMove(from: 0, to: 1), SectionMove(from: 0, to: 2)]
        }
        expectRejected(before: [1, 1, 1], after: [1, 1, 1], "attempt to move both section 0 and section 2 to section 1") {
            $0.sectionMoves = [SectionMove(from: 0, to: 1), SectionMove(from: 2, to: 1)]
        }
        expectRejected(before: [3], after: [3], "attempt to move item at index path \(ip(0, 0)) to both \(ip(0, 1)) and \(ip(0, 2))") {
            $0.itemMoves = [ItemMove(from: path(0, 0), to: path(0, 1)), ItemMove(from: path(0, 0), to: path(0, 2))]
        }
        expectRejected(before: [3], after: [3], "attempt to move both item at index path \(ip(0, 0)) and \(ip(0, 1)) to \(ip(0, 2))") {
            $0.itemMoves = [ItemMove(from: path(0, 0), to: path(0, 2)), ItemMove(from: path(0, 1), to: path(0, 2))]
        }
        var view = HeadlessCollectionView(showing: snapshot([3]))
        var update = BatchUpdate()
        update.itemMoves = [ItemMove(from: path(0, 0), to: path(0, 2)), ItemMove(from: path(0, 0), to: path(0, 2))]
        var after = snapshot([3])
        try after.moveItem(0, afterItem: 2)
        try view.performBatchUpdates(update, dataSource: after)
        #expect(view.shows(after))
    }

    @Test("the section count must add up")
    func sectionCount() {
        expectRejected(before: [1, 1], after: [1, 1, 1],
            "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).") { _ in }
    }

    @Test("each kept section's item count must add up")
    func itemCount() {
        expectRejected(before: [30], after: [29],
            "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (29) must be equal to the number of items contained in that section before the update (30), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).") { _ in }
        expectRejected(before: [2, 1], after: [1, 3],
            "Invalid update: invalid number of items in section 1.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out).") {
            $0.itemMoves = [ItemMove(from: path(0, 0), to: path(1, 0))]
        }
    }

    @Test("deleting more items than a section holds")
    func deleteMoreThanExist() {
        // Duplicated deletes collapse, so this needs a section whose count the deletes exceed.
        expectRejected(before: [1], after: [0], "attempt to delete item 1 from section 0 which only contains 1 items before the update") {
            $0.itemDeletes = [path(0, 0), path(0, 1)]
        }
    }

    @Test("the table view says row and table view")
    func tableWording() {
        expectRejected(before: [20], after: [20], wording: .tableView, "attempt to delete row 99 from section 0 which only contains 20 rows before the update") {
            $0.itemDeletes = [path(0, 99)]
        }
        expectRejected(before: [30], after: [29], wording: .tableView,
            "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (29) must be equal to the number of rows contained in that section before the update (30), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).") { _ in }
    }
}

@Suite("The headless view as an oracle")
struct HeadlessViewOracleTests {
    @Test("deleting and inserting the same index in one batch is fine, as on UIKit")
    func deleteAndInsertSameIndex() throws {
        var view = HeadlessCollectionView(showing: snapshot([3]))
        var update = BatchUpdate()
        update.itemDeletes = [path(0, 0)]
        update.itemInserts = [path(0, 0)]
        var after = snapshot([3])
        try after.deleteItems([0])
        try after.insertItems([7], beforeItem: 1)
        try view.performBatchUpdates(update, dataSource: after)
        #expect(view.shows(after))
    }

    @Test("an update that passes UIKit's counts but misplaces an item is caught by shows()")
    func wrongMoveIsCaught() throws {
        var before = IntSnapshot(), after = IntSnapshot()
        try before.appendSections([0]); try before.appendItems([0, 1, 2, 3])
        try after.appendSections([0]); try after.appendItems([3, 0, 1, 2])
        var wrong = BatchUpdate()
        wrong.itemMoves = [ItemMove(from: path(0, 2), to: path(0, 0))]  // should move item 3
        var view = HeadlessCollectionView(showing: before)
        try view.performBatchUpdates(wrong, dataSource: after)
        #expect(!view.shows(after))
        #expect(view.itemIdentifiers == [[2, 0, 1, 3]])
    }

    @Test("reloadData resets without validation")
    func reloadData() {
        var view = HeadlessCollectionView(showing: snapshot([3]))
        view.reloadData(with: snapshot([1, 5]))
        #expect(view.shows(snapshot([1, 5])))
    }

    @Test("a reload pass at final paths keeps the view's state and validates the paths")
    func reloadPass() throws {
        var view = HeadlessCollectionView(showing: snapshot([3]))
        var update = BatchUpdate()
        update.itemReloads = [path(0, 2)]
        update.itemReconfigures = [path(0, 1)]
        try view.apply(update, dataSource: snapshot([3]))
        #expect(view.shows(snapshot([3])) && view.committedBatchCount == 1)
        update.itemReloads = [path(0, 5)]
        var rejected = view
        #expect(throws: InconsistencyError.self) { try rejected.apply(update, dataSource: snapshot([3])) }
    }
}
