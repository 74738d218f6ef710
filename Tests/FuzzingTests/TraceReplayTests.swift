import Fuzzing
import Testing
import Workloads

@Suite("Trace replay")
struct TraceReplayTests {
    @Test("a clean main-queue trace applies every step and reports its diffs")
    func cleanTrace() throws {
        let steps = try Trace.parse("""
            {"sections": [{"id": "S", "items": ["a", "b"]}]}
            // a comment line
            {"sections": [{"id": "S", "items": ["b", "a", "c"]}], "reloaded": ["a"]}
            """)
        let reports = TraceReplay.replay(steps)
        #expect(reports.map(\.outcome) == ["applied", "applied"])
        #expect(reports.map(\.line) == [1, 3])
        #expect(reports[1].itemsChanged == 2)  // one move, one insert
        #expect(reports.allSatisfy { !$0.crashes })
    }

    @Test("duplicates crash with UIKit's text; a main apply after a background one meets it in flight")
    func crashes() throws {
        let steps = try Trace.parse("""
            {"sections": [{"id": "S", "items": ["a", "a"]}]}
            {"sections": [{"id": "S", "items": ["a"]}], "queue": "network"}
            {"sections": [{"id": "S", "items": ["a", "b"]}], "queue": "main"}
            """)
        let reports = TraceReplay.replay(steps)
        #expect(reports[0].crashes && reports[0].outcome == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}")
        #expect(!reports[1].crashes && reports[1].outcome == "applied")
        #expect(reports[2].crashes && reports[2].outcome.hasPrefix("Deadlock detected: calling this method on the main queue with outstanding async updates"))
        #expect(reports[2].warnings.contains { $0.hasPrefix("Warning: applying updates in a non-thread confined manner") })
    }
}
