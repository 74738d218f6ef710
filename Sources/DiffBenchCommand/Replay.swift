import ArgumentParser
import Benchmarking
import Foundation
import Fuzzing
import Workloads

/// `diffbench replay TRACE`: replays an app's exported snapshots and says which would crash UIKit.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a JSON Lines trace of snapshots through the data source and headless view.",
        discussion: """
            Each line is one applied snapshot: {"sections": [{"id": "S", "items": ["a"]}], "reloaded": [...], \
            "reconfigured": [...], "reloadedSections": [...], "queue": "main" | LABEL, "reloadData": false}. \
            Reports, per step, what UIKit would crash with (exact text), what it would log, and the diff \
            time. Exit 1 when some step would crash UIKit. Format: README.md, "Replaying a trace".
            """)

    @Argument(help: ArgumentHelp("The trace file (JSON Lines).", valueName: "trace.jsonl"))
    var trace: String

    func run() throws {
        let steps = try Trace.load(trace)
        let reports = TraceReplay.replay(steps)
        let rows = reports.map { report in
            [String(report.line), report.queue, report.crashes ? "CRASH" : "ok",
             report.diffMilliseconds.map { String(format: "%.3f", $0) } ?? "-",
             report.itemsChanged.map(String.init) ?? "-", report.outcome]
        }
        print(RunTables.table(["line", "queue", "verdict", "diff ms", "changes", "outcome"], rows))
        for report in reports {
            for warning in report.warnings { print("line \(report.line) would log: \(warning)") }
        }
        let crashes = reports.filter(\.crashes).count
        print("replayed \(reports.count) steps: \(crashes) would crash UIKit, \(reports.reduce(0) { $0 + $1.warnings.count }) warnings")
        if crashes > 0 { throw ExitCode(ExitStatus.problem) }
    }
}

extension TraceError: LocalizedError {
    public var errorDescription: String? { description }
}
