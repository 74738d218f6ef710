import ApplyPipeline
@testable import Benchmarking
import DiffableSnapshots
import Diffing
import Foundation
import Testing

/// A differ that takes at least `milliseconds` per diff: a pipeline slower than a frame.
struct SlowDiffer: Differ {
    let milliseconds: UInt32
    var name: String { "slow" }
    func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>, options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        usleep(milliseconds * 1_000)
        return LinearDiffer().diff(from: old, to: new, options: options)
    }
}

@Suite("The open-loop load (issue 14)")
struct LoadBenchmarkTests {
    func setting(n: Int = 2_000, rate: Double, producers: Int = 1, coalescing: CoalescingPolicy = .everySnapshot) -> LoadSetting {
        LoadSetting(n: n, churn: 0.01, workers: 1, coalescing: coalescing, producers: producers, rateHz: rate)
    }

    @Test("every planned update is submitted on schedule and measured to the commit that shows it")
    func measuresEveryUpdate() {
        var plan = LoadPlan()
        plan.secondsPerCase = 0.2
        // However slow the machine (ThreadSanitizer, a parallel suite), this run must not saturate.
        plan.backlogLimit = 1_000
        plan.saturationSeconds = 600
        let chain = LoadChain(n: 2_000, churn: 0.01, length: 4)
        for (producers, coalescing) in [(1, CoalescingPolicy.everySnapshot), (3, .latestOnly)] {
            let m = LoadBenchmark.measure(setting(rate: 100, producers: producers, coalescing: coalescing), chain: chain, plan: plan)
            #expect(m.planned == 20 && m.submitted == 20 && m.latencies.count == 20 && !m.saturated)
            #expect(m.endedOnLast)
            #expect(m.latencies.allSatisfy { $0 >= 0 })
            // The percentiles are those of the recorded latencies (nearest rank, as HdrHistogram
            // reports them: microsecond values, three significant digits), not merely ordered.
            let sorted = m.latencies.sorted()
            func nearestRank(_ percent: Double) -> Double { sorted[Int((percent / 100 * Double(sorted.count)).rounded(.up)) - 1] }
            for (reported, percent) in [(m.latencyP50Seconds, 50.0), (m.latencyP99Seconds, 99), (m.latencyP999Seconds, 99.9)] {
                #expect(abs(reported - nearestRank(percent)) <= nearestRank(percent) * 0.002 + 2e-6, "p\(percent)")
            }
            #expect(m.latencyMaxSeconds == sorted.last)
            // Twenty applies were committed, so the apply queue was busy for some of the run.
            #expect(m.applyQueueBusyFraction > 0 && m.applyQueueBusyFraction <= 1)
            #expect(m.lateFrameShare >= 0 && m.lateFrameShare <= 1)
        }
    }

    @Test("a derived load reports the producer's own edit per update beside the latency; a rebuilt one has none")
    func reportsProducerEdits() {
        var plan = LoadPlan()
        plan.secondsPerCase = 0.2
        plan.backlogLimit = 1_000
        plan.saturationSeconds = 600
        let chain = LoadChain(n: 2_000, churn: 0.01, length: 4)
        var derived = setting(rate: 100)
        derived.workload = .derived
        let m = LoadBenchmark.measure(derived, chain: chain, plan: plan)
        #expect(m.editSeconds.count == m.submitted && m.editSeconds.allSatisfy { $0 > 0 })
        let sorted = m.editSeconds.sorted()
        #expect(m.figures.editP50Seconds == sorted[Int((0.5 * Double(sorted.count)).rounded(.up)) - 1])
        #expect(m.figures.editP99Seconds == sorted[Int((0.99 * Double(sorted.count)).rounded(.up)) - 1])
        let rebuilt = LoadBenchmark.measure(setting(rate: 100), chain: chain, plan: plan)
        #expect(rebuilt.editSeconds.isEmpty && rebuilt.figures.editP50Seconds == nil && rebuilt.figures.editP99Seconds == nil)
    }

    @Test("a rate past what the pipeline sustains saturates: the run stops early, every update counted late")
    func saturates() {
        let chain = LoadChain(n: 500, churn: 0.1, length: 3)
        let m = LoadBenchmark.measure(setting(n: 500, rate: 200), chain: chain, plan: LoadPlan(), differ: SlowDiffer(milliseconds: 30))
        #expect(m.saturated && m.submitted < m.planned)
        #expect(m.latencyP99Seconds > LoadPlan().frameBudgetSeconds && !m.withinFrame(LoadPlan().frameBudgetSeconds))
        #expect(m.lateFrameShare > 0)
        #expect(m.endedOnLast, "the backlog still drains to the last submitted snapshot")
    }

    @Test("a probe stops at its first late update when that already breaks p99")
    func failsFast() {
        let chain = LoadChain(n: 500, churn: 0.1, length: 3)
        let m = LoadBenchmark.measure(setting(n: 500, rate: 5), chain: chain, plan: LoadPlan(), failFast: true, differ: SlowDiffer(milliseconds: 30))
        #expect(m.submitted < m.planned && !m.saturated)
        #expect(!m.withinFrame(LoadPlan().frameBudgetSeconds))
    }

    @Test("the search brackets the threshold from the fixed rates, then halves the bracket")
    func search() {
        let plan = LoadPlan()
        func fake(_ threshold: Double) -> (Double) -> (within: Bool, p99: Double) { { ($0 <= threshold, $0 <= threshold ? 0.01 : 0.05) } }
        func known(_ threshold: Double) -> [Double: (within: Bool, p99: Double)] {
            Dictionary(uniqueKeysWithValues: plan.rates.map { ($0, fake(threshold)($0)) })
        }
        let above = LoadSearch.highestRate(plan: plan, known: known(137), probe: fake(137))
        #expect(above.rate > 120 && above.rate <= 137 && !above.isLowerBound)
        #expect(above.probes.first?.rate == 240 && above.probes.count == 4)
        let between = LoadSearch.highestRate(plan: plan, known: known(45), probe: fake(45))
        #expect(between.rate > 30 && between.rate <= 45 && between.probes.allSatisfy { $0.rate > 30 && $0.rate < 60 })
        let none = LoadSearch.highestRate(plan: plan, known: known(0.5), probe: fake(0.5))
        #expect(none.rate == 0 && none.probes.map(\.rate) == [5, 2.5, 1.25])
        let low = LoadSearch.highestRate(plan: plan, known: known(3), probe: fake(3))
        #expect(low.rate >= 2.5 && low.rate <= 3)
        let top = LoadSearch.highestRate(plan: plan, known: known(.infinity), probe: fake(.infinity))
        #expect(top.rate == 960 && top.isLowerBound)
    }

    @Test("the chain plays forward and back, so consecutive updates are one churn step apart")
    func chain() {
        let chain = LoadChain(n: 1_000, churn: 0.05, length: 4)
        #expect((0 ..< 10).map { k in chain.snapshots.firstIndex { $0 == chain.snapshot(k) }! } == [0, 1, 2, 3, 2, 1, 0, 1, 2, 3])
        #expect(chain.snapshots.allSatisfy { $0.numberOfItems == 1_000 })
    }
}
