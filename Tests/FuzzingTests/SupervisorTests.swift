import Foundation
import Fuzzing
import Testing
import Workloads

/// A stand-in worker: for each case it writes the start line, traps (SIGILL) in case 3, and writes
/// a record; run on a case file, it always traps.
let fakeWorker = Supervisor(
    executable: "/bin/sh", toolVersion: "test",
    batchArguments: { _, _, cases in
        let script = """
            for c in "$@"; do
              printf '{"start":%s}\\n' "$c"
              if [ "$c" = 3 ]; then echo "Fatal error: planted trap in case 3" >&2; kill -ILL $$; fi
              printf '{"record":{"caseIndex":%s,"operations":7,"timings":{"diff":0.5}}}\\n' "$c"
            done
            """
        return ["-c", script, "sh"] + cases.map(String.init)
    },
    caseFileArguments: { _ in ["-c", "echo 'Fatal error: planted trap' >&2; kill -ILL $$", "sh"] })

@Suite("The supervisor survives traps")
struct SupervisorTests {
    @Test("a planted trap is recorded, confirmed alone, shrunk, and the batch goes on after it")
    func plantedTrap() throws {
        var supervisor = fakeWorker
        supervisor.shrinkBudget = 8
        supervisor.context = ScenarioContext(steps: 20)
        let records = supervisor.runBatch(OperationsScenario.self, seed: 1, cases: [0, 1, 2, 3, 4, 5])
        #expect(records.map(\.caseIndex).sorted() == [0, 1, 2, 3, 4, 5])
        let trapped = try #require(records.first { $0.caseIndex == 3 })
        let crash = try #require(trapped.crash)
        #expect(crash.kind == .trap)
        #expect(crash.message.hasPrefix("trap: killed by signal 4 (SIGILL)"), "\(crash.message)")
        #expect(crash.message.contains("Fatal error: planted trap"))
        let operations = try #require(crash.case.value(of: OperationsScenario.self)).steps
        #expect(operations.count < 20, "shrunk through children")
        #expect(records.filter { $0.caseIndex != 3 }.allSatisfy { $0.crash == nil && $0.operations == 7 && $0.timings.diff == 0.5 })
    }

    @Test("a worker that cannot start is a trap per case, not a hang")
    func missingExecutable() {
        var supervisor = fakeWorker
        supervisor.executable = "/nonexistent/diffbench"
        supervisor.shrinkBudget = 0
        supervisor.context = ScenarioContext(steps: 5)
        let records = supervisor.runBatch(OperationsScenario.self, seed: 1, cases: [0, 1])
        #expect(records.count == 2)
        #expect(records.allSatisfy { $0.crash?.message.contains("cannot start") == true })
    }
}
