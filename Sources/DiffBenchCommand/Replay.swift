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
            time. Exit 1 when some step would crash UIKit. Format: the Replaying a trace article (DiffBenchCommand.docc/ReplayingATrace.md).
            """)

    @Argument(help: ArgumentHelp("The trace file (JSON Lines).", valueName: "trace.jsonl"))
    var trace: String

    @OptionGroup(title: "Verdict output") var output: VerdictOptions

    func run() throws {
        try output.checkPaths()
        let steps = try Trace.load(trace)
        let reports = TraceReplay.replay(steps)
        let rows = reports.map { report in
            [String(report.line), report.queue, report.crashes ? "CRASH" : "ok",
             report.diffMilliseconds.map { String(format: "%.3f", $0) } ?? "-",
             report.itemsChanged.map(String.init) ?? "-", report.outcome]
        }
        output.say(RunTables.table(["line", "queue", "verdict", "diff ms", "changes", "outcome"], rows))
        for report in reports {
            for warning in report.warnings { output.say("line \(report.line) would log: \(warning)") }
        }
        let crashes = reports.filter(\.crashes).count
        output.say("replayed \(reports.count) steps: \(crashes) would crash UIKit, \(reports.reduce(0) { $0 + $1.warnings.count }) warnings")
        let status = crashes > 0 ? ExitStatus.problem : ExitStatus.clean
        try output.emit(.replay(trace: trace, reports: reports, exitStatus: status))
        if status != ExitStatus.clean { throw ExitCode(status) }
    }
}

extension TraceError: LocalizedError {
    public var errorDescription: String? { description }
}
