import DiffableSnapshots
import Diffing
import Workloads

/// What a run measures.
public struct BenchmarkPlan: Sendable {
    public var profile: String
    public var sizes: [Int]
    public var differs: [any Differ]
    /// Section counts for the standard churn cases.
    public var sections: [Int]
    /// Churn shapes; `standard` runs at every size and section count, the others at the largest
    /// size in one section.
    public var shapes: [ChurnShape]
    public var ids: [IdentifierType]
    public var workers: [Int]
    public var repetitions: Int
    public var streamLength: Int

    /// The named profiles: `quick` (10k and 100k, the default), `full` (up to 1M), `million` (1M only).
    public static func named(_ name: String) -> BenchmarkPlan? {
        let sizes: [Int]
        switch name {
        case "quick": sizes = [10_000, 100_000]
        case "full": sizes = [10_000, 100_000, 1_000_000]
        case "million": sizes = [1_000_000]
        default: return nil
        }
        return BenchmarkPlan(
            profile: name, sizes: sizes, differs: [LinearDiffer(), OrderedSetDiffer(), CollectionDifferenceDiffer()],
            sections: [1, 100], shapes: ChurnShape.allCases, ids: [.int], workers: [1, 2], repetitions: 5, streamLength: 30)
    }

    /// Differs a plan can name.
    public static let differsByName: [String: any Differ] = [
        "linear": LinearDiffer(), "orderedset": OrderedSetDiffer(),
        "stdlib-myers": CollectionDifferenceDiffer(), "reference": ReferenceDiffer(),
    ]
    /// Peers too slow for large inputs run only up to these sizes; the cap is recorded, never silent.
    public static let sizeCaps: [String: Int] = ["stdlib-myers": 20_000, "reference": 2_000]
}

/// Runs a plan and returns its cases.
public enum BenchmarkMatrix {
    /// Runs every case of `plan`; `progress(done, total, caseID)` is called before each case.
    public static func run(
        _ plan: BenchmarkPlan, memory: any MemoryProbe, progress: (Int, Int, String) -> Void
    ) -> (cases: [CaseResult], capped: [String]) {
        var diffCases: [(ChurnShape, Int, Int)] = []
        for n in plan.sizes { for sections in plan.sections where plan.shapes.contains(.standard) { diffCases.append((.standard, n, sections)) } }
        for shape in plan.shapes where shape != .standard { diffCases.append((shape, plan.sizes.max()!, 1)) }
        let pipelineSize = min(plan.sizes.max()!, 100_000)
        let total = plan.sizes.count + diffCases.count * plan.differs.count * plan.ids.count + plan.workers.count
        var done = 0
        var cases: [CaseResult] = []
        var capped: [String] = []

        for n in plan.sizes {
            let id = "build/int/n\(n)"
            progress(done, total, id); done += 1
            let m = SnapshotBuildBenchmark.measure(n: n, repetitions: plan.repetitions, memory: memory)
            var result = CaseResult(id: id, kind: "build", n: n, sections: 1, ids: "int", timing: m.build, peakResidentBytes: peakResidentBytes())
            result.floorRatio = m.floorRatio
            result.bytesAllocated = m.bytesHeld
            result.editOneSeconds = m.insertOrDeleteOneSeconds
            result.moveOneSeconds = m.moveOneSeconds
            cases.append(result)
        }
        for ids in plan.ids {
            for (shape, n, sections) in diffCases {
                var generator = SnapshotPairGenerator(seed: 42)
                let pair = generator.shaped(shape, n: n, sections: sections)
                for differ in plan.differs {
                    let id = "diff/\(differ.name)/\(shape.rawValue)/n\(n)/s\(sections)/\(ids.rawValue)"
                    progress(done, total, id); done += 1
                    if let cap = BenchmarkPlan.sizeCaps[differ.name], n > cap {
                        capped.append("\(id): not run (\(differ.name) is capped at n ≤ \(cap))")
                        continue
                    }
                    let m = ids.accept(DiffCaseVisitor(differ: differ, pair: pair, shape: shape, repetitions: plan.repetitions, memory: memory))
                    cases += diffCaseResults(m, differ: differ.name, ids: ids)
                }
            }
        }
        var streamGenerator = SnapshotPairGenerator(seed: 42)
        let stream = streamGenerator.stream(n: pipelineSize, count: plan.streamLength)
        var firstThroughput: Double?
        for workers in plan.workers {
            let id = "pipeline/linear/standard/n\(pipelineSize)/w\(workers)"
            progress(done, total, id); done += 1
            let m = PipelineBenchmark.measure(workers: workers, stream: stream, memory: memory)
            firstThroughput = firstThroughput ?? m.appliesPerSecond
            var result = CaseResult(
                id: id, kind: "pipeline", n: pipelineSize, sections: 1, ids: "int",
                timing: TimingSummary(samples: [m.seconds / Double(max(m.applies, 1))]), peakResidentBytes: peakResidentBytes())
            result.differ = "linear"
            result.churn = ChurnShape.standard.rawValue
            result.workers = workers
            result.appliesPerSecond = m.appliesPerSecond
            result.applyQueueSecondsPerApply = m.applyQueueSecondsPerApply
            result.diffSecondsPerApply = m.diffSecondsPerApply
            result.latencyP50Seconds = m.latencyP50Seconds
            result.latencyP99Seconds = m.latencyP99Seconds
            result.scaling = m.appliesPerSecond / firstThroughput!
            result.bytesAllocated = m.bytesRetained
            result.roundTrips = m.endedOnLast
            cases.append(result)
        }
        progress(done, total, "")
        return (cases, capped)
    }

    /// A diff case, and for our differ the validation of its update as a case of its own.
    static func diffCaseResults(_ m: DiffMeasurement, differ: String, ids: IdentifierType) -> [CaseResult] {
        let suffix = "\(m.shape.rawValue)/n\(m.n)/s\(m.sections)/\(ids.rawValue)"
        var diff = CaseResult(id: "diff/\(differ)/\(suffix)", kind: "diff", n: m.n, sections: m.sections, ids: ids.rawValue, timing: m.diff, peakResidentBytes: peakResidentBytes())
        diff.differ = differ
        diff.churn = m.shape.rawValue
        diff.floorRatio = m.floorRatio
        diff.coldFloorRatio = m.coldFloorRatio
        diff.bytesAllocated = m.bytesAllocated
        diff.moves = m.moves
        diff.minimalMoves = m.minimalMoves
        diff.roundTrips = m.roundTrips
        guard differ == "linear" else { return [diff] }
        var validate = CaseResult(id: "validate/\(differ)/\(suffix)", kind: "validate", n: m.n, sections: m.sections, ids: ids.rawValue, timing: m.validate, peakResidentBytes: diff.peakResidentBytes)
        validate.differ = differ
        validate.churn = m.shape.rawValue
        validate.floorRatio = m.validate.min / m.floor.min
        validate.roundTrips = m.roundTrips
        validate.bytesAllocated = m.validateBytesAllocated
        return [diff, validate]
    }
}

/// Measures a diff case over the identifier type it is visited with.
struct DiffCaseVisitor: IdentifierVisitor {
    let differ: any Differ
    let pair: ChurnPair<Int>
    let shape: ChurnShape
    let repetitions: Int
    let memory: any MemoryProbe

    func visit<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        section: @escaping (Int) -> SectionID, item: @escaping (Int) -> ItemID
    ) -> DiffMeasurement {
        DiffBenchmark.measure(differ, on: pair.mapped(item), shape: shape, repetitions: repetitions, memory: memory)
    }
}
