@testable import DiffBenchSupport
import Foundation
import Testing

let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
}()

/// Whether the caller runs on `DispatchQueue.main` (on Linux under Swift Testing a thread of
/// libdispatch's drains it, not the main thread).
func onMainQueue() -> Bool { DispatchQueue.getSpecific(key: mainQueueKey) == 1 }

/// A log the tasks of a run append to; one task runs at a time, which `inFlight` checks.
final class RunLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    private var inFlight = 0
    private(set) var overlaps = 0

    func enter(_ entry: String) {
        lock.lock()
        entries.append(entry)
        inFlight += 1
        if inFlight > 1 { overlaps += 1 }
        lock.unlock()
    }

    func leave() {
        lock.lock()
        inFlight -= 1
        lock.unlock()
    }

    func record(_ entry: String) {
        enter(entry)
        leave()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}

/// Three lanes of four tasks each, one with a scheduling point in the middle of each task, and a
/// hop to main from the last task of each lane.
func threeLanes(_ log: RunLog) -> @Sendable () -> Void {
    {
        for lane in ["a", "b", "c"] {
            let queue = ScheduledQueue(label: "lane \(lane)", role: .lane)
            for task in 0 ..< 4 {
                queue.async("\(lane)\(task)", yielding: false) {
                    log.enter("\(lane)\(task)")
                    log.leave()
                    Scheduling.point("half of \(lane)\(task)")
                    log.record("\(lane)\(task)'")
                    if task == 3 { ScheduledQueue.main("main after \(lane)") { log.record("main:\(lane)") } }
                }
            }
        }
    }
}

@Suite("The seeded scheduler: one queue at a time, picked from the seed, replayed exactly", .serialized)
struct SchedulerTests {
    func run(_ strategy: SchedulingStrategy) -> (log: [String], result: ScheduledRunResult, overlaps: Int) {
        let log = RunLog()
        let result = Scheduler(strategy: strategy).run(setup: threeLanes(log))
        return (log.all, result, log.overlaps)
    }

    @Test("the same seed takes the same decisions and the same steps (seeds 1…5)", arguments: [UInt64(1), 2, 3, 4, 5])
    func sameSeedSameRun(seed: UInt64) {
        let first = run(.random(seed: seed)), second = run(.random(seed: seed))
        #expect(first.log == second.log)
        #expect(first.result.trace == second.result.trace)
        #expect(first.log.count == 12 * 2 + 3 && first.overlaps == 0 && first.result.deadlock == nil)
    }

    @Test("different seeds reach different interleavings, points inside tasks included (seeds 1…20)")
    func seedsExplore() {
        let logs = Set((1 ... 20).map { run(.random(seed: UInt64($0))).log })
        #expect(logs.count >= 15)
        // Somewhere another lane ran between the two halves of a task.
        #expect(logs.contains { log in
            zip(log, log.dropFirst(2)).contains { $0 == "a0" && $1 == "a0'" } && !log.contains { _ in false }
                && zip(log, log.dropFirst()).contains { $0 == "a0" && $1 != "a0'" }
        })
    }

    @Test("a run's decisions replayed give the same run; PCT runs are repeatable too (seed 7, depth 3)")
    func replayAndPCT() {
        let original = run(.random(seed: 11))
        let replayed = run(.replay(decisions: original.result.trace.chosen))
        #expect(replayed.log == original.log)
        #expect(replayed.result.trace.steps.map(\.label) == original.result.trace.steps.map(\.label))
        let pct = run(.pct(seed: 7, depth: 3, length: 40)), again = run(.pct(seed: 7, depth: 3, length: 40))
        #expect(pct.log == again.log && pct.overlaps == 0)
    }

    @Test("main-queue tasks run on the main thread, lanes off it; each queue knows it is current")
    func mainAndLanes() {
        let checks = Guarded<[String]>([])
        let result = Scheduler(strategy: .random(seed: 3)).run(setup: {
            let lane = ScheduledQueue(label: "lane", role: .lane)
            let standIn = ScheduledQueue(label: "main stand-in", role: .applyQueue, over: .main)
            checks.append("setup main:\(onMainQueue()) standIn:\(standIn.isCurrent) lane:\(lane.isCurrent)")
            lane.async("lane work") {
                checks.append("lane main:\(onMainQueue()) standIn:\(standIn.isCurrent) lane:\(lane.isCurrent)")
                standIn.async("hop") { checks.append("hop main:\(onMainQueue()) standIn:\(standIn.isCurrent)") }
            }
        })
        #expect(result.deadlock == nil)
        #expect(checks.value == [
            "setup main:true standIn:true lane:false", "lane main:false standIn:false lane:true", "hop main:true standIn:true",
        ])
    }

    @Test("blocks your code queues on DispatchQueue.main run inside the run, on main, in order with the run's own")
    func foreignMainBlocks() {
        let log = RunLog()
        let result = Scheduler(strategy: .random(seed: 5)).run(setup: {
            let lane = ScheduledQueue(label: "lane", role: .lane)
            lane.async("lane") {
                DispatchQueue.main.async { log.record("foreign 1 main:\(onMainQueue())") }
                ScheduledQueue.main("ours") { log.record("ours") }
                DispatchQueue.main.async { log.record("foreign 2") }
            }
        }, settled: { log.record("settled") })
        #expect(result.deadlock == nil)
        #expect(log.all == ["foreign 1 main:true", "ours", "foreign 2", "settled"])
    }

    @Test("main held a while by work outside the run (another test's, in a test process) is waited for, not called a deadlock")
    func mainHeldOutsideTheRun() {
        // A thread that is no task of the run keeps a block queued on the main queue that sleeps
        // 30 ms (one at a time, so none pile up): main, let go by the run, drains it, asleep,
        // before it comes back to the run.
        let hogging = Guarded(true)
        let hogs = Guarded(0)
        let hog = Thread {
            var queued = 0
            while hogging.value {
                if hogs.value == queued {
                    queued += 1
                    DispatchQueue.main.async { usleep(30_000); hogs.withLock { $0 += 1 } }
                }
                usleep(2_000)
            }
        }
        hog.start()
        defer { hogging.set(false) }
        for seed in UInt64(1) ... 3 {
            let log = RunLog()
            let result = Scheduler(strategy: .random(seed: seed)).run(setup: threeLanes(log))
            #expect(result.deadlock == nil, "seed \(seed): \(result.deadlock ?? "")")
            #expect(log.all.count == 27 && log.overlaps == 0, "seed \(seed): \(log.all)")
        }
        #expect(hogs.value > 0, "the main queue ran none of the sleeping blocks during the runs")
    }

    @Test("main, after a block of yours reached a point, running on through blocks that sleep and wake (another test's) is waited for, not called a deadlock")
    func mainSleepsInBlocksOutsideTasks() {
        // The run's own main-queue block reaches a scheduling point, so main counts as running a
        // block of yours; the next block on main sleeps 30 ms three times, as another test's
        // main-queue work in the same process may. Main wakes between sleeps: not a deadlock.
        for seed in UInt64(1) ... 3 {
            let log = RunLog()
            let result = Scheduler(strategy: .random(seed: seed)).run(setup: {
                ScheduledQueue(label: "lane", role: .lane).async("lane") {
                    DispatchQueue.main.async { Scheduling.point("yours"); log.record("yours") }
                    DispatchQueue.main.async { for _ in 0 ..< 3 { usleep(30_000) }; log.record("slept") }
                    ScheduledQueue.main("ours") { log.record("ours") }
                }
            })
            #expect(result.deadlock == nil, "seed \(seed): \(result.deadlock ?? "")")
            #expect(log.all == ["yours", "slept", "ours"], "seed \(seed)")
        }
    }

    @Test("a task that waits 100 ms on a thread outside the run, on main or on a lane, is slow, not a deadlock")
    func slowWaitOutsideTheRun() {
        // What a busy machine or a sync onto a global queue does: the holder sleeps, without waking,
        // far past the 20 ms that once called it stuck, then goes on.
        @Sendable func waitOnAnotherThread() {
            let done = DispatchSemaphore(value: 0)
            Thread { usleep(100_000); done.signal() }.start()
            done.wait()
        }
        let onLane = RunLog()
        let lane = Scheduler(strategy: .random(seed: 3)).run(setup: {
            ScheduledQueue(label: "lane", role: .lane).async("lane") { waitOnAnotherThread(); onLane.record("lane") }
        })
        #expect(lane.deadlock == nil, "\(lane.deadlock ?? "")")
        #expect(onLane.all == ["lane"])
        let onMain = RunLog()
        let main = Scheduler(strategy: .random(seed: 3)).run(setup: {
            ScheduledQueue.main("main waits") { waitOnAnotherThread(); onMain.record("main") }
        })
        #expect(main.deadlock == nil, "\(main.deadlock ?? "")")
        #expect(onMain.all == ["main"])
    }

    @Test("a lane that waits on something nothing will signal is a deadlock, named, once it has slept a second without waking")
    func laneWaitsForever() {
        let never = DispatchSemaphore(value: 0)
        let result = Scheduler(strategy: .random(seed: 1)).run(setup: {
            ScheduledQueue(label: "lane", role: .lane).async("lane") { never.wait() }
        })
        never.signal()
        #expect(result.deadlock?.contains("slept 1 s without waking") == true, "\(result.deadlock ?? "none")")
    }

    @Test("DispatchQueue.main.sync from a lane: the scheduler sees the lane wait and lets main run it")
    func mainSyncFromLane() {
        let log = RunLog()
        let result = Scheduler(strategy: .random(seed: 9)).run(setup: {
            ScheduledQueue(label: "lane", role: .lane).async("lane") {
                let value = DispatchQueue.main.sync { onMainQueue() ? 42 : 0 }
                log.record("lane got \(value)")
            }
        })
        #expect(result.deadlock == nil)
        #expect(log.all == ["lane got 42"])
        #expect(result.trace.steps.contains { $0.label.contains("waits on the main queue") })
    }

    @Test("sync onto a queue of the run waits for the work queued before it; a cycle of syncs is a deadlock")
    func syncAndDeadlock() {
        let log = RunLog()
        let fine = Scheduler(strategy: .random(seed: 2)).run(setup: {
            let a = ScheduledQueue(label: "a", role: .lane), b = ScheduledQueue(label: "b", role: .lane)
            b.async("b0") { log.record("b0") }
            a.async("a0") { log.record("a got \(b.sync { b.isCurrent })") }
        })
        #expect(fine.deadlock == nil && log.all == ["b0", "a got true"])
        let stuck = Scheduler(strategy: .replay(decisions: [])).run(setup: {
            let a = ScheduledQueue(label: "a", role: .lane), b = ScheduledQueue(label: "b", role: .lane)
            a.async("a0", yielding: false) { Scheduling.point("a0 started"); b.sync {} }
            b.async("b0", yielding: false) { Scheduling.point("b0 started"); a.sync {} }
        })
        #expect(stuck.deadlock?.hasPrefix("every queue left waits: ") == true, "\(stuck.deadlock ?? "none")")
    }

    @Test("the printed schedule has a column per queue and marks the step asked for")
    func columns() {
        let result = run(.random(seed: 4)).result
        let text = ScheduleColumns.render(result.trace, marked: 5, note: "boom")
        let header = text.split(separator: "\n")[0]
        #expect(header.contains("main") && header.contains("lane a") && header.contains("lane c"))
        #expect(text.contains(">>   6 |") && text.contains("<- boom"))
        #expect(ScheduleColumns.markdown(result.trace, marked: 5, note: "boom").contains("**6**"))
    }
}
