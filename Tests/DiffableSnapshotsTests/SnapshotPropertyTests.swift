import DiffableSnapshots
import Workloads
import Testing

/// DiffableSnapshot against the plain reference model over random operation sequences.
@Suite("DiffableSnapshot matches the reference model")
struct SnapshotPropertyTests {
    @Test("random operation sequences give the reference model's outcome, error text, warnings and state",
          arguments: [1, 2, 3, 42, 1337, 20_261_122] as [UInt64])
    func randomSequencesMatchReference(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var snapshot = DiffableSnapshot<Int, Int>()
        var reference = ReferenceSnapshot()
        var succeeded = 0, failed = 0, largest = 0, moved = 0
        for step in 0 ..< 3_000 {
            let operation = SnapshotOperation.random(using: &rng)
            let before = snapshot
            let context = "seed \(seed), step \(step): \(operation)"

            var actualError: SnapshotError?
            do { try operation.apply(to: &snapshot) } catch { actualError = error }
            var expectedError: SnapshotError?
            var expected = reference
            do { try operation.apply(to: &expected) } catch { expectedError = error }

            #expect(actualError == expectedError, "\(context)")
            if let actualError {
                // A call that throws leaves the snapshot exactly as it was.
                #expect(snapshot == before, "\(context): \(actualError)")
                #expect(snapshot.warnings == before.warnings, "\(context)")
                #expect(snapshot.reloadedItemIdentifiers == before.reloadedItemIdentifiers, "\(context)")
                failed += 1
            } else {
                if expected.warnings.count > reference.warnings.count { moved += 1 }
                reference = expected
                succeeded += 1
            }
            largest = max(largest, snapshot.numberOfItems)
            snapshot._verifyInvariants()
            try #require(snapshot.sectionIdentifiers == reference.sectionIDs, "\(context)")
            for (index, section) in reference.sections.enumerated() {
                try #require(try snapshot.itemIdentifiers(inSection: section.id) == section.items, "\(context), section #\(index)")
            }
            #expect(snapshot.warnings == reference.warnings, "\(context)")
            #expect(snapshot.reloadedSectionIdentifiers == reference.reloadedSections, "\(context)")
            #expect(snapshot.reloadedItemIdentifiers == reference.reloadedItems, "\(context)")
            #expect(snapshot.reconfiguredItemIdentifiers == reference.reconfiguredItems, "\(context)")
        }
        // The walk must reach the interesting states, or it proves little.
        #expect(succeeded > 1_000 && failed > 300, "seed \(seed): \(succeeded) succeeded, \(failed) threw")
        #expect(largest >= 25 && moved >= 20, "seed \(seed): largest \(largest) items, \(moved) re-append warnings")
        // Queries agree with the final state.
        let flat = reference.allItems
        #expect(snapshot.itemIdentifiers == flat)
        for (offset, item) in flat.enumerated() {
            #expect(snapshot.indexOfItem(item) == offset)
            #expect(snapshot.sectionIdentifier(containingItem: item) == reference.sections[reference.location(of: item)!.section].id)
        }
    }

    @Test("large batches exercise the index's bulk paths (seed 7)")
    func largeBatches() throws {
        var rng = SplitMix64(seed: 7)
        var snapshot = DiffableSnapshot<Int, Int>()
        var reference = ReferenceSnapshot()
        try snapshot.appendSections([0, 1, 2])
        try reference.appendSections([0, 1, 2])
        for step in 0 ..< 60 {
            let count = Int.random(in: 0 ... 400, using: &rng)
            let ids = Array(Set((0 ..< count).map { _ in Int.random(in: 0 ..< 3_000, using: &rng) }))
            let section = Int.random(in: 0 ..< 3, using: &rng)
            let operation: SnapshotOperation = switch step % 3 {
            case 0: .appendItems(ids, section: section)
            case 1: .deleteItems(ids)
            default: .insertItems(ids, destination: reference.allItems.randomElement(using: &rng) ?? 0, after: Bool.random(using: &rng))
            }
            var actualError: SnapshotError?, expectedError: SnapshotError?
            do { try operation.apply(to: &snapshot) } catch { actualError = error }
            do { try operation.apply(to: &reference) } catch { expectedError = error }
            #expect(actualError == expectedError, "step \(step)")
            snapshot._verifyInvariants()
            try #require(snapshot.itemIdentifiers == reference.allItems, "step \(step): \(operation)")
        }
    }
}
