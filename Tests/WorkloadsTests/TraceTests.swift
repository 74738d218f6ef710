import DiffableSnapshots
import Testing
import Workloads

@Suite("Reading traces")
struct TraceTests {
    @Test("a malformed line is a typed error naming the line; nothing is replayed")
    func malformed() {
        #expect(throws: TraceError.malformedLine(line: 2, reason: "missing \"sections\"")) {
            try Trace.parse("{\"sections\": []}\n{\"items\": []}")
        }
        #expect(throws: TraceError.malformedLine(line: 1, reason: "not valid JSON")) { try Trace.parse("{nope") }
        #expect(throws: TraceError.empty(path: "trace")) { try Trace.parse("// only a comment\n") }
    }

    @Test("a step builds its snapshot through UIKit's API: marks kept, a repeat refused with UIKit's text")
    func stepSnapshot() throws {
        let steps = try Trace.parse("""
            {"sections": [{"id": "S", "items": ["a", "b"]}, {"id": "T", "items": []}], "reloaded": ["b"], "reloadedSections": ["T"]}
            {"sections": [{"id": "S", "items": ["a", "a"]}]}
            """)
        let snapshot = try steps[0].step.snapshot()
        #expect(snapshot.sectionIdentifiers == ["S", "T"] && snapshot.itemIdentifiers == ["a", "b"])
        #expect(snapshot.reloadedItemIdentifiers == ["b"] && snapshot.reloadedSectionIdentifiers == ["T"])
        #expect(throws: SnapshotError.identifiersNotUnique(kind: .item, duplicates: ["a"])) { try steps[1].step.snapshot() }
    }
}
