import ApplyPipeline
import DiffableSnapshots
import Dispatch
import Foundation
import Workloads
import DiffBenchSupport

/// The derived soak's shape: a large list through many applies of snapshots taken from the data
/// source and edited (``DerivedEdits``), each waited for before the next is taken, as an app on
/// the main queue does.
public struct DerivedSoakPlan: Sendable, Hashable {
    /// Items in the list.
    public var items = 1_000_000
    /// Take–edit–apply rounds.
    public var applies = 10_000
    /// Deleted (and as many inserted) per apply: 100 of 1,000,000.
    public var churn = 0.000_05
    /// Diff workers.
    public var workers = 2

    /// The soak profile's derived case: 1,000,000 items, 10,000 rounds.
    public init() {}
}

extension SoakBenchmark {
    /// Runs `plan`: memory is read (as `measure` reads it) after a tenth of the applies and at the
    /// end, with nothing in flight, so that a data source whose history or edit logs grew shows it.
    public static func measureDerived(_ plan: DerivedSoakPlan, memory: any MemoryProbe) -> SoakMeasurement {
        let tenth = max(1, plan.applies / 10)
        // The record history is full by the first reading, as the 1,000,000-apply soak's 10,000
        // records are by its hundredth: with the default 10,000 for 10,000 applies the readings
        // measured the history filling (1.6 MB, the only growth jemalloc's heap profiler found
        // there; issue 32). A history that outgrew its bound would still show.
        let source = DiffableDataSource<Int, Int>(workers: plan.workers, historyCapacity: tenth)
        source.applySnapshotUsingReloadData(SnapshotPairGenerator.snapshot(Array(0 ..< plan.items), sections: 1))
        source.waitUntilIdle()
        var edits = DerivedEdits(churn: plan.churn, firstFreshIdentifier: plan.items)
        var readings: [SoakReading] = []
        let committed = DispatchSemaphore(value: 0)
        var last = source.snapshot()
        let start = MonotonicClock.now()
        for count in 1 ... plan.applies {
            var snapshot = source.snapshot()
            edits.step(&snapshot)
            source.apply(snapshot) { _ in committed.signal() }
            committed.wait()
            last = snapshot
            if count % tenth == 0 && count < plan.applies {
                source.waitUntilIdle()
                readings.append(read(after: count, memory: memory))
            }
        }
        source.waitUntilIdle()
        let seconds = Double(MonotonicClock.now() - start) / 1e9
        readings.append(read(after: plan.applies, memory: memory))
        let statistics = source.statistics
        let final = last
        return SoakMeasurement(
            applies: statistics.applied - 1, seconds: seconds, residentBytesEarly: readings[0].residentBytes,
            residentBytesLate: readings.last!.residentBytes, allocatedBytesEarly: readings[0].allocatedBytes,
            allocatedBytesLate: readings.last!.allocatedBytes,
            latencyP50Seconds: statistics.latencySeconds(atPercentile: 50), latencyP99Seconds: statistics.latencySeconds(atPercentile: 99),
            endedOnLast: statistics.refused == 0 && statistics.rejected == 0 && source.withView { $0.shows(final) },
            recordsKept: source.records.count, readings: readings)
    }
}

extension BenchmarkMatrix {
    /// The derived soak as a case: `soak/linear/derived/n1000000/a10000/w2`.
    static func derivedSoakCase(_ soak: DerivedSoakPlan) -> PlannedCase {
        let id = CaseID.soak(differ: "linear", derived: true, n: soak.items, applies: soak.applies, workers: soak.workers)
        return PlannedCase(id: id, part: .soak, cappedBecause: nil, measure: { memory in
            let m = SoakBenchmark.measureDerived(soak, memory: memory)
            let churn = "\(Int((Double(soak.items) * soak.churn).rounded())) of \(soak.items) per apply, derived"
            return [soakResult(m, id: id, items: soak.items, workers: soak.workers, churn: churn)]
        }, operations: [])
    }
}
