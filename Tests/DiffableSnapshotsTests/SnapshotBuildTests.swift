@testable import DiffableSnapshots
import Dispatch
import Testing
import Workloads

/// Issue 32: a snapshot built from identifier arrays in one call (and split across threads) is the
/// snapshot UIKit's calls one section at a time would make, warnings and errors included.
@Suite("Building a snapshot from identifier arrays in one call")
struct SnapshotBuildTests {
    /// The same build one UIKit call at a time.
    func sequential<S: Hashable & Sendable, I: Hashable & Sendable>(
        _ start: DiffableSnapshot<S, I>, _ sections: [(S, [I])]
    ) throws(SnapshotError) -> DiffableSnapshot<S, I> {
        var snapshot = start
        try snapshot.appendSections(sections.map(\.0))
        for (section, items) in sections { try snapshot.appendItems(items, toSection: section) }
        return snapshot
    }

    /// `count` items cut into `sections` sections, section identifiers from `firstSection`.
    func layout(_ items: [String], sections: Int, firstSection: Int = 0) -> [(Int, [String])] {
        (0 ..< sections).map { s in (firstSection + s, Array(items[items.count * s / sections ..< items.count * (s + 1) / sections])) }
    }

    @Test("the same snapshot as appending one section at a time, on 1 to 4 threads",
          arguments: [(0, 1), (10, 3), (40_000, 1), (40_000, 7), (100_000, 100)])
    func sameAsSequential(size: Int, sections: Int) throws {
        let items = (0 ..< size).map { "item-\($0 * 7919 % 1_000_003)" }
        let expected = try sequential(DiffableSnapshot<Int, String>(), layout(items, sections: sections))
        for width in 1 ... 4 {
            var built = DiffableSnapshot<Int, String>()
            try built.appendSections(layout(items, sections: sections), splittingAcross: width == 1 ? nil : ConcurrentSplitter(width: width))
            #expect(built == expected, "width \(width)")
            #expect(built.warnings.isEmpty)
            built._verifyInvariants()
            for (offset, item) in items.enumerated() where offset % 101 == 0 { #expect(built.indexOfItem(item) == offset) }
            #expect(built.indexOfItem("absent") == nil)
        }
    }

    @Test("appended to a snapshot that has items: the same, split or not")
    func ontoExisting() throws {
        var start = DiffableSnapshot<Int, String>()
        try start.appendSections([-1])
        try start.appendItems((0 ..< 1_000).map { "old-\($0)" })
        let items = (0 ..< 50_000).map { "new-\($0)" }
        let expected = try sequential(start, layout(items, sections: 5))
        var built = start
        try built.appendSections(layout(items, sections: 5), splittingAcross: ConcurrentSplitter(width: 2))
        #expect(built == expected)
        built._verifyInvariants()
        #expect(built.indexOfItem("old-999") == 999 && built.indexOfItem("new-0") == 1_000)
    }

    @Test("an item repeated across sections or already present moves with UIKit's warning, as one call at a time does")
    func conflictsFallBack() throws {
        var start = DiffableSnapshot<Int, String>()
        try start.appendSections([-1])
        try start.appendItems(["kept", "taken"])
        var items = (0 ..< 40_000).map { "item-\($0)" }
        items[30_000] = "item-5"       // in an earlier section too
        items[39_000] = "taken"        // already in the snapshot
        let sections = layout(items, sections: 4)
        let expected = try sequential(start, sections)
        var built = start
        try built.appendSections(sections, splittingAcross: ConcurrentSplitter(width: 2))
        #expect(built == expected)
        #expect(built.warnings == expected.warnings && !built.warnings.isEmpty)
        built._verifyInvariants()
    }

    @Test("a refused build changes nothing and throws what the first refused UIKit call throws")
    func refusals() throws {
        var start = DiffableSnapshot<Int, String>()
        try start.appendSections([0])
        var items = (0 ..< 40_000).map { "item-\($0)" }
        items[20_000] = "item-19999"   // repeated inside one section's list
        let sections = layout(items, sections: 1, firstSection: 1)
        var expectedError: SnapshotError?
        do { _ = try sequential(start, sections) } catch { expectedError = error }
        #expect(expectedError != nil)
        var built = start
        #expect(throws: expectedError!) { try built.appendSections(sections, splittingAcross: ConcurrentSplitter(width: 2)) }
        #expect(built == start && built.numberOfSections == 1)
        #expect(throws: SnapshotError.self) { try built.appendSections([(0, ["x"])]) }  // section 0 exists
        #expect(built == start)
    }

    @Test("identifiers crafted to collide, built on two threads: the index rehashes with the keyed hash")
    func craftedCollisionsSplit() throws {
        let crafted = (1 ... 40_000).map { Int(bitPattern: UInt(CraftedCollisions.integer(withFragment: 7, tag: UInt32($0)))) }
        var built = DiffableSnapshot<Int, Int>()
        try built.appendSections([(0, crafted)], splittingAcross: ConcurrentSplitter(width: 2))
        #expect(built.itemsUseStandardHash)
        built._verifyInvariants()
        #expect(built.itemIdentifiers == crafted)
        for (offset, item) in crafted.enumerated() where offset % 97 == 0 { #expect(built.indexOfItem(item) == offset) }
    }
}

/// A splitter over `width` threads of Dispatch's pool (parts of one `perform` never wait for each
/// other in a snapshot build, so the pool may run them in any order).
struct ConcurrentSplitter: WorkSplitter, @unchecked Sendable {
    let width: Int

    func perform(_ body: (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            let box = UncheckedBody(body: body)
            DispatchQueue.concurrentPerform(iterations: width) { box.body($0) }
        }
    }

    private struct UncheckedBody: @unchecked Sendable { let body: (Int) -> Void }
}
