import ArgumentParser
import ApplyPipeline
import Benchmarking
import Diffing
import Foundation
import Dispatch
import JemallocProbe
import Workloads
import DiffBenchSupport

/// `diffbench run`: runs the benchmark matrix, prints what it measured and records it in Results/runs/.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the benchmark matrix, print it, and record it under Results/runs/.",
        discussion: """
            Cases: build (appending N Int items to one section), diff (each differ on churn pairs), \
            validate (the headless view checking our differ's update) and pipeline (a stream of \
            snapshots through the data source with 1…N diff workers); with --trace, your trace's \
            consecutive pairs through each differ and the trace through the pipeline; with --profile \
            soak, a 1,000-item list through a million applies. Times are judged against a floor \
            measured interleaved in the same process: a reserved Dictionary build (+ one lookup pass \
            for diffs) over the same identifiers. Differs registered with DiffBench.main(differs:) \
            run beside the built-ins. See README.md for every column and field.
            """)

    @OptionGroup var matrix: MatrixOptions

    @Option(help: "Where to write the run's JSON (default Results/runs/<date>-<sha>-<profile>.json).")
    var output: String?

    @Flag(help: "Print only; write no JSON file.")
    var noRecord = false

    @Option(help: "Run the matrix this many times and record, per case, the median run (for baselines).")
    var runs: Int = 1

    @Flag(help: "Also count each case's instructions under valgrind's callgrind (one child per case; the pipeline and soak are not counted), with each case's hottest functions.")
    var instructions = false

    @Flag(help: "Run sizes whose estimated peak memory exceeds what this machine has available (refused otherwise, with the largest size that fits).")
    var allowLargeSizes = false

    @Option(help: ArgumentHelp(
        "With --instructions: keep each case's callgrind output in this folder (callgrind.out.CASE, for callgrind_annotate, KCachegrind or QCachegrind).",
        valueName: "dir"))
    var keepProfiles: String?

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1, e.g. --runs 3") }
        if keepProfiles != nil && !instructions { throw ValidationError("--keep-profiles keeps callgrind's files: add --instructions") }
    }

    func run() throws {
        let plan = try matrix.plan()
        if let trace = plan.trace, !trace.skippedLines.isEmpty {
            print("trace \(trace.name): lines \(trace.skippedLines.map(String.init).joined(separator: ", ")) would crash UIKit (repeated identifiers) and are left out")
        }
        try checkOutputPaths()
        let memory = try checkMemory(plan)
        let started = Date()
        print("diffbench \(DiffBenchVersion.current) run: profile \(plan.profile), sizes \(plan.sizes), \(plan.repetitions) repetitions; \(memory)")
        let git = GitInfo.current()
        let result = try MatrixRunner.run(plan, matrixArguments: matrix.arguments, runs: runs, instructions: instructions, keepProfiles: keepProfiles, started: started, git: git)
        print(RunTables.render(result))
        print("")
        print(Headline(result).lines.joined(separator: "\n"))
        if noRecord { return }
        let path = output ?? Self.defaultOutput(started: started, git: git, profile: plan.profile)
        try ResultFiles.write(result, to: path)
        print("recorded \(path)")
    }

    /// Where the run is recorded without `--output`.
    static func defaultOutput(started: Date, git: GitInfo?, profile: String) -> String {
        "Results/runs/\(ResultDates.fileStamp(started))-\(git?.shortCommit ?? "nogit")-\(profile).json"
    }

    /// Refuses (exit 2, before anything is allocated) a plan whose estimated peak memory exceeds
    /// what the machine has available, with the estimate and the largest size that fits, unless
    /// `--allow-large-sizes`; returns the estimate in words for the run's first line.
    func checkMemory(_ plan: BenchmarkPlan) throws -> String {
        let estimate = MemoryModel.estimate(plan), available = MachineMemory.availableBytes()
        let summary = "estimated peak memory \(MemoryModel.describe(bytes: estimate.peakBytes)) of \(MemoryModel.describe(bytes: available)) available"
        guard estimate.peakBytes > available else { return summary }
        let sizes = plan.sizes.map { RecordedCount.grouped($0) }.joined(separator: ",")
        if allowLargeSizes {
            FileHandle.standardError.write(Data("warning: --allow-large-sizes: \(summary) (\(estimate)); the system may kill the run\n".utf8))
            return summary
        }
        let fits = MemoryModel.largestFittingSize(plan, available: available).map { "the largest size that fits is \(RecordedCount.grouped($0))" }
            ?? "no size fits with --stream-length \(plan.streamLength)"
        throw BadInput("sizes \(sizes) need an estimated \(MemoryModel.describe(bytes: estimate.peakBytes)) at the peak (\(estimate)), "
            + "and this machine has \(MemoryModel.describe(bytes: available)) available: \(fits). Pass --allow-large-sizes to run it anyway.")
    }

    /// Every path the run will write, checked before its first case (exit 2, one line each).
    func checkOutputPaths() throws {
        if !noRecord { try WritablePath.check(file: output ?? "Results/runs/run.json", option: output == nil ? "the run (Results/runs/)" : "--output") }
        if let keepProfiles { try WritablePath.check(directory: keepProfiles, option: "--keep-profiles") }
    }
}
