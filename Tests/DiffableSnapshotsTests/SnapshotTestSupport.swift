import DiffableSnapshots
import Testing

typealias StringSnapshot = DiffableSnapshot<String, String>

/// A snapshot with sections A [a1 a2 a3], B [b1 b2], C [].
func sampleSnapshot() throws -> StringSnapshot {
    var snapshot = StringSnapshot()
    try snapshot.appendSections(["A", "B", "C"])
    try snapshot.appendItems(["a1", "a2", "a3"], toSection: "A")
    try snapshot.appendItems(["b1", "b2"], toSection: "B")
    return snapshot
}

/// The sections and their items, for compact assertions.
func layout(_ snapshot: StringSnapshot) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for section in snapshot.sectionIdentifiers { result[section] = try! snapshot.itemIdentifiers(inSection: section) }
    return result
}

/// Runs `body` on a copy of `snapshot`, expects it to throw exactly `message`, and expects the copy
/// to be unchanged afterwards (state, marks and warnings).
func expectRefusal(
    _ snapshot: StringSnapshot, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout StringSnapshot) throws -> Void
) {
    var copy = snapshot
    do {
        try body(&copy)
        Issue.record("expected the call to throw: \(message)", sourceLocation: sourceLocation)
    } catch let error as SnapshotError {
        #expect(error.description == message, sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected a SnapshotError, got \(error)", sourceLocation: sourceLocation)
    }
    copy._checkInvariants()
    #expect(copy == snapshot, "a refused call changed the snapshot", sourceLocation: sourceLocation)
    #expect(layout(copy) == layout(snapshot), sourceLocation: sourceLocation)
    #expect(copy.warnings == snapshot.warnings, sourceLocation: sourceLocation)
    #expect(copy.reloadedItemIdentifiers == snapshot.reloadedItemIdentifiers, sourceLocation: sourceLocation)
    #expect(copy.reloadedSectionIdentifiers == snapshot.reloadedSectionIdentifiers, sourceLocation: sourceLocation)
}
