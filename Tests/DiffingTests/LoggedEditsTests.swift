import DiffableSnapshots
import Diffing
import HeadlessViews
import Testing
import Workloads

/// A shown snapshot: sections 0…2 with items 0..<10, 10..<20, 20..<30, starting a lineage as a data
/// source's applied snapshot does.
private func shown() -> DiffableSnapshot<Int, Int> {
    var snapshot = DiffableSnapshot<Int, Int>()
    try! snapshot.appendSections([0, 1, 2])
    for section in 0 ..< 3 { try! snapshot.appendItems(Array(section * 10 ..< section * 10 + 10), toSection: section) }
    return snapshot.startingLineage()
}

/// The update read from the log must be accepted by a view showing `base` and end on `edited`; the
/// same pair without the log (a full diff) too. Returns the log's update.
@discardableResult
private func checkBothPaths(
    from base: DiffableSnapshot<Int, Int>, to edited: DiffableSnapshot<Int, Int>, sourceLocation: SourceLocation = #_sourceLocation
) throws -> BatchUpdate {
    #expect(edited.descends(from: base), sourceLocation: sourceLocation)
    let logged = LinearDiffer().diff(from: base, to: edited)
    for update in [logged, LinearDiffer().diff(from: base, to: edited.withoutEditLog())] {
        var view = HeadlessCollectionView(showing: base)
        try view.apply(update, dataSource: edited)
        #expect(view.shows(edited), "\(update)", sourceLocation: sourceLocation)
    }
    _ = try HeadlessCollectionView.prepareDerived(logged, from: base, to: edited)
    return logged
}

@Suite("An apply reads the edit log of a snapshot taken from the shown one")
struct LoggedEditsTests {
    @Test("deletes are reported at their old paths, inserts at their new ones")
    func deletesAndInserts() throws {
        let base = shown()
        var edited = base
        try edited.deleteItems([3, 15])
        try edited.insertItems([100, 101], beforeItem: 21)
        try edited.appendItems([102], toSection: 0)
        let update = try checkBothPaths(from: base, to: edited)
        #expect(update.itemDeletes == [ItemPath(section: 0, item: 3), ItemPath(section: 1, item: 5)])
        #expect(update.itemInserts == [ItemPath(section: 0, item: 9), ItemPath(section: 2, item: 1), ItemPath(section: 2, item: 2)])
        #expect(update.itemMoves.isEmpty)
    }

    @Test("an explicit move is a move, across sections too; re-appending an item moves it")
    func moves() throws {
        let base = shown()
        var edited = base
        try edited.moveItem(2, afterItem: 25)
        try edited.appendItems([11], toSection: 0)
        let update = try checkBothPaths(from: base, to: edited)
        #expect(Set(update.itemMoves) == [
            ItemMove(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 2, item: 6)),
            ItemMove(from: ItemPath(section: 1, item: 1), to: ItemPath(section: 0, item: 9)),
        ])
        #expect(update.itemDeletes.isEmpty && update.itemInserts.isEmpty)
    }

    @Test("reload and reconfigure marks become reloads and reconfigures at final paths")
    func reloadMarks() throws {
        let base = shown()
        var edited = base
        try edited.deleteItems([0])
        try edited.reloadItems([5])
        try edited.reconfigureItems([12])
        try edited.reloadSections([2])
        let update = try checkBothPaths(from: base, to: edited)
        #expect(update.itemReloads == [ItemPath(section: 0, item: 4)])
        #expect(update.itemReconfigures == [ItemPath(section: 1, item: 2)])
        #expect(update.sectionReloads == [2])
    }

    @Test("section inserts, deletes and moves; items of deleted and inserted sections go and come with them")
    func sectionEdits() throws {
        let base = shown()
        var edited = base
        try edited.moveSection(2, beforeSection: 0)
        try edited.deleteSections([1])
        try edited.appendSections([7])
        try edited.appendItems([5, 200], toSection: 7)  // 5 leaves a kept section for an inserted one
        let update = try checkBothPaths(from: base, to: edited)
        #expect(update.sectionDeletes == [1])
        #expect(update.sectionInserts == [2])
        #expect(update.sectionMoves == [SectionMove(from: 2, to: 0)])
        #expect(update.itemDeletes == [ItemPath(section: 0, item: 5)])
        #expect(update.itemInserts.isEmpty && update.itemMoves.isEmpty)
    }

    @Test("a section deleted and inserted again is replaced, and an item taken from it is inserted afresh")
    func sectionReplaced() throws {
        let base = shown()
        var edited = base
        try edited.moveItem(14, afterItem: 29)
        try edited.deleteSections([1])
        try edited.insertSections([1], afterSection: 2)
        try edited.appendItems([13, 300], toSection: 1)
        let update = try checkBothPaths(from: base, to: edited)
        #expect(update.sectionDeletes == [1] && update.sectionInserts == [2])
        #expect(update.itemInserts == [ItemPath(section: 1, item: 10)])
        #expect(update.itemMoves.isEmpty)
    }

    @Test("a mix of every kind of edit, several rounds (seed 5)")
    func mixes() throws {
        var seed: UInt64 = 5
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let base = shown()
        var edited = base
        var fresh = 1_000
        for _ in 0 ..< 40 {
            let items = edited.itemIdentifiers
            guard items.count > 2 else { break }
            switch next(5) {
            case 0: try edited.deleteItems([items[next(items.count)]])
            case 1: try edited.insertItems([fresh], afterItem: items[next(items.count)]); fresh += 1
            case 2:
                let (a, b) = (items[next(items.count)], items[next(items.count)])
                if a != b { try edited.moveItem(a, beforeItem: b) }
            case 3: try edited.reconfigureItems([items[next(items.count)]])
            default:
                let sections = edited.sectionIdentifiers
                let (a, b) = (sections[next(sections.count)], sections[next(sections.count)])
                if a != b { try edited.moveSection(a, afterSection: b) }
            }
            try checkBothPaths(from: base, to: edited)
        }
    }

    @Test("past the bound the snapshot forgets its origin and the apply diffs in full")
    func fallsBackPastTheBound() throws {
        let base = shown()
        var edited = base
        let bound = DiffableSnapshot<Int, Int>.editLogMinimumBound
        try edited.appendItems(Array(1_000 ..< 1_000 + bound - 1))
        #expect(edited.descends(from: base))
        try edited.appendItems([5_000, 5_001])
        #expect(edited.loggedEditCount == nil)
        #expect(!edited.descends(from: base))
        var view = HeadlessCollectionView(showing: base)
        try view.apply(LinearDiffer().diff(from: base, to: edited), dataSource: edited)
        #expect(view.shows(edited))
    }

    @Test("deleteAllItems forgets the origin")
    func deleteAllForgets() {
        var edited = shown()
        edited.deleteAllItems()
        #expect(edited.loggedEditCount == nil)
    }

    @Test("a snapshot that does not descend from the shown one is diffed in full")
    func notDescending() throws {
        let base = shown()
        var other = base.startingLineage()  // another lineage with the same content
        try other.deleteItems([4])
        #expect(!other.descends(from: base))
        var sibling = base
        try sibling.deleteItems([5])
        #expect(!sibling.descends(from: other))  // an edited snapshot is no one's base
        var scratch = DiffableSnapshot<Int, Int>()
        try scratch.appendSections([0])
        #expect(!scratch.descends(from: base) && scratch.loggedEditCount == nil)
        var view = HeadlessCollectionView(showing: base)
        try view.apply(LinearDiffer().diff(from: base, to: other), dataSource: other)
        #expect(view.shows(other))
    }

    @Test("the sparse validation refuses a bad update with the message the full one gives")
    func sparseValidationMessages() throws {
        let base = shown()
        var edited = base
        try edited.deleteItems([3])
        var bad = LinearDiffer().diff(from: base, to: edited)
        bad.itemDeletes = [ItemPath(section: 0, item: 42)]
        var full: InconsistencyError?
        do throws(InconsistencyError) { _ = try HeadlessCollectionView.prepare(bad, from: base, to: edited) } catch { full = error }
        var sparse: InconsistencyError?
        do throws(InconsistencyError) { _ = try HeadlessCollectionView.prepareDerived(bad, from: base, to: edited) } catch { sparse = error }
        #expect(full != nil)
        #expect(sparse?.description == full?.description)
        bad.itemDeletes = []
        var countFull: InconsistencyError?
        do throws(InconsistencyError) { _ = try HeadlessCollectionView.prepare(bad, from: base, to: edited) } catch { countFull = error }
        var countSparse: InconsistencyError?
        do throws(InconsistencyError) { _ = try HeadlessCollectionView.prepareDerived(bad, from: base, to: edited) } catch { countSparse = error }
        #expect(countFull != nil && countSparse?.description == countFull?.description)
    }

    @Test("a large log looked up across helpers gives the update the caller alone gives", arguments: [1, 2] as [UInt64])
    func largeLogSplitAcrossHelpers(seed: UInt64) throws {
        // Past `minimumTouchedToSplit` touched identifiers, in four sections with deletes, inserts,
        // moves across sections and a section deleted: every kind of touched identifier.
        var base = DiffableSnapshot<Int, Int>()
        try base.appendSections([0, 1, 2, 3])
        for section in 0 ..< 4 { try base.appendItems(Array(section * 20_000 ..< (section + 1) * 20_000), toSection: section) }
        base = base.startingLineage()
        var rng = SplitMix64(seed: seed)
        var edited = base
        try edited.deleteItems((0 ..< 12_000).map { _ in Int.random(in: 0 ..< 80_000, using: &rng) }.uniqued())
        try edited.insertItems(Array(100_000 ..< 110_000), beforeItem: edited.itemIdentifiers[edited.numberOfItems / 2])
        for _ in 0 ..< 50 {
            let items = edited.itemIdentifiers
            let (a, b) = (items.randomElement(using: &rng)!, items.randomElement(using: &rng)!)
            if a != b { try edited.moveItem(a, afterItem: b) }
        }
        try edited.deleteSections([3])
        #expect(edited.loggedEditCount! > 16_384)
        let alone = LinearDiffer().diff(from: base, to: edited)
        let threads = DiffThreads(count: 1, label: "log-split-test")
        let split = threads.withIdleHelpers(excluding: nil) { splitter in
            #expect(splitter.width == 2)
            return LinearDiffer().diff(from: base, to: edited, options: DiffOptions().splitting(across: splitter))
        }
        #expect(split == alone)
        try checkBothPaths(from: base, to: edited)
    }
}

private extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
