import ApplyPipeline
import DiffableSnapshots
import Diffing
import HeadlessViews
import Workloads
import DiffBenchSupport

/// A user's trace as a workload: each differ diffs every consecutive pair of it (one case per
/// differ: times summed over the pairs, judged against the floor summed over the same pairs, moves
/// against the summed true minimum, every update checked by the headless view), and the trace is
/// streamed through the pipeline with each worker count.
public enum TraceBenchmark {
    static func cases(_ trace: TraceWorkload, plan: BenchmarkPlan) -> [PlannedCase] {
        let pairs = Array(zip(trace.snapshots, trace.snapshots.dropFirst()))
        guard !pairs.isEmpty else { return [] }
        let n = trace.snapshots.map(\.numberOfItems).max() ?? 0
        let churn = CaseChurn.trace(trace.name)
        let workload = DiffWorkload(churn: churn, n: n, layout: .tracePairs(pairs.count), ids: .string)
        var planned: [PlannedCase] = []
        for differ in plan.differs {
            let id = CaseID.diff(differ: differ.name, workload)
            let capped = BenchmarkPlan.sizeCaps[differ.name].flatMap { n > $0 ? "\(differ.name) is capped at n ≤ \($0)" : nil }
            var operations: [(id: CaseID, prepare: @Sendable () -> @Sendable () -> Void)] = []
            if differ.instructionCountsRepeat {
                operations.append((id, { { for (old, new) in pairs { withExtendedLifetime(differ.diff(from: old, to: new)) {} } } }))
            }
            if differ is LinearDiffer {
                operations.append((.validate(differ: differ.name, workload), {
                    let updates = pairs.map { differ.diff(from: $0.0, to: $0.1) }
                    return {
                        for ((old, new), update) in zip(pairs, updates) {
                            var view = HeadlessCollectionView(showing: old)
                            try? view.apply(update, dataSource: new)
                        }
                    }
                }))
            }
            planned.append(PlannedCase(id: id, part: .trace, cappedBecause: capped, measure: { memory in
                let m = measure(differ, pairs: pairs, repetitions: plan.repetitions, memory: memory)
                return BenchmarkMatrix.diffCaseResults(m, differ: differ, workload: workload)
            }, operations: operations))
        }
        for workers in plan.workers {
            let id = CaseID.pipeline(differ: "linear", churn: churn, n: n, workers: workers)
            planned.append(PlannedCase(id: id, part: .trace, cappedBecause: nil, measure: { memory in
                let m = PipelineBenchmark.measure(workers: workers, stream: trace.snapshots, memory: memory)
                return [BenchmarkMatrix.pipelineResult(m, id: id, churn: churn, ids: .string)]
            }, operations: []))
        }
        return planned
    }

    /// Every pair diffed `repetitions` times, interleaved with the floor over the same pairs.
    static func measure(
        _ differ: any Differ, pairs: [(DiffableSnapshot<String, String>, DiffableSnapshot<String, String>)], repetitions: Int,
        memory: any MemoryProbe
    ) -> DiffMeasurement {
        var diffs: [Double] = [], floors: [Double] = [], validates: [Double] = []
        var updates: [BatchUpdate] = []
        var roundTrips = true
        for _ in 0 ..< max(1, repetitions) {
            floors.append(MonotonicClock.measure { () -> Int in
                pairs.reduce(0) { found, pair in found + Floor.lookupPass(pair.1.itemIdentifiers, in: Floor.reservedDictionaryBuild(pair.0.itemIdentifiers)) }
            }.seconds)
            let timed = MonotonicClock.measure { pairs.map { differ.diff(from: $0.0, to: $0.1) } }
            diffs.append(timed.seconds)
            updates = timed.result
            validates.append(MonotonicClock.measure { () -> Bool in
                var all = true
                for ((old, new), update) in zip(pairs, updates) {
                    var view = HeadlessCollectionView(showing: old)
                    do { try view.apply(update, dataSource: new); all = all && view.shows(new) } catch { all = false }
                }
                return all
            }.seconds)
        }
        for ((old, new), update) in zip(pairs, updates) {
            var view = HeadlessCollectionView(showing: old)
            do { try view.apply(update, dataSource: new); roundTrips = roundTrips && view.shows(new) } catch { roundTrips = false }
        }
        let before = memory.threadAllocatedBytes()
        let probe = pairs.map { differ.diff(from: $0.0, to: $0.1) }
        let after = memory.threadAllocatedBytes()
        withExtendedLifetime(probe) {}
        let timing = TimingSummary(samples: diffs)
        return DiffMeasurement(
            differ: differ.name, shape: .standard, n: pairs.map { max($0.0.numberOfItems, $0.1.numberOfItems) }.max() ?? 0,
            sections: pairs.map { max($0.0.numberOfSections, $0.1.numberOfSections) }.max() ?? 0,
            diff: timing, cold: nil, floor: TimingSummary(samples: floors), validate: TimingSummary(samples: validates),
            moves: updates.reduce(0) { $0 + $1.itemMoves.count },
            minimalMoves: pairs.reduce(0) { $0 + MinimalMoves.items(from: $1.0, to: $1.1) },
            bytesAllocated: before.flatMap { b in after.map { $0 - b } }, validateBytesAllocated: nil, roundTrips: roundTrips)
    }
}
