import ArgumentParser
import Benchmarking
import Foundation

/// `diffbench report RUN.json [RUN2.json]`: renders runs into a self-contained HTML page.
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render one run (or a comparison of two) into a self-contained HTML report with SVG charts.",
        discussion: "Charts: diff time vs n per differ (log-log), time relative to the floor, bytes per item, pipeline throughput vs workers, latency percentiles; with two runs, a case-by-case comparison (the first is the baseline).")

    @Argument(help: ArgumentHelp("One run file, or two to compare (baseline first).", valueName: "run.json"))
    var runs: [String]

    @Option(help: "Where to write the page.")
    var output: String = "Results/report.html"

    func validate() throws {
        guard (1 ... 2).contains(runs.count) else { throw ValidationError("give one run file, or two to compare, e.g. diffbench report Results/baseline.json Results/runs/NEW.json") }
    }

    func run() throws {
        let results = try runs.map { path throws(ResultFileError) in try ResultFiles.read(path) }
        let html = HTMLReport.render(results)
        let url = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(html.utf8).write(to: url, options: .atomic)
        print("wrote \(output)")
    }
}
