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

/// Runs `body` on a copy of `value`, expects it to throw an `E` whose text is exactly `message`, and
/// expects the copy to be unchanged afterwards (`same` compares what must not move).
func expectRefusal<Value, E: Error & CustomStringConvertible>(
    _ value: Value, _ message: String, as _: E.Type, same: (Value, Value) -> Bool, sourceLocation: SourceLocation,
    _ body: (inout Value) throws -> Void
) -> Value {
    var copy = value
    do {
        try body(&copy)
        Issue.record("expected the call to throw: \(message)", sourceLocation: sourceLocation)
    } catch let error as E {
        #expect(error.description == message, sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected a \(E.self), got \(error)", sourceLocation: sourceLocation)
    }
    #expect(same(copy, value), "a refused call changed its receiver", sourceLocation: sourceLocation)
    return copy
}

/// `expectRefusal` for snapshots: state, layout, marks and warnings must all stay.
func expectRefusal(
    _ snapshot: StringSnapshot, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout StringSnapshot) throws -> Void
) {
    let copy = expectRefusal(snapshot, message, as: SnapshotError.self, same: { a, b in
        a == b && layout(a) == layout(b) && a.warnings == b.warnings
            && a.reloadedItemIdentifiers == b.reloadedItemIdentifiers && a.reloadedSectionIdentifiers == b.reloadedSectionIdentifiers
    }, sourceLocation: sourceLocation, body)
    copy._verifyInvariants()
}
