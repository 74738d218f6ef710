import ApplyPipeline
import DiffableSnapshots
import Diffing
import Dispatch
import Foundation
import Histogram
import Workloads
import DiffBenchSupport

/// The open-loop load's shape (`run --profile load`).
public struct LoadPlan: Sendable, Hashable {
    /// Churn per update: the share of the list deleted, the same share moved, as many inserted.
    public var churns: [Double] = [0.01, 0.10]
    /// The fixed rates measured, Hz.
    public var rates: [Double] = [10, 30, 60, 120]
    /// Coalescing policies measured.
    public var coalescing: [CoalescingPolicy] = [.everySnapshot, .latestOnly]
    /// Producer threads submitting one schedule between them.
    public var producers: [Int] = [1, 3]
    /// The workloads run: snapshots built from scratch, and snapshots derived from the data source's
    /// (one producer only: several would take the same snapshot and undo each other's edits).
    public var workloads: [LoadWorkload] = LoadWorkload.allCases
    /// A case submits for this long, and at least `minimumSubmissions` updates.
    public var secondsPerCase = 1.0
    /// The fewest updates a case or probe submits.
    public var minimumSubmissions = 20
    /// One frame at 60 Hz.
    public var frameBudgetSeconds = 1.0 / 60
    /// A case stops submitting once this many updates wait, or one has waited `saturationSeconds`:
    /// the rate is past what the pipeline sustains, and its latency would grow without bound.
    public var backlogLimit = 16
    /// How long one update may wait before the run counts as saturated.
    public var saturationSeconds = 1.0
    /// Distinct snapshots per (size, churn), played forward and back (each step is one churn step).
    public var chainLength = 8
    /// The search for the highest rate within a frame: rates below `minimumRate` count as none;
    /// above `maximumRate` are not tried; `bisections` halvings of the bracket (on a log scale).
    public var minimumRate = 1.0
    /// The highest rate the search probes (reported as `≥` when within).
    public var maximumRate = 960.0
    /// Halvings of the bracket when searching for the highest rate within a frame.
    public var bisections = 3

    /// The load profile's default grid.
    public init() {}

    /// Updates a case at `rate` submits.
    func submissions(at rate: Double) -> Int { max(minimumSubmissions, Int((rate * secondsPerCase).rounded())) }
}

/// Where a load's updates come from.
public enum LoadWorkload: String, Sendable, Hashable, CaseIterable {
    /// Snapshots built from scratch (a precomputed chain): every apply diffs in full.
    case rebuilt
    /// Each update takes the data source's snapshot, edits it (``DerivedEdits``) and applies it: an
    /// apply reads the edit log when the snapshot descends from the one the next diff starts from.
    case derived
}

/// One load run's setting.
public struct LoadSetting: Sendable, Hashable {
    /// Items in the list.
    public var n: Int
    /// Share of the list changed per update.
    public var churn: Double
    /// Where the updates come from (default: built from scratch).
    public var workload: LoadWorkload = .rebuilt
    /// Diff workers.
    public var workers: Int
    /// The data source's coalescing policy.
    public var coalescing: CoalescingPolicy
    /// Producer threads sharing the schedule.
    public var producers: Int
    /// Updates per second.
    public var rateHz: Double

    /// The setting as a load case records it, `differ` running in the workers: the churn as a
    /// percentage (`1%`, `10% derived`), the policy by name; not the rate.
    public func figures(differ: String) -> LoadGroupFigures {
        LoadGroupFigures(
            differ: differ, churn: "\(LoadCaseID.label(churn * 100))%\(workload == .derived ? " derived" : "")", workers: workers,
            coalescing: coalescing == .everySnapshot ? "everySnapshot" : "latestOnly", producers: producers)
    }
}

/// What one open-loop run measured. Latency runs from each update's intended submission time (not
/// when it was actually submitted: a late producer cannot hide queueing, which corrects for
/// coordinated omission) to the first commit that shows it or a newer update.
public struct LoadMeasurement: Sendable, Hashable {
    /// What was measured.
    public var setting: LoadSetting
    /// Updates the schedule planned.
    public var planned: Int
    /// Updates submitted (fewer when saturated).
    public var submitted: Int
    /// Whether the run stopped early because the backlog grew past the plan's limits.
    public var saturated: Bool
    /// Median latency, intended submission to commit.
    public var latencyP50Seconds: Double
    /// 99th-percentile latency.
    public var latencyP99Seconds: Double
    /// 99.9th-percentile latency.
    public var latencyP999Seconds: Double
    /// The slowest update's latency.
    public var latencyMaxSeconds: Double
    /// Every update's latency, in seconds, in submission order.
    public var latencies: [Double]
    /// The apply queue's time committing over the run's wall time (first intended submission to last commit).
    public var applyQueueBusyFraction: Double
    /// Frames (one budget long) in which an update reached the screen later than one frame after its
    /// intended submission, over all frames of the run.
    public var lateFrameShare: Double
    /// Whether the view ended on the last submitted snapshot.
    public var endedOnLast: Bool
    /// The differ the workers ran.
    public var differ: String
    /// The producer's edit of each derived update (taking the snapshot and editing it), in seconds,
    /// in the order they were made; empty for rebuilt snapshots.
    public var editSeconds: [Double] = []

    /// The `p`th percentile (0…100) of `editSeconds`, nearest rank; nil when there are none.
    public func editSeconds(atPercentile p: Double) -> Double? {
        guard !editSeconds.isEmpty else { return nil }
        let sorted = editSeconds.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }

    /// Whether p99 stayed within `budget` and the run did not saturate.
    func withinFrame(_ budget: Double) -> Bool { !saturated && latencyP99Seconds <= budget }

    /// The fixed-rate case's figures.
    public var figures: LoadFigures {
        LoadFigures(
            group: setting.figures(differ: differ), rateHz: setting.rateHz, applies: submitted, plannedApplies: planned, saturated: saturated,
            latencyP50Seconds: latencyP50Seconds, latencyP99Seconds: latencyP99Seconds, latencyP999Seconds: latencyP999Seconds,
            latencyMaxSeconds: latencyMaxSeconds, applyQueueBusyFraction: applyQueueBusyFraction, lateFrameShare: lateFrameShare,
            roundTrips: endedOnLast, editP50Seconds: editSeconds(atPercentile: 50), editP99Seconds: editSeconds(atPercentile: 99))
    }
}

/// A rate's worth of snapshots: `chainLength` of them, each one churn step from the one before,
/// played forward and back so consecutive updates always differ by one step.
public struct LoadChain: Sendable {
    let snapshots: [DiffableSnapshot<Int, Int>]

    /// A chain of `length` snapshots of `n` items, each one churn step from the one before.
    public init(n: Int, churn: Double, length: Int, seed: UInt64 = 42) {
        var generator = SnapshotPairGenerator(seed: seed)
        var list = Array(0 ..< n)
        var next = n
        let changed = max(1, Int((Double(n) * churn).rounded()))
        var snapshots = [SnapshotPairGenerator.snapshot(list, sections: 1)]
        for _ in 1 ..< max(2, length) {
            let fresh = Array(next ..< next + changed)
            next += changed
            list = generator.churnStep(list, changing: changed, newIdentifiers: fresh)
            snapshots.append(SnapshotPairGenerator.snapshot(list, sections: 1))
        }
        self.snapshots = snapshots
        firstFreshIdentifier = next
    }

    /// The first identifier no snapshot of the chain holds: where derived edits take fresh ones from.
    let firstFreshIdentifier: Int

    /// The snapshot of update `k` (0 is the one shown first).
    func snapshot(_ k: Int) -> DiffableSnapshot<Int, Int> {
        let period = 2 * (snapshots.count - 1)
        let phase = k % period
        return snapshots[phase < snapshots.count ? phase : period - phase]
    }
}

/// Runs one open-loop load: producers submit on a fixed schedule whatever the pipeline does.
public enum LoadBenchmark {
    /// Runs `setting` over `chain`. With `failFast`, stops as soon as more than 1% of the planned
    /// updates were late (p99 can no longer stay within a frame): the search's probes.
    public static func measure(
        _ setting: LoadSetting, chain: LoadChain, plan: LoadPlan, failFast: Bool = false, differ: any Differ = LinearDiffer()
    ) -> LoadMeasurement {
        let planned = plan.submissions(at: setting.rateHz)
        let budget = UInt64(plan.frameBudgetSeconds * 1e9)
        let tracker = LoadTracker(budget: budget, lateLimit: failFast ? planned / 100 : Int.max)
        let source = DiffableDataSource<Int, Int>(
            workers: setting.workers, differ: differ, coalescing: setting.coalescing, historyCapacity: 16,
            commitObserver: { event in tracker.committed(event.sequence) })
        source.applySnapshotUsingReloadData(chain.snapshot(0))
        source.waitUntilIdle()
        tracker.reset()
        let lastDerived = Guarded<DiffableSnapshot<Int, Int>?>(nil)
        let edited = Guarded<[Double]>([])

        let interval = 1e9 / setting.rateHz
        let start = LoadTracker.now + 2_000_000
        let stop = Guarded(false)
        let done = DispatchGroup()
        for producer in 0 ..< setting.producers {
            done.enter()
            // Threads of their own: a sleeping GCD thread would make GCD start more.
            Thread.detachNewThread {
                defer { done.leave() }
                var edits = DerivedEdits(churn: setting.churn, firstFreshIdentifier: chain.firstFreshIdentifier, seed: UInt64(producer) + 11)
                for k in stride(from: 1 + producer, through: planned, by: setting.producers) {
                    let intended = start + UInt64(Double(k - 1) * interval)
                    LoadTracker.sleep(until: intended)
                    if stop.value { return }
                    if tracker.isSaturated(backlog: plan.backlogLimit, waited: UInt64(plan.saturationSeconds * 1e9)) || tracker.failed {
                        stop.set(true)
                        return
                    }
                    let snapshot: DiffableSnapshot<Int, Int>
                    // Latency is submit-to-commit had the producer been on time: a derived update's
                    // editing (the app's own work, before it submits) moves its due time by as long
                    // as it took, but a producer running late still counts its lateness.
                    var due = intended
                    switch setting.workload {
                    case .rebuilt: snapshot = chain.snapshot(k)
                    case .derived:
                        let editing = LoadTracker.now
                        var taken = source.snapshot()
                        edits.step(&taken)
                        lastDerived.set(taken)
                        snapshot = taken
                        let editTime = LoadTracker.now - editing
                        edited.withLock { $0.append(Double(editTime) / 1e9) }
                        due = intended + editTime
                    }
                    guard setting.workload == .derived else {
                        if case let .accepted(sequence) = source.apply(snapshot) {
                            tracker.submitted(sequence: sequence, step: k, intended: due)
                        }
                        continue
                    }
                    // An app applying on the main queue sees its apply in the next `snapshot()`: the
                    // producer waits for the commit before it takes the next one (a snapshot taken
                    // while an apply is in flight does not descend from the diff's base).
                    let committed = DispatchSemaphore(value: 0)
                    if case let .accepted(sequence) = source.apply(snapshot, completion: { _ in committed.signal() }) {
                        tracker.submitted(sequence: sequence, step: k, intended: due)
                        committed.wait()
                    }
                }
            }
        }
        done.wait()
        source.waitUntilIdle()
        let statistics = source.statistics
        let result = tracker.result(start: start)
        var latencies = Histogram<UInt64>(highestTrackableValue: 3_600_000_000, numberOfSignificantValueDigits: .three)
        for latency in result.latencies { latencies.record(UInt64(max(0, latency * 1e6))) }
        func percentile(_ p: Double) -> Double { latencies.totalCount == 0 ? 0 : Double(latencies.valueAtPercentile(p)) / 1e6 }
        let wall = max(1e-9, Double(result.end &- start) / 1e9)
        let last = setting.workload == .derived ? lastDerived.value : result.lastSubmittedStep.map { chain.snapshot($0) }
        return LoadMeasurement(
            setting: setting, planned: planned, submitted: result.latencies.count, saturated: stop.value && !tracker.failed,
            latencyP50Seconds: percentile(50), latencyP99Seconds: percentile(99), latencyP999Seconds: percentile(99.9),
            latencyMaxSeconds: result.latencies.max() ?? 0, latencies: result.latencies,
            applyQueueBusyFraction: min(1, statistics.applyQueueSeconds / wall), lateFrameShare: result.lateFrameShare,
            endedOnLast: last.map { snapshot in source.withView { $0.shows(snapshot) } } ?? true, differ: differ.name,
            editSeconds: edited.value)
    }
}

/// The bookkeeping of one load run: submissions with their intended times, commits as they land.
/// Producers and the commit observer (on the apply queue) share it under a lock.
final class LoadTracker: Sendable {
    private struct State {
        var intended: [Int: UInt64] = [:]
        var steps: [Int: Int] = [:]
        var commits: [(sequence: Int, at: UInt64)] = []
        var lastSubmitted = -1
        var lastCommitted = -1
        var late = 0
    }

    private let state = Guarded(State())
    private let budget: UInt64
    private let lateLimit: Int

    init(budget: UInt64, lateLimit: Int) {
        self.budget = budget
        self.lateLimit = lateLimit
    }

    static var now: UInt64 { MonotonicClock.now() }

    /// Sleeps until `time` on the uptime clock (returns at once when it has passed).
    static func sleep(until time: UInt64) {
        while true {
            let current = now
            guard time > current else { return }
            let wait = time - current
            var request = timespec(tv_sec: Int(wait / 1_000_000_000), tv_nsec: Int(wait % 1_000_000_000))
            _ = nanosleep(&request, nil)
        }
    }

    /// Forgets the first snapshot's commit (shown before the run).
    func reset() { state.withLock { $0 = State() } }

    func submitted(sequence: Int, step: Int, intended: UInt64) {
        state.withLock { state in
            state.intended[sequence] = intended
            state.steps[sequence] = step
            state.lastSubmitted = max(state.lastSubmitted, sequence)
        }
    }

    /// On the apply queue: `sequence` reached the screen now, and with it every earlier submission.
    func committed(_ sequence: Int) {
        let at = Self.now
        state.withLock { state in
            state.commits.append((sequence, at))
            guard sequence > state.lastCommitted else { return }
            for earlier in state.lastCommitted + 1 ... sequence {
                if let intended = state.intended[earlier], at > intended + budget { state.late += 1 }
            }
            state.lastCommitted = sequence
        }
    }

    /// Whether more than the allowed share of updates were late (fail-fast probes).
    var failed: Bool { state.withLock { $0.late > lateLimit } }

    /// Whether `backlog` updates wait, or the oldest waiting one has waited `waited` nanoseconds.
    func isSaturated(backlog: Int, waited: UInt64) -> Bool {
        state.withLock { state in
            if state.lastSubmitted - state.lastCommitted > backlog { return true }
            guard let oldest = state.intended[state.lastCommitted + 1] else { return false }
            return Self.now > oldest + waited
        }
    }

    /// Each submission's latency (to the first commit of it or a later sequence), in submission
    /// order; the share of late frames; when the run ended.
    func result(start: UInt64) -> (latencies: [Double], lateFrameShare: Double, end: UInt64, lastSubmittedStep: Int?) {
        state.withLock { state in
            let commits = state.commits.sorted { $0.sequence < $1.sequence }
            var latencies: [Double] = []
            var lateFrames = Set<UInt64>()
            var end = start
            var next = 0
            for (sequence, intended) in state.intended.sorted(by: { $0.key < $1.key }) {
                while next < commits.count && commits[next].sequence < sequence { next += 1 }
                guard next < commits.count else { continue }
                let at = commits[next].at
                end = max(end, at)
                let latency = at > intended ? at - intended : 0
                latencies.append(Double(latency) / 1e9)
                if latency > budget { lateFrames.insert((at - start) / budget) }
            }
            let frames = max(1, (end - start) / budget + 1)
            return (latencies, Double(lateFrames.count) / Double(frames), end, state.intended.isEmpty ? nil : state.steps[state.lastSubmitted])
        }
    }
}
