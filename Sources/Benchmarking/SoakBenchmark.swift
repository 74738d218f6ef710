import ApplyPipeline
import DiffableSnapshots
import Dispatch
import Foundation
import Workloads
import DiffBenchSupport

/// The soak case's shape: a small list through very many applies.
public struct SoakPlan: Sendable, Hashable {
    /// Items in the list.
    public var items = 1_000
    /// Applies to make.
    public var applies = 1_000_000
    /// Items changed per apply (a hundredth of the list).
    public var changesPerApply = 10
    /// Producer threads.
    public var producers = 2
    /// Diff workers.
    public var workers = 2
    /// Applies in flight at most (producers wait for completions): memory must stay flat, so the
    /// backlog is bounded as an app's would be.
    public var inFlight = 64

    /// The soak profile's default: 1,000 items, 1,000,000 applies.
    public init() {}
}

/// What the soak case measured.
public struct SoakMeasurement: Sendable, Hashable {
    /// Applies committed.
    public var applies: Int
    /// Wall seconds the soak took.
    public var seconds: Double
    /// The process's resident set after the first tenth of the applies, and at the end (unused
    /// allocator pages released first).
    public var residentBytesEarly: Int
    /// The resident set at the end.
    public var residentBytesLate: Int
    /// Bytes live in the allocator at the same two moments (nil without a memory probe).
    public var allocatedBytesEarly: Int?
    /// Bytes live in jemalloc at the end (nil without it).
    public var allocatedBytesLate: Int?
    /// Median submit-to-commit latency.
    public var latencyP50Seconds: Double
    /// 99th-percentile submit-to-commit latency.
    public var latencyP99Seconds: Double
    /// The view ended on the last snapshot submitted, and nothing was refused or rejected.
    public var endedOnLast: Bool
    /// Records kept (bounded) against applies committed (exact).
    public var recordsKept: Int
    /// Memory at every tenth of the applies, the last at the end.
    public var readings: [SoakReading] = []

    /// The soak case's figures: `workers` running `differ`, the snapshots made as `churn` says
    /// (`10 of 1000 per apply`).
    public func figures(differ: String, workers: Int, churn: String) -> SoakFigures {
        SoakFigures(
            differ: differ, churn: churn, workers: workers, applies: applies, appliesPerSecond: Double(applies) / seconds,
            residentBytesEarly: residentBytesEarly, residentBytesLate: residentBytesLate, allocatedBytesEarly: allocatedBytesEarly,
            allocatedBytesLate: allocatedBytesLate, latencyP50Seconds: latencyP50Seconds, latencyP99Seconds: latencyP99Seconds,
            roundTrips: endedOnLast, readings: readings.isEmpty ? nil : readings)
    }
}

/// A data source that runs for a day, compressed: `applies` snapshots of an `items`-item list, each
/// a small churn step from the one before, from `producers` threads at once, through one data
/// source; the resident set must not grow.
public enum SoakBenchmark {
    /// Measures the soak; `memory` releases the allocator's unused pages before each resident-set
    /// reading, so the two readings compare live memory, not allocator caches.
    public static func measure(_ plan: SoakPlan, memory: any MemoryProbe) -> SoakMeasurement {
        let source = DiffableDataSource<Int, Int>(workers: plan.workers)
        let producer = SoakProducer(items: plan.items, changesPerApply: plan.changesPerApply)
        let slots = DispatchSemaphore(value: plan.inFlight)
        let readings = Guarded<[SoakReading]>([])
        let tenth = max(1, plan.applies / 10)
        let last = Guarded(DiffableSnapshot<Int, Int>())
        let start = MonotonicClock.now()
        // Producers are threads of their own, not GCD's: a GCD thread blocked on the in-flight limit
        // makes GCD start more, and every new thread brings its own allocator cache.
        let finished = DispatchGroup()
        for _ in 0 ..< plan.producers {
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                while true {
                    slots.wait()
                    // One producer at a time steps the shared list and submits it, so submission order
                    // is generation order and every diff is one small step.
                    let submitted: Bool = producer.next(limit: plan.applies) { snapshot, count in
                        source.apply(snapshot) { _ in slots.signal() }
                        if count % tenth == 0 || count == plan.applies {
                            // Every reading, the last one too, is taken with nothing in flight and
                            // the producers alive, so they compare alike (taken after the producers
                            // had exited, the last read 50–85 KB low: their threads' memory gone).
                            source.waitUntilIdle()
                            let reading = Self.read(after: count, memory: memory)
                            readings.withLock { $0.append(reading) }
                        }
                        last.set(snapshot)
                    }
                    if !submitted { slots.signal(); return }
                }
            }
        }
        finished.wait()
        source.waitUntilIdle()
        let seconds = Double(MonotonicClock.now() - start) / 1e9
        let taken = readings.value
        let all = taken.last?.applies == plan.applies ? taken : taken + [Self.read(after: plan.applies, memory: memory)]
        let statistics = source.statistics
        let final = last.value
        return SoakMeasurement(
            applies: statistics.applied, seconds: seconds, residentBytesEarly: all[0].residentBytes, residentBytesLate: all.last!.residentBytes,
            allocatedBytesEarly: all[0].allocatedBytes, allocatedBytesLate: all.last!.allocatedBytes,
            latencyP50Seconds: statistics.latencySeconds(atPercentile: 50), latencyP99Seconds: statistics.latencySeconds(atPercentile: 99),
            endedOnLast: statistics.refused == 0 && statistics.rejected == 0 && source.withView { $0.shows(final) },
            recordsKept: source.records.count, readings: all)
    }

    /// Memory now, after `applies`: unused pages released first, and the allocator's thread caches
    /// left out of the live bytes (only the calling thread's can be flushed, and the others' hold
    /// megabytes that come and go with the schedule).
    static func read(after applies: Int, memory: any MemoryProbe) -> SoakReading {
        memory.releaseUnusedMemory()
        return SoakReading(applies: applies, residentBytes: currentResidentBytes(), allocatedBytes: memory.liveBytes())
    }
}

/// The soak's shared list: each step changes `changesPerApply` items (a tenth of them deleted, …,
/// as the standard workload does at 1%).
final class SoakProducer: Sendable {
    private struct State: Sendable {
        var list: [Int]
        var nextID: Int
        var generator = SnapshotPairGenerator(seed: 7)
        var produced = 0
    }
    private let state: Guarded<State>
    private let changes: Int

    init(items: Int, changesPerApply: Int) {
        state = Guarded(State(list: Array(0 ..< items), nextID: items))
        changes = changesPerApply
    }

    /// Steps the list and hands `submit` the snapshot and how many were produced, under the lock;
    /// false once `limit` snapshots were produced.
    func next(limit: Int, _ submit: (DiffableSnapshot<Int, Int>, Int) -> Void) -> Bool {
        state.withLock { state in
            guard state.produced < limit else { return false }
            let fresh = Array(state.nextID ..< state.nextID + changes / 2)
            state.nextID += fresh.count
            state.list = state.generator.churnStep(state.list, changing: changes / 2, newIdentifiers: fresh)
            state.produced += 1
            submit(SnapshotPairGenerator.snapshot(state.list, sections: 1), state.produced)
            return true
        }
    }
}

/// The process's resident set now (`/proc/self/statm`), in bytes; 0 where it cannot be read.
public func currentResidentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
