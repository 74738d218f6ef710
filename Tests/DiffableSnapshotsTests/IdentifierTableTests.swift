@testable import DiffableSnapshots
import Workloads
import Testing

/// The index under the snapshots, driven directly through its rollback, removal and growth paths.
@Suite("IdentifierTable keeps an exact index through every path")
struct IdentifierTableTests {
    @Test("a refused middle insertion is rolled back exactly, including the shifted offsets")
    func middleInsertionRollback() {
        var table = IdentifierTable<Int>()
        #expect(table.insert(contentsOf: Array(0 ..< 10), at: 0) == nil)
        let conflicts = table.insert(contentsOf: [100, 101, 5], at: 3)
        #expect(conflicts?.alreadyPresent == [5])
        #expect(conflicts?.presentOffsets == [5])
        #expect(table.elements == Array(0 ..< 10))
        table._verifyInvariants()
        for value in 0 ..< 10 { #expect(table.offset(of: value) == value) }
        #expect(table.offset(of: 100) == nil)
    }

    @Test("repeats are reported whether or not the identifier was already stored")
    func repeatsOfStoredIdentifiers() {
        var table = IdentifierTable<Int>()
        _ = table.insert(contentsOf: [1, 2, 3], at: 0)
        let conflicts = table.insert(contentsOf: [9, 2, 9, 2], at: 1)
        #expect(conflicts?.repeatedInBatch == [9, 2])
        #expect(conflicts?.alreadyPresent == [2])
        #expect(table.elements == [1, 2, 3])
        table._verifyInvariants()
    }

    @Test("few and many removals both leave an exact index", arguments: [1, 2, 16, 17, 500])
    func removals(count: Int) {
        var rng = SplitMix64(seed: UInt64(count))
        var table = IdentifierTable<Int>()
        _ = table.insert(contentsOf: Array(0 ..< 2_000), at: 0)
        var model = Array(0 ..< 2_000)
        let doomed = Array(Set((0 ..< count * 3).map { _ in Int.random(in: 0 ..< 2_000, using: &rng) }).prefix(count)).sorted()
        table.remove(sortedOffsets: doomed)
        model.removeSortedOffsets(doomed)
        #expect(table.elements == model)
        table._verifyInvariants()
    }

    @Test("growth from one-at-a-time appends keeps every identifier findable")
    func growth() {
        var table = IdentifierTable<String>()
        for value in 0 ..< 5_000 { #expect(table.insert(contentsOf: ["id\(value)"], at: table.count) == nil) }
        table._verifyInvariants()
        #expect(table.offset(of: "id4321") == 4321)
    }

    @Test("a bucket whose element's hash changed is still removed, by a full scan")
    func removeAfterHashChange() {
        let items = (0 ..< 40).map(MutableHash.init)
        var table = IdentifierTable<MutableHash>()
        _ = table.insert(contentsOf: items, at: 0)
        items[7].key = 9_999
        table.remove(sortedOffsets: [7])
        #expect(table.count == 39)
        #expect(table.buckets.filter { $0 != 0 }.count == 39)
        for (offset, item) in table.elements.enumerated() { #expect(table.offset(of: item) == offset) }
    }
}
