import DiffBenchSupport
import DiffableSnapshots
import Diffing
import HeadlessViews
import Workloads

/// One case a plan holds, before it runs: its id, how to measure it (timings against the floor,
/// memory), and each result's operation alone, prepared and run once (what instruction counting
/// brackets). A diff case of our differ yields two results, the diff and the view's validation.
public struct PlannedCase: Sendable {
    public let id: CaseID
    /// The part of the plan the case belongs to.
    public let part: BenchmarkPart
    /// Why the case is not run, when it is capped.
    public let cappedBecause: String?
    let measure: @Sendable (any MemoryProbe) -> [CaseResult]
    /// Per result id: prepares the inputs (not counted) and returns the operation to count. Empty for
    /// cases whose instruction count is not stable (the pipeline, the soak).
    public let operations: [(id: CaseID, prepare: @Sendable () -> @Sendable () -> Void)]
}

/// Runs a plan and returns its cases.
public enum BenchmarkMatrix {
    /// Every case of `plan`, in run order.
    public static func plannedCases(_ plan: BenchmarkPlan) -> [PlannedCase] {
        var planned: [PlannedCase] = []
        if plan.parts.contains(.build) {
            // Int builds always; String and UUID builds where the plan measures those identifiers.
            var ids: [IdentifierType] = [.int]
            for type in plan.ids + plan.standardChurnIDs where !ids.contains(type) { ids.append(type) }
            planned += ids.flatMap { ids in plan.sizes.map { buildCase(n: $0, ids: ids, repetitions: plan.repetitions) } }
        }
        if plan.parts.contains(.diff) { planned += diffCases(plan) }
        if plan.parts.contains(.pipeline) { planned += pipelineCases(plan) }
        if plan.parts.contains(.trace), let trace = plan.trace { planned += TraceBenchmark.cases(trace, plan: plan) }
        if plan.parts.contains(.soak) { planned.append(soakCase(plan.soak)) }
        if plan.parts.contains(.soak), let derived = plan.derivedSoak { planned.append(derivedSoakCase(derived)) }
        if plan.parts.contains(.load) { planned += loadCases(plan) }
        return planned
    }

    /// Runs every case of `plan`; `progress(done, total, caseID)` is called before each case.
    public static func run(
        _ plan: BenchmarkPlan, memory: any MemoryProbe, progress: (Int, Int, String) -> Void
    ) -> (cases: [CaseResult], capped: [String]) {
        let planned = plannedCases(plan)
        var cases: [CaseResult] = [], capped: [String] = []
        for (done, next) in planned.enumerated() {
            progress(done, planned.count, next.id.description)
            if let reason = next.cappedBecause { capped.append(CappedCase(id: next.id, reason: reason).description); continue }
            cases += next.measure(memory)
        }
        progress(planned.count, planned.count, "")
        // Pipeline scaling is throughput over the first pipeline case's of the same workload (the
        // same id but for its workers).
        var first: [CaseID: Double] = [:]
        for index in cases.indices {
            guard case var .pipeline(figures) = cases[index].figures,
                  case let .pipeline(differ, churn, n, _) = cases[index].id else { continue }
            let workload = CaseID.pipeline(differ: differ, churn: churn, n: n, workers: 1)
            let base = first[workload] ?? figures.appliesPerSecond
            first[workload] = base
            figures.scaling = figures.appliesPerSecond / base
            cases[index].figures = .pipeline(figures)
        }
        return (cases, capped)
    }

    static func buildCase(n: Int, ids: IdentifierType, repetitions: Int) -> PlannedCase {
        let id = CaseID.build(ids: ids, n: n)
        return PlannedCase(id: id, part: .build, cappedBecause: nil, measure: { memory in
            let m = ids.accept(BuildCaseVisitor(n: n, repetitions: repetitions, memory: memory))
            var result = CaseResult(
                id: id, n: n, sections: 1, ids: ids.rawValue, timing: m.build, peakResidentBytes: peakResidentBytes(),
                figures: .build(m.figures))
            result.bytesAllocated = m.bytesHeld
            result.keepRepetitions(m.build, floor: m.floor)
            return [result]
        }, operations: [(id, { @Sendable in ids.accept(BuildOperation(n: n)) })])
    }

    static func diffCases(_ plan: BenchmarkPlan) -> [PlannedCase] {
        var shapes: [(ChurnShape, Int, Int)] = []
        for n in plan.sizes { for sections in plan.sections where plan.shapes.contains(.standard) { shapes.append((.standard, n, sections)) } }
        if let largest = plan.sizes.max() {
            for shape in plan.shapes where shape != .standard && shape != .differenceKitMix { shapes.append((shape, largest, 1)) }
        }
        var planned: [PlannedCase] = []
        for ids in plan.ids {
            for (shape, n, sections) in shapes {
                let workload = DiffWorkload(churn: .shape(shape), n: n, layout: .sections(sections), ids: ids)
                let pair = { @Sendable () -> ChurnPair<Int> in
                    var generator = SnapshotPairGenerator(seed: 42)
                    return generator.shaped(shape, n: n, sections: sections)
                }
                for differ in plan.differs {
                    planned.append(diffCase(differ, workload: workload, shape: shape, pair: pair, repetitions: plan.repetitions))
                    // One large diff on several threads: the split form of our differ (issue 14).
                    guard differ is LinearDiffer, shape == .standard, n >= DiffOptions<Int>().minimumItemsToSplit else { continue }
                    for workers in plan.workers where workers > 1 {
                        var split = workload
                        split.workers = workers
                        planned.append(splitDiffCase(differ, workload: split, shape: shape, pair: pair, repetitions: plan.repetitions))
                    }
                }
            }
        }
        // DifferenceKit's mix (the workload its README publishes, with UUID strings) at the largest
        // size on one thread, our differ only, with every identifier type the plan measures.
        if let largest = plan.sizes.max(), plan.shapes.contains(.differenceKitMix) {
            for ids in plan.ids + plan.standardChurnIDs.filter({ !plan.ids.contains($0) }) {
                let workload = DiffWorkload(churn: .shape(.differenceKitMix), n: largest, layout: .sections(1), ids: ids)
                let pair = { @Sendable () -> ChurnPair<Int> in
                    var generator = SnapshotPairGenerator(seed: 42)
                    return generator.shaped(.differenceKitMix, n: largest, sections: 1)
                }
                for differ in plan.differs where differ is LinearDiffer {
                    planned.append(diffCase(differ, workload: workload, shape: .differenceKitMix, pair: pair, repetitions: plan.repetitions))
                }
            }
        }
        // String and UUID beside them: standard churn, our differ only, one thread and split.
        for ids in plan.standardChurnIDs where !plan.ids.contains(ids) && plan.shapes.contains(.standard) {
            for n in plan.sizes {
                for sections in plan.sections {
                    let workload = DiffWorkload(churn: .shape(.standard), n: n, layout: .sections(sections), ids: ids)
                    let pair = { @Sendable () -> ChurnPair<Int> in
                        var generator = SnapshotPairGenerator(seed: 42)
                        return generator.shaped(.standard, n: n, sections: sections)
                    }
                    for differ in plan.differs where differ is LinearDiffer {
                        planned.append(diffCase(differ, workload: workload, shape: .standard, pair: pair, repetitions: plan.repetitions))
                        guard n >= DiffOptions<Int>().minimumItemsToSplit else { continue }
                        for workers in plan.workers where workers > 1 {
                            var split = workload
                            split.workers = workers
                            planned.append(splitDiffCase(differ, workload: split, shape: .standard, pair: pair, repetitions: plan.repetitions))
                        }
                    }
                }
            }
        }
        return planned
    }

    /// `differ` on `workload`'s pair, and (for our differ) the validation of its update.
    static func diffCase(
        _ differ: any Differ, workload: DiffWorkload, shape: ChurnShape, pair: @escaping @Sendable () -> ChurnPair<Int>, repetitions: Int
    ) -> PlannedCase {
        let id = CaseID.diff(differ: differ.name, workload), ids = workload.ids
        let capped = BenchmarkPlan.sizeCaps[differ.name].flatMap { workload.n > $0 ? "\(differ.name) is capped at n ≤ \($0)" : nil }
        var operations: [(id: CaseID, prepare: @Sendable () -> @Sendable () -> Void)] = []
        if differ.instructionCountsRepeat {
            operations.append((id, { ids.accept(DiffOperation(differ: differ, pair: pair(), validate: false)) }))
        }
        if differ is LinearDiffer {
            operations.append((.validate(differ: differ.name, workload), { ids.accept(DiffOperation(differ: differ, pair: pair(), validate: true)) }))
        }
        return PlannedCase(id: id, part: .diff, cappedBecause: capped, measure: { memory in
            let m = ids.accept(DiffCaseVisitor(differ: differ, pair: pair(), shape: shape, repetitions: repetitions, memory: memory))
            return diffCaseResults(m, differ: differ, workload: workload)
        }, operations: operations)
    }

    /// One diff split across `workload.workers` threads.
    static func splitDiffCase(
        _ differ: any Differ, workload: DiffWorkload, shape: ChurnShape, pair: @escaping @Sendable () -> ChurnPair<Int>, repetitions: Int
    ) -> PlannedCase {
        PlannedCase(id: .diff(differ: differ.name, workload), part: .diff, cappedBecause: nil, measure: { memory in
            let m = workload.ids.accept(DiffCaseVisitor(
                differ: differ, pair: pair(), shape: shape, repetitions: repetitions, memory: memory, workers: workload.workers))
            return [splitDiffResult(m, differ: differ, workload: workload)]
        // Not counted: threads make the count move with the schedule (as the pipeline's).
        }, operations: [])
    }

    static func pipelineCases(_ plan: BenchmarkPlan) -> [PlannedCase] {
        guard let largest = plan.sizes.max() else { return [] }
        let n = min(largest, 100_000), length = plan.streamLength
        let stream = { @Sendable () -> [DiffableSnapshot<Int, Int>] in
            var generator = SnapshotPairGenerator(seed: 42)
            return generator.stream(n: n, count: length)
        }
        return plan.workers.map { workers in
            let id = CaseID.pipeline(differ: "linear", churn: .shape(.standard), n: n, workers: workers)
            return PlannedCase(id: id, part: .pipeline, cappedBecause: nil, measure: { memory in
                [pipelineResult(PipelineBenchmark.measure(workers: workers, stream: stream(), memory: memory), id: id, churn: .shape(.standard), ids: .int)]
            // Not counted: callgrind runs threads one at a time and the stream's count moves with the
            // schedule, so the pipeline stays with the time check (DiffBenchCommand.docc/TheRegressionGate.md).
            }, operations: [])
        }
    }

    static func soakCase(_ soak: SoakPlan) -> PlannedCase {
        let id = CaseID.soak(differ: "linear", derived: false, n: soak.items, applies: soak.applies, workers: soak.workers)
        return PlannedCase(id: id, part: .soak, cappedBecause: nil, measure: { memory in
            let m = SoakBenchmark.measure(soak, memory: memory)
            return [soakResult(m, id: id, items: soak.items, workers: soak.workers, churn: "\(soak.changesPerApply) of \(soak.items) per apply")]
        }, operations: [])
    }

    /// A soak measurement (rebuilt or derived snapshots) as the case `id`.
    static func soakResult(_ m: SoakMeasurement, id: CaseID, items: Int, workers: Int, churn: String) -> CaseResult {
        CaseResult(
            id: id, n: items, sections: 1, ids: IdentifierType.int.rawValue,
            timing: TimingSummary(samples: [m.seconds / Double(max(m.applies, 1))]), peakResidentBytes: peakResidentBytes(),
            figures: .soak(m.figures(differ: "linear", workers: workers, churn: churn)))
    }

    /// A pipeline measurement as the case `id`, its snapshots of `churn`; its scaling is set once the
    /// run's first case of its workload is known (1 until then).
    static func pipelineResult(_ m: PipelineMeasurement, id: CaseID, churn: CaseChurn, ids: IdentifierType) -> CaseResult {
        var result = CaseResult(
            id: id, n: m.n, sections: 1, ids: ids.rawValue,
            timing: TimingSummary(samples: [m.seconds / Double(max(m.applies, 1))]), peakResidentBytes: peakResidentBytes(),
            figures: .pipeline(m.figures(differ: "linear", churn: churn)))
        result.bytesAllocated = m.bytesRetained
        return result
    }

    /// A split diff's case: its time against the same single-threaded floor.
    static func splitDiffResult(_ m: DiffMeasurement, differ: any Differ, workload: DiffWorkload) -> CaseResult {
        var diff = diffCaseResults(m, differ: differ, workload: workload)[0]
        // Helpers allocate on their own threads, which the per-thread probe does not see.
        diff.bytesAllocated = nil
        return diff
    }

    /// A diff case, and for our differ the validation of its update as a case of its own.
    static func diffCaseResults(_ m: DiffMeasurement, differ: any Differ, workload: DiffWorkload) -> [CaseResult] {
        var diff = CaseResult(
            id: .diff(differ: differ.name, workload), n: m.n, sections: m.sections, ids: workload.ids.rawValue, timing: m.diff,
            peakResidentBytes: peakResidentBytes(), figures: .diff(m.diffFigures(for: workload)))
        diff.bytesAllocated = m.bytesAllocated
        diff.keepRepetitions(m.diff, floor: m.floor)
        guard differ is LinearDiffer else { return [diff] }
        var validate = CaseResult(
            id: .validate(differ: differ.name, workload), n: m.n, sections: m.sections, ids: workload.ids.rawValue, timing: m.validate,
            peakResidentBytes: diff.peakResidentBytes, figures: .validate(m.validateFigures(for: workload)))
        validate.bytesAllocated = m.validateBytesAllocated
        validate.keepRepetitions(m.validate, floor: m.floor)
        return [diff, validate]
    }
}

/// Measures a build case over the identifier type it is visited with.
struct BuildCaseVisitor: IdentifierVisitor {
    let n: Int
    let repetitions: Int
    let memory: any MemoryProbe

    func visit<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        section: @escaping (Int) -> SectionID, item: @escaping (Int) -> ItemID
    ) -> SnapshotBuildMeasurement {
        SnapshotBuildBenchmark.measure(n: n, item: item, repetitions: repetitions, memory: memory)
    }
}

/// A build case's operation (what `count-instructions` counts) over the identifier type it is
/// visited with: the identifiers made beforehand, the snapshot built from them.
struct BuildOperation: IdentifierVisitor {
    let n: Int

    func visit<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        section: @escaping (Int) -> SectionID, item: @escaping (Int) -> ItemID
    ) -> @Sendable () -> Void {
        let keys = (0 ..< n).map(item)
        return { withExtendedLifetime(SnapshotBuildBenchmark.buildSnapshot(keys)) {} }
    }
}

/// Measures a diff case over the identifier type it is visited with.
struct DiffCaseVisitor: IdentifierVisitor {
    let differ: any Differ
    let pair: ChurnPair<Int>
    let shape: ChurnShape
    let repetitions: Int
    let memory: any MemoryProbe
    var workers = 1

    func visit<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        section: @escaping (Int) -> SectionID, item: @escaping (Int) -> ItemID
    ) -> DiffMeasurement {
        DiffBenchmark.measure(differ, on: pair.mapped(item), shape: shape, repetitions: repetitions, memory: memory, workers: workers)
    }
}

/// A diff case's operation alone, over the identifier type it is visited with: the diff, or (with
/// `validate`) the view's validation of the diff's update.
struct DiffOperation: IdentifierVisitor {
    let differ: any Differ
    let pair: ChurnPair<Int>
    let validate: Bool

    func visit<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        section: @escaping (Int) -> SectionID, item: @escaping (Int) -> ItemID
    ) -> @Sendable () -> Void {
        let mapped = pair.mapped(item)
        let differ = differ
        guard validate else { return { withExtendedLifetime(differ.diff(from: mapped.old, to: mapped.new)) {} } }
        let update = differ.diff(from: mapped.old, to: mapped.new)
        return {
            var view = HeadlessCollectionView(showing: mapped.old)
            try? view.apply(update, dataSource: mapped.new)
            withExtendedLifetime(view) {}
        }
    }
}

extension BenchmarkMatrix {
    /// The end-to-end operation of the diff case `id` (what its `cold vs floor` times: the old
    /// snapshot built from its identifier arrays, then the diff, both split across `wW`'s helpers),
    /// prepared; nil unless `id` is a generated churn's diff case of a differ in `plan`.
    /// What `count-instructions --end-to-end` counts, per thread, to find a split's critical path.
    public static func endToEndOperation(_ id: CaseID, plan: BenchmarkPlan) -> (@Sendable () -> @Sendable () -> Void)? {
        guard case let .diff(name, workload) = id, case let .shape(shape) = workload.churn, case let .sections(sections) = workload.layout,
              let differ = plan.differs.first(where: { $0.name == name }) else { return nil }
        return { @Sendable in
            var generator = SnapshotPairGenerator(seed: 42)
            let pair = generator.shaped(shape, n: workload.n, sections: sections)
            return workload.ids.accept(EndToEndOperation(differ: differ, pair: pair, workers: workload.workers))
        }
    }
}

/// A diff case's end-to-end operation over the identifier type it is visited with.
struct EndToEndOperation: IdentifierVisitor {
    let differ: any Differ
    let pair: ChurnPair<Int>
    let workers: Int

    func visit<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        section: @escaping (Int) -> SectionID, item: @escaping (Int) -> ItemID
    ) -> @Sendable () -> Void {
        let mapped = pair.mapped(item)
        let layout = DiffBenchmark.layout(of: mapped.old), new = mapped.new, differ = differ
        let helpers = workers > 1 ? DiffThreads(count: workers - 1, label: "diffbench.count") : nil
        // Each run's built snapshot is kept until the operation goes, so that no release of one
        // (a million strings) falls inside a later, counted run.
        let kept = Guarded<[DiffableSnapshot<Int, ItemID>]>([])
        return { kept.append(DiffBenchmark.endToEnd(differ, from: layout, to: new, helpers: helpers).built) }
    }
}
