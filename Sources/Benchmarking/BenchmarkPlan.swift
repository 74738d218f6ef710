import DiffableSnapshots
import Diffing
import Workloads

/// The kinds of case a run can hold.
public enum BenchmarkPart: String, Sendable, Hashable, CaseIterable {
    /// Building snapshots from arrays.
    case build
    /// Diffs and their validation, per differ.
    case diff
    /// Streams of applies through the data source.
    case pipeline
    /// Many applies into one data source, memory watched.
    case soak
    /// A recorded trace's consecutive pairs and its applies.
    case trace
    /// Open-loop updates at fixed rates.
    case load
}

/// What a run measures.
public struct BenchmarkPlan: Sendable {
    /// The profile's name (`quick`, `full`, …, `custom` when flags changed it).
    public var profile: String
    /// Which kinds of case run.
    public var parts: Set<BenchmarkPart>
    /// Item counts measured.
    public var sizes: [Int]
    /// The differs measured.
    public var differs: [any Differ]
    /// Section counts for the standard churn cases.
    public var sections: [Int]
    /// Churn shapes; `standard` runs at every size and section count, the others at the largest
    /// size in one section.
    public var shapes: [ChurnShape]
    /// The identifier types measured.
    public var ids: [IdentifierType]
    /// Identifier types measured beside `ids` on the standard churn only, with our differ alone (one
    /// thread and split) against the floor: what the quick and million profiles add so that the gate
    /// covers the String and UUID fast paths without tripling every peer's cases. `--ids` clears it.
    public var standardChurnIDs: [IdentifierType] = []
    /// Diff worker counts for the pipeline cases.
    public var workers: [Int]
    /// Repetitions per case (the minimum and median are kept).
    public var repetitions: Int
    /// Snapshots per pipeline stream.
    public var streamLength: Int
    /// The soak case's shape (`soak` part).
    public var soak = SoakPlan()
    /// The derived soak's shape (`soak` part, after the soak case): nil leaves it out.
    public var derivedSoak: DerivedSoakPlan? = DerivedSoakPlan()
    /// The open-loop load's shape (`load` part): `sizes` and `workers` above apply to it too.
    public var load = LoadPlan()
    /// A user's trace as the workload (`trace` part): its consecutive pairs are diffed, and it is
    /// streamed through the pipeline.
    public var trace: TraceWorkload?

    /// The named profiles: `quick` (10k and 100k, the default), `full` (up to 1M), `million` (1M
    /// only), `soak` (a 1,000-item list through a million applies), `load` (open-loop updates at fixed
    /// rates: latency against rate, and the highest rate within a frame).
    public static func named(_ name: String, differs: [any Differ] = DifferRegistry.builtIns) -> BenchmarkPlan? {
        let peers = differs.filter { $0.name != "reference" }
        var plan = BenchmarkPlan(
            profile: name, parts: [.build, .diff, .pipeline], sizes: [], differs: peers,
            sections: [1, 100], shapes: ChurnShape.allCases, ids: [.int], workers: [1, 2], repetitions: 5, streamLength: 30)
        switch name {
        case "quick":
            plan.sizes = [10_000, 100_000]
            plan.standardChurnIDs = [.string, .uuid]
        case "full":
            plan.sizes = [10_000, 100_000, 1_000_000]
            plan.standardChurnIDs = [.string, .uuid]
        case "million":
            plan.sizes = [1_000_000]
            plan.standardChurnIDs = [.string, .uuid]
        case "soak":
            plan.parts = [.soak]
            plan.sizes = [plan.soak.items]
        case "load":
            plan.parts = [.load]
            plan.sizes = [10_000, 100_000, 1_000_000]
        default: return nil
        }
        return plan
    }

    /// The profiles `named` knows.
    public static let profiles = ["quick", "full", "million", "soak", "load"]

    /// Peers too slow for large inputs run only up to these sizes; the cap is recorded, never silent.
    public static let sizeCaps: [String: Int] = ["stdlib-myers": 20_000, "reference": 2_000]
}

/// A user's trace as a workload: its snapshots, in order, with the app's own string identifiers.
public struct TraceWorkload: Sendable {
    /// A short name for case ids (the file's base name).
    public var name: String
    /// The trace's snapshots, in order.
    public var snapshots: [DiffableSnapshot<String, String>]
    /// Lines whose snapshot would crash UIKit (a repeated identifier): left out of the workload.
    public var skippedLines: [Int]

    /// The workload of a trace's steps; steps whose snapshot does not build are skipped and listed.
    public init(name: String, steps: [(line: Int, step: TraceStep)]) {
        self.name = name
        var snapshots: [DiffableSnapshot<String, String>] = [], skipped: [Int] = []
        for (line, step) in steps {
            if let snapshot = try? step.snapshot() { snapshots.append(snapshot) } else { skipped.append(line) }
        }
        self.snapshots = snapshots
        skippedLines = skipped
    }
}
