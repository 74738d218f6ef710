import ApplyPipeline
import Foundation
import Workloads

/// The load profile's cases: for each size, churn, worker count and coalescing policy, a case per
/// rate and producer count, then the highest rate whose p99 stays within one frame.
extension BenchmarkMatrix {
    static func loadCases(_ plan: BenchmarkPlan) -> [PlannedCase] {
        let load = plan.load
        var planned: [PlannedCase] = []
        for n in plan.sizes {
            for churn in load.churns {
                // One planned case per size and churn, so that its chain of snapshots lives only
                // while its groups run.
                let id = CaseID.load(LoadCaseID(differ: "linear", churnPercent: churn * 100, n: n, group: nil))
                planned.append(PlannedCase(id: id, part: .load, cappedBecause: nil, measure: { _ in
                    let chain = LoadChain(n: n, churn: churn, length: load.chainLength)
                    var results: [CaseResult] = []
                    for workload in load.workloads {
                        for workers in plan.workers {
                            for coalescing in load.coalescing {
                                let group = LoadGroup(n: n, churn: churn, workers: workers, coalescing: coalescing, workload: workload)
                                results += groupResults(group, chain: chain, load: load)
                            }
                        }
                    }
                    return results
                // Not counted: a load's instruction count depends on its schedule.
                }, operations: []))
            }
        }
        return planned
    }

    /// A group's case per producer count and rate, then its highest rate within a frame.
    static func groupResults(_ group: LoadGroup, chain: LoadChain, load: LoadPlan) -> [CaseResult] {
        var results: [CaseResult] = []
        var byRate: [Double: LoadMeasurement] = [:]
        // Derived snapshots come from one producer: several would take the same snapshot.
        for producers in group.workload == .derived ? [1] : load.producers {
            for rate in load.rates {
                let m = LoadBenchmark.measure(group.setting(producers: producers, rate: rate), chain: chain, plan: load)
                if producers == 1 { byRate[rate] = m }
                results.append(loadResult(m, id: group.id(.fixedRate(producers: producers, rateHz: rate)), group: group))
            }
        }
        results.append(maxRateResult(LoadSearch.highestRate(group, chain: chain, plan: load, known: byRate), group: group))
        return results
    }

    static func loadResult(_ m: LoadMeasurement, id: CaseID, group: LoadGroup) -> CaseResult {
        CaseResult(
            id: id, n: group.n, sections: 1, ids: IdentifierType.int.rawValue,
            timing: TimingSummary(samples: m.latencies.isEmpty ? [0] : m.latencies), peakResidentBytes: peakResidentBytes(),
            figures: .load(m.figures))
    }

    static func maxRateResult(_ search: LoadSearch.Result, group: LoadGroup) -> CaseResult {
        CaseResult(
            id: group.id(.highestRate), n: group.n, sections: 1, ids: IdentifierType.int.rawValue,
            timing: TimingSummary(samples: [search.p99AtMaxRate ?? 0]), peakResidentBytes: peakResidentBytes(),
            figures: .rateSearch(search.figures(setting: group.setting(producers: 1, rate: search.rate).figures(differ: "linear"))))
    }
}

/// One (size, churn, workers, coalescing) group of load cases.
struct LoadGroup: Sendable {
    var n: Int
    var churn: Double
    var workers: Int
    var coalescing: CoalescingPolicy
    var workload: LoadWorkload = .rebuilt

    /// The group's case that measured `measure`: `load/linear/churn1pct/n100000/w2/every/p1/r30`,
    /// `…/max`; derived snapshots' `load/linear/derived/churn1pct/…`.
    func id(_ measure: LoadCaseID.Measure) -> CaseID {
        let group = LoadCaseID.Group(workload: workload, workers: workers, coalescing: coalescing, measure: measure)
        return .load(LoadCaseID(differ: "linear", churnPercent: churn * 100, n: n, group: group))
    }

    func setting(producers: Int, rate: Double) -> LoadSetting {
        var setting = LoadSetting(n: n, churn: churn, workers: workers, coalescing: coalescing, producers: producers, rateHz: rate)
        setting.workload = workload
        return setting
    }

    /// A rate as ids and probes write it: `%g`, to a tenth of a hertz.
    static func rateLabel(_ rate: Double) -> String { LoadCaseID.label((rate * 10).rounded() / 10) }
}

/// The highest rate whose p99 latency stays within one frame, by a short search: the fixed rates
/// already run bracket it; above them the rate doubles until it fails, below them it halves until it
/// holds (or falls under the plan's minimum: none); then the bracket is halved on a log scale.
/// Probes stop as soon as more than 1% of their updates were late.
enum LoadSearch {
    struct Result {
        /// The highest rate found within a frame; 0 when none down to the minimum rate.
        var rate: Double
        /// Whether the search stopped at the plan's maximum rate still within a frame.
        var isLowerBound: Bool
        var p99AtMaxRate: Double?
        var probes: [(rate: Double, within: Bool)]

        /// The search's figures, for the group's `setting` as recorded.
        func figures(setting: LoadGroupFigures) -> RateSearchFigures {
            RateSearchFigures(
                group: setting, maxRateAtFrameBudgetHz: rate, maxRateIsLowerBound: isLowerBound,
                rateProbes: probes.map { "\(LoadGroup.rateLabel($0.rate)):\($0.within ? "within" : "over")" }, latencyP99Seconds: p99AtMaxRate)
        }
    }

    static func highestRate(_ group: LoadGroup, chain: LoadChain, plan: LoadPlan, known: [Double: LoadMeasurement]) -> Result {
        let budget = plan.frameBudgetSeconds
        return highestRate(plan: plan, known: known.mapValues { ($0.withinFrame(budget), $0.latencyP99Seconds) }) { rate in
            let m = LoadBenchmark.measure(group.setting(producers: 1, rate: rate), chain: chain, plan: plan, failFast: true)
            return (m.withinFrame(budget), m.latencyP99Seconds)
        }
    }

    /// The search itself over `probe` (rate → within a frame, p99), given the rates already run.
    static func highestRate(
        plan: LoadPlan, known: [Double: (within: Bool, p99: Double)], probe run: (Double) -> (within: Bool, p99: Double)
    ) -> Result {
        var probes: [(rate: Double, within: Bool)] = []
        var p99: [Double: Double] = [:]
        func probe(_ rate: Double) -> Bool {
            let outcome = run(rate)
            probes.append((rate, outcome.within))
            p99[rate] = outcome.p99
            return outcome.within
        }
        for (rate, outcome) in known { p99[rate] = outcome.p99 }
        let passing = known.filter { $0.value.within }.keys
        let failing = known.filter { !$0.value.within }.keys
        var low = passing.max() ?? 0
        var high = failing.filter { $0 > low }.min() ?? .infinity
        if low == 0 {
            // Halve from the lowest known rate until one holds.
            var rate = (failing.min() ?? plan.rates.min() ?? 10) / 2
            while rate >= plan.minimumRate {
                if probe(rate) { low = rate; break }
                high = rate
                rate /= 2
            }
            if low == 0 { return Result(rate: 0, isLowerBound: false, p99AtMaxRate: nil, probes: probes) }
        }
        while high == .infinity {
            let rate = low * 2
            if rate > plan.maximumRate { return Result(rate: low, isLowerBound: true, p99AtMaxRate: p99[low], probes: probes) }
            if probe(rate) { low = rate } else { high = rate }
        }
        for _ in 0 ..< plan.bisections {
            let rate = (low * high).squareRoot().rounded()
            guard rate > low && rate < high else { break }
            if probe(rate) { low = rate } else { high = rate }
        }
        return Result(rate: low, isLowerBound: false, p99AtMaxRate: p99[low], probes: probes)
    }
}
