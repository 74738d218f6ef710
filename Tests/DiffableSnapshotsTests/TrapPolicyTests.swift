import DiffableSnapshots
import Testing

/// Under `FailurePolicy.trap` an invalid call crashes with UIKit's uncaught-exception text.
@Suite("The trap policy crashes with UIKit's text")
struct TrapPolicyTests {
    @Test("appendItems without sections traps with the no-sections exception text")
    func snapshotTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableSnapshot<Int, Int>(failurePolicy: .trap)
            try? snapshot.appendItems([1])
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains(
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'There are currently no sections in the data source. Please add a section first.'"))
    }

    @Test("a repeated section traps with the not-unique text")
    func repeatedSectionTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableSnapshot<Int, Int>(failurePolicy: .trap)
            try? snapshot.appendSections([7, 7])
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("reason: 'Fatal: supplied section identifiers are not unique. Duplicate identifiers: {("))
    }

    @Test("a section snapshot delete of a missing item traps with its text")
    func sectionSnapshotTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = SectionSnapshot<Int>(failurePolicy: .trap)
            try? outline.delete([3])
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("reason: 'Failed to find index of item 3'"))
    }

    @Test("the same calls under the throw policy do not crash")
    func throwPolicyReturns() {
        var snapshot = DiffableSnapshot<Int, Int>()
        #expect(throws: SnapshotError.noSections) { try snapshot.appendItems([1]) }
    }
}
