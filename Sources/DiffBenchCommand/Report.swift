import ArgumentParser
import Benchmarking
import Foundation

/// `diffbench report [RUN.json …] [--history DIR]`: renders runs into a self-contained HTML page that
/// leads with its verdict.
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a run into a self-contained HTML report (inline SVG, no scripts) that leads with its verdict.",
        discussion: """
            The first screen says, in words and one chart: the largest diff's time against its floor \
            and against the other differs of the run, whether moves are minimal, pipeline scaling, and \
            the gate's verdict against the baseline with the worst case named. Then the history (with \
            --history DIR: the headline cases' instructions and time vs floor across the recorded runs \
            in commit order, so the commit that brought a regression shows as a step), the comparison \
            with the baseline, and every chart; cases not run last. With two run files, the first is \
            the baseline; with one, --baseline (Results/baseline.json when it exists); with none, the \
            newest run of --history.
            """)

    @Argument(help: ArgumentHelp("A run file, or a baseline and a run file.", valueName: "run.json"))
    var runs: [String] = []

    @Option(help: "The baseline to gate against when one run file is given (default Results/baseline.json, when it exists; 'none' for none).")
    var baseline: String?

    @Option(help: "A directory of recorded runs (e.g. Results/runs) to draw as history, in commit order.")
    var history: String?

    @Option(help: "Where to write the page.")
    var output: String = "Results/report.html"

    @OptionGroup(title: "Tolerances (as gate's: give the report the gate's flags and both give one verdict)")
    var limits: GateToleranceOptions

    func validate() throws {
        guard runs.count <= 2 else { throw ValidationError("give one run file, or a baseline and a run file, e.g. diffbench report Results/baseline.json Results/runs/NEW.json") }
        guard !runs.isEmpty || history != nil else { throw ValidationError("give a run file or --history DIR, e.g. diffbench report --history Results/runs") }
    }

    func run() throws {
        try WritablePath.check(file: output, option: "--output")
        var unreadable = 0
        var recorded: [RunResult] = []
        if let history {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: history)) ?? []
            guard !names.isEmpty else { throw BadInput("--history \(history) holds no run files") }
            for name in names.sorted() where name.hasSuffix(".json") {
                do { recorded.append(try ResultFiles.read((history as NSString).appendingPathComponent(name))) } catch {
                    unreadable += 1
                    FileHandle.standardError.write(Data("error: \(error) (left out of the history)\n".utf8))
                }
            }
            recorded = GitInfo.commitOrder(recorded)
        }
        let files = try runs.map { path throws(ResultFileError) in try ResultFiles.read(path) }
        guard let run = files.last ?? recorded.last else { throw BadInput("no readable run to report") }
        var base: RunResult? = files.count == 2 ? files[0] : nil
        if base == nil, baseline != "none" {
            let path = baseline ?? "Results/baseline.json"
            if baseline != nil || FileManager.default.fileExists(atPath: path) { base = try ResultFiles.read(path) }
        }
        let tolerances = try limits.tolerances()
        let html = HTMLReport.render(run: run, baseline: base, history: recorded, tolerances: tolerances)
        let url = URL(fileURLWithPath: output)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(html.utf8).write(to: url, options: .atomic)
        } catch {
            throw BadInput("cannot write --output \(output): \((error as NSError).localizedDescription)")
        }
        print(Headline(run, gate: base.map { Gate.compare(baseline: $0, current: run, tolerances: tolerances) }).lines.joined(separator: "\n"))
        print("wrote \(output)")
        if unreadable > 0 { throw ExitCode(ExitStatus.badInput) }
    }
}
