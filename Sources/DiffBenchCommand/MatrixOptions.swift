import ArgumentParser
import Benchmarking
import Diffing
import Foundation
import Workloads

/// The options that shape a benchmark plan: `run` takes them, and passes them on to the children
/// that count instructions, so both build the same plan.
struct MatrixOptions: ParsableArguments {
    @Option(help: "quick (10k, 100k; the default, under 2 minutes), full (up to 1M), million (1M only), soak (1,000 items, 1,000,000 applies) or load (open-loop updates at 10–120 Hz into 10k, 100k and 1M items; under 10 minutes).")
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

    @Option(help: "Comma-separated churn shapes: standard, append, reverse, shuffle, few, dkmix (DifferenceKit's benchmark mix) (default: all).")
    var churn: String?

    @Option(help: "Comma-separated identifier types for the diff cases: int, string, uuid (default int; the quick, full and million profiles add string and uuid on the standard churn, linear only, one thread and split).")
    var ids: String?

    @Option(help: "Comma-separated diff worker counts for the pipeline cases (default 1,2).")
    var workers: String?

    @Option(help: "Repetitions of each timing (default 5); tables show the minimum and the median.")
    var repetitions: Int?

    @Option(help: "Snapshots in the pipeline's stream (default 30).")
    var streamLength: Int?

    @Option(help: "Comma-separated update rates in Hz for the load profile (default 10,30,60,120).")
    var rates: String?

    @Option(help: "Comma-separated churn per update for the load profile, in percent (default 1,10).")
    var loadChurn: String?

    @Option(help: "The fewest updates a load case or probe submits (default 20; with fewer than 100, p99 is the slowest update).")
    var loadUpdates: Int?

    @Option(help: "Comma-separated load workloads: rebuilt (snapshots built from scratch), derived (taken from the data source, edited, applied) (default both).")
    var loadWorkloads: String?

    func validate() throws {
        _ = try plan(loadingTrace: false)
    }

    /// The plan these options describe; with `loadingTrace`, the trace is read (a typed error when it
    /// cannot be: bad input).
    func plan(loadingTrace: Bool = true) throws -> BenchmarkPlan {
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
        if let ids = try list(ids, "ids", example: "int,string,uuid", { IdentifierType(rawValue: $0) }) {
            plan.ids = ids
            plan.standardChurnIDs = []
        }
        if let workers = try list(workers, "workers", example: "1,2", positive) { plan.workers = workers }
        let rate: (String) -> Double? = { Double($0).flatMap { $0 > 0 && $0 <= 10_000 ? $0 : nil } }
        if let rates = try list(rates, "rates", example: "10,30,60,120", rate) { plan.load.rates = rates }
        let share: (String) -> Double? = { Double($0).flatMap { $0 > 0 && $0 <= 50 ? $0 / 100 : nil } }
        if let churns = try list(loadChurn, "load-churn", example: "1,10", share) { plan.load.churns = churns }
        if let workloads = try list(loadWorkloads, "load-workloads", example: "rebuilt,derived", { LoadWorkload(rawValue: $0) }) {
            plan.load.workloads = workloads
        }
        if let loadUpdates {
            guard loadUpdates >= 2 else { throw ValidationError("--load-updates must be at least 2, e.g. --load-updates 100") }
            plan.load.minimumSubmissions = loadUpdates
        }
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
        if let trace, loadingTrace {
            let workload = TraceWorkload(name: (trace as NSString).lastPathComponent.replacingOccurrences(of: ".jsonl", with: ""), steps: try Trace.load(trace))
            guard workload.snapshots.count >= 2 else {
                throw BadInput("\(trace) holds fewer than two snapshots that build (lines \(workload.skippedLines) repeat identifiers); `diffbench replay \(trace)` shows why")
            }
            plan.trace = workload
            plan.sizes = [workload.snapshots.map(\.numberOfItems).max() ?? 0]
        }
        return plan
    }

    /// The same options as arguments, for a child.
    var arguments: [String] {
        var result = ["--profile", profile]
        func add(_ name: String, _ value: String?) { if let value { result += ["--\(name)", value] } }
        add("trace", trace)
        add("soak-applies", soakApplies.map(String.init))
        add("sizes", sizes)
        add("differs", differs)
        add("sections", sections)
        add("churn", churn)
        add("ids", ids)
        add("workers", workers)
        add("repetitions", repetitions.map(String.init))
        add("stream-length", streamLength.map(String.init))
        add("rates", rates)
        add("load-churn", loadChurn)
        add("load-updates", loadUpdates.map(String.init))
        add("load-workloads", loadWorkloads)
        return result
    }
}
