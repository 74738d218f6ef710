import DiffableSnapshots
import Diffing
import HeadlessViews
import Testing

/// A view of `before` receiving `build`'s update while the data source says `after`; the message.
func message(
    before: [Int], after: [Int], wording: ViewWording = .collectionView, messages: MessageGeneration, _ build: (inout BatchUpdate) -> Void
) -> String? {
    var update = BatchUpdate()
    build(&update)
    var view = HeadlessCollectionView(showing: snapshot(before), wording: wording, messages: messages)
    do { try view.performBatchUpdates(update, dataSource: snapshot(after)) } catch { return error.description }
    return nil
}

@Suite("Reload counting and the two generations of batch-update messages")
struct MessageGenerationTests {
    @Test("reloads count as neither inserts nor deletes in the count message (classic)")
    func reloadsNotCounted() {
        // Observed: 25 sections × 3 items, section 0 grown to 5, reloading an item.
        let before = Array(repeating: 3, count: 25), after = [5] + Array(repeating: 3, count: 24)
        #expect(message(before: before, after: after, messages: .classic) { $0.itemReloads = [path(0, 1)] }
            == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
        // With real changes besides, only those are counted.
        #expect(message(before: [4], after: [6], messages: .classic) {
            $0.itemReloads = [path(0, 0), path(0, 3)]; $0.itemDeletes = [path(0, 1)]; $0.itemInserts = [path(0, 0), path(0, 1)]
        } == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (6) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (2 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test("iOS 15: deleting 1 of 20 rows while the data source says 15 is the batch-updates summary")
    func summaryWhenFewer() {
        #expect(message(before: [20], after: [15], wording: .tableView, messages: .iOS15) { $0.itemDeletes = [path(0, 0)] }
            == "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\nData source before updates = { 1 section with row counts: [20] }\nData source after updates = { 1 section with row counts: [15] }\nUpdates = [\n\tDelete row (0 - 0)\n]\nTable view: <UITableView: 0x0>")
    }

    @Test("iOS 15: reloading row 0 while the data source says 3 is the summary, the reload listed as a delete and an insert")
    func summaryForReload() {
        #expect(message(before: [20], after: [3], wording: .tableView, messages: .iOS15) { $0.itemReloads = [path(0, 0)] }
            == "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\nData source before updates = { 1 section with row counts: [20] }\nData source after updates = { 1 section with row counts: [3] }\nUpdates = [\n\tDelete row (0 - 0),\n\tInsert row (0 - 0)\n]\nTable view: <UITableView: 0x0>")
        #expect(message(before: [20], after: [3], messages: .iOS15) { $0.itemReloads = [path(0, 0)] }
            == "Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\nData source before updates = { 1 section with item counts: [20] }\nData source after updates = { 1 section with item counts: [3] }\nUpdates = [\n\tDelete item (0 - 0),\n\tInsert item (0 - 0)\n]\nCollection view: <UICollectionView: 0x0>")
    }

    @Test("iOS 15: a section with more items than the updates account for gets the count message, one space, the view appended")
    func classicFormWhenMore() {
        #expect(message(before: [20], after: [20], wording: .tableView, messages: .iOS15) { $0.itemDeletes = [path(0, 0)] }
            == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). Table view: <UITableView: 0x0>")
        #expect(message(before: [3], after: [6], wording: .tableView, messages: .iOS15) { $0.itemInserts = [path(0, 0)] }
            == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (6) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). Table view: <UITableView: 0x0>")
    }

    @Test("iOS 15 checks counts before a reload's range; the classic validator, the range first")
    func countBeforeReloadRange() {
        let build: (inout BatchUpdate) -> Void = { $0.itemReloads = [path(0, 5)] }
        #expect(message(before: [3], after: [5], messages: .iOS15, build)
            == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). Collection view: <UICollectionView: 0x0>")
        #expect(message(before: [3], after: [5], messages: .classic, build)
            == "attempt to delete item 5 from section 0 which only contains 3 items before the update")
        // With the counts right, iOS 15 still refuses the reload's range.
        #expect(message(before: [3], after: [3], messages: .iOS15, build)
            == "attempt to delete item 5 from section 0 which only contains 3 items before the update")
    }

    @Test("range messages read the same in both generations; the section count message follows the generation")
    func otherMessages() {
        for messages in MessageGeneration.allCases {
            #expect(message(before: [20], after: [20], wording: .tableView, messages: messages) { $0.itemDeletes = [path(0, 99)] }
                == "attempt to delete row 99 from section 0 which only contains 20 rows before the update")
            #expect(message(before: [20], after: [21], wording: .tableView, messages: messages) { $0.itemInserts = [path(0, 100)] }
                == "attempt to insert row 100 into section 0, but there are only 21 rows in section 0 after the update")
        }
        #expect(message(before: [1], after: [1, 1], messages: .iOS15) { _ in }
            == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted). Collection view: <UICollectionView: 0x0>")
        // Deleting and reloading the same path in one batch, and a delete plus an insert at one index, are fine.
        #expect(message(before: [20], after: [20], wording: .tableView, messages: .iOS15) {
            $0.itemDeletes = [path(0, 0)]; $0.itemInserts = [path(0, 0)]
        } == nil)
    }
}

@Suite("Reloads follow their section")
struct ReloadPlacementTests {
    @Test("a reload beside a section move lands in its own section wherever the move takes it (found by libFuzzer)")
    func reloadWithSectionMove() throws {
        let old = snapshot([4, 4, 4, 4, 4])
        var view = HeadlessCollectionView(showing: old)
        var update = BatchUpdate()
        update.sectionMoves = [SectionMove(from: 3, to: 1)]
        update.itemReloads = [path(2, 2)]
        // The data source: sections moved as the update says, item 202 replaced by a new one.
        var new = IntSnapshot()
        try new.appendSections([0, 3, 1, 2, 4])
        for section in [0, 3, 1, 2, 4] {
            try new.appendItems((0 ..< 4).map { section == 2 && $0 == 2 ? 9_999 : section * 100 + $0 }, toSection: section)
        }
        try view.performBatchUpdates(update, dataSource: new)
        #expect(view.shows(new))
    }
}
