import ArgumentParser
import Benchmarking
import Diffing
import Foundation
import JemallocProbe
import Workloads

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

    @Option(help: "quick (10k, 100k; the default, under 2 minutes), full (up to 1M), million (1M only) or soak (1,000 items, 1,000,000 applies).")
    var profile: String = "quick"

    @Option(help: "A JSON Lines trace (README, \"Replaying a trace\") to benchmark instead of generated churn: every consecutive pair with each differ, and the whole trace through the pipeline.")
    var trace: String?

    @Option(help: "Applies in the soak case (default 1,000,000).")
    var soakApplies: Int?

    @Option(help: "Comma-separated sizes, e.g. 1000,50000; overrides the profile's.")
    var sizes: String?

    @Option(help: "Comma-separated differs: linear, orderedset, stdlib-myers, reference, or any your executable registers.")
    var differs: String?

    @Option(help: "Comma-separated section counts for the standard churn cases (default 1,100).")
    var sections: String?

    @Option(help: "Comma-separated churn shapes: standard, append, reverse, shuffle, few (default: all).")
    var churn: String?

    @Option(help: "Comma-separated identifier types for the diff cases: int, string, uuid (default int).")
    var ids: String?

    @Option(help: "Comma-separated diff worker counts for the pipeline cases (default 1,2).")
    var workers: String?

    @Option(help: "Repetitions of each timing (default 5); tables show the minimum and the median.")
    var repetitions: Int?

    @Option(help: "Snapshots in the pipeline's stream (default 30).")
    var streamLength: Int?

    @Option(help: "Where to write the run's JSON (default Results/runs/<date>-<sha>-<profile>.json).")
    var output: String?

    @Flag(help: "Print only; write no JSON file.")
    var noRecord = false

    @Option(help: "Run the matrix this many times and record, per case, the median run (for baselines).")
    var runs: Int = 1

    func validate() throws {
        _ = try plan()
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1, e.g. --runs 3") }
    }

    func plan() throws -> BenchmarkPlan {
        let registry = Registered.registry
        guard var plan = BenchmarkPlan.named(profile, differs: registry.differs) else {
            throw ValidationError("unknown profile '\(profile)'; choose \(BenchmarkPlan.profiles.joined(separator: ", "))")
        }
        func list<T>(_ text: String?, _ option: String, example: String, _ parse: (String) -> T?) throws -> [T]? {
            guard let text else { return nil }
            let parsed = text.split(separator: ",").map { parse(String($0).trimmingCharacters(in: .whitespaces)) }
            guard !parsed.isEmpty, parsed.allSatisfy({ $0 != nil }) else {
                throw ValidationError("--\(option) takes a comma-separated list, e.g. --\(option) \(example)")
            }
            return parsed.map { $0! }
        }
        let positive: (String) -> Int? = { Int($0).flatMap { $0 >= 1 ? $0 : nil } }
        if let sizes = try list(sizes, "sizes", example: "1000,100000", positive) { plan.sizes = sizes; plan.profile = "custom" }
        if let differs = try list(differs, "differs", example: "linear,orderedset", { registry.differ(named: $0) }) { plan.differs = differs }
        if let sections = try list(sections, "sections", example: "1,100", positive) { plan.sections = sections }
        if let shapes = try list(churn, "churn", example: "standard,reverse", { ChurnShape(rawValue: $0) }) { plan.shapes = shapes }
        if let ids = try list(ids, "ids", example: "int,string,uuid", { IdentifierType(rawValue: $0) }) { plan.ids = ids }
        if let workers = try list(workers, "workers", example: "1,2", positive) { plan.workers = workers }
        if let repetitions {
            guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1, e.g. --repetitions 5") }
            plan.repetitions = repetitions
        }
        if let soakApplies {
            guard soakApplies >= 10 else { throw ValidationError("--soak-applies must be at least 10, e.g. --soak-applies 1000000") }
            plan.soak.applies = soakApplies
        }
        if trace != nil {
            plan.parts = [.trace]
            plan.profile = "trace"
        }
        if let streamLength {
            guard streamLength >= 2 else { throw ValidationError("--stream-length must be at least 2, e.g. --stream-length 30") }
            plan.streamLength = streamLength
        }
        return plan
    }

    func run() throws {
        var plan = try plan()
        if let trace {
            let workload = TraceWorkload(name: (trace as NSString).lastPathComponent.replacingOccurrences(of: ".jsonl", with: ""), steps: try Trace.load(trace))
            guard workload.snapshots.count >= 2 else {
                throw BadInput("\(trace) holds fewer than two snapshots that build (lines \(workload.skippedLines) repeat identifiers); `diffbench replay \(trace)` shows why")
            }
            if !workload.skippedLines.isEmpty {
                print("trace \(trace): lines \(workload.skippedLines.map(String.init).joined(separator: ", ")) would crash UIKit (repeated identifiers) and are left out")
            }
            plan.trace = workload
            plan.sizes = [workload.snapshots.map(\.numberOfItems).max() ?? 0]
        }
        let started = Date()
        print("diffbench \(DiffBenchVersion.current) run: profile \(plan.profile), sizes \(plan.sizes), \(plan.repetitions) repetitions")
        let progress = ProgressBar()
        let git = GitInfo.current()
        let toolchain = GitInfo.toolchain()
        let results = (0 ..< runs).map { _ in
            let (cases, capped) = BenchmarkMatrix.run(plan, memory: JemallocStatistics()) { progress.show(done: $0, total: $1, label: $2) }
            return RunResult(
                toolVersion: DiffBenchVersion.current, profile: plan.profile, startedAt: ResultDates.iso8601(started),
                commit: git?.commit, dirty: git?.dirty, machine: MachineInfo.current(), toolchain: toolchain,
                repetitions: plan.repetitions, cases: cases, capped: capped)
        }
        let result = RunResult.median(of: results)
        print(RunTables.render(result))
        if noRecord { return }
        let path = output ?? "Results/runs/\(ResultDates.fileStamp(started))-\(git?.shortCommit ?? "nogit")-\(plan.profile).json"
        try ResultFiles.write(result, to: path)
        print("recorded \(path)")
    }
}
