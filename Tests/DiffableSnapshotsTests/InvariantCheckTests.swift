@testable import DiffableSnapshots
import Testing

/// A snapshot whose storage no mutation could leave: item 0 records section 7 of 1.
func snapshotWithBrokenStorage() -> DiffableSnapshot<Int, Int> {
    var snapshot = DiffableSnapshot<Int, Int>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems([1, 2, 3])
    snapshot._itemSections[0] = 7
    return snapshot
}

/// Every mutator ends in `defer { _checkInvariants() }`: the full check in the checks build
/// (`-DDIFFBENCH_INTERNAL_CHECKS`), nothing elsewhere; `_verifyInvariants()` checks in every build.
@Suite("Invariant checks: after every mutation in the checks build, free in the others")
struct InvariantCheckTests {
    @Test("_verifyInvariants traps on storage no mutation could leave, in every build")
    func verifyTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            snapshotWithBrokenStorage()._verifyInvariants()
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("item 0 records section 7, not 0"))
    }

    #if DIFFBENCH_INTERNAL_CHECKS
    @Test("in the checks build, a mutator traps on exit when the storage it leaves is broken")
    func mutatorTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = snapshotWithBrokenStorage()
            try? snapshot.appendItems([4])
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("item 0 records section 7, not 0"))
    }
    #else
    @Test("outside the checks build, _checkInvariants() is empty: a mutator does not look")
    func hookIsEmpty() throws {
        var snapshot = snapshotWithBrokenStorage()
        snapshot._checkInvariants()
        try snapshot.appendItems([4])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
    }
    #endif
}
