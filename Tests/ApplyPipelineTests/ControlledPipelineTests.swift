import ApplyPipeline
import DiffableSnapshots
import DiffBenchSupport
import Foundation
import Testing

/// One controlled run of a data source fed by two producer lanes (`perLane` applies each) and,
/// optionally, one apply on the stand-in once the lanes are done. What it came to.
struct PipelineRun {
    var outcomes: [ApplyOutcome]
    var submissions: [ApplySubmission]
    var shown: IntSnapshot
    var submittedLast: IntSnapshot?
    var records: [Int]
    var result: ScheduledRunResult
}

func controlledPipelineRun(_ strategy: SchedulingStrategy, coalescing: CoalescingPolicy, perLane: Int = 3, mainApply: Bool = false) -> PipelineRun {
    let outcomes = Collected<ApplyOutcome>([]), submissions = Collected<(Int, ApplySubmission)>([])
    let source = Guarded<IntDataSource?>(nil)
    let end = Guarded<(IntSnapshot, [Int])?>(nil)
    let result = Scheduler(strategy: strategy).run(setup: {
        let data = IntDataSource(workers: 2, coalescing: coalescing)
        source.set(data)
        let lanes = [ScheduledQueue(label: "lane a", role: .lane), ScheduledQueue(label: "lane b", role: .lane)]
        let done = Guarded(0)
        for (l, lane) in lanes.enumerated() {
            for k in 0 ..< perLane {
                let step = l * perLane + k
                lane.async("apply \(step)", yielding: false) {
                    let submission = data.apply(churnSnapshot(step)) { outcomes.append($0) }
                    submissions.append((step, submission))
                    done.withLock { $0 += 1 }
                }
            }
        }
        guard mainApply else { return }
        // On the stand-in once both lanes submitted: refused while their applies are outstanding.
        ScheduledQueue(label: "main applier", role: .other).async("main apply", yielding: false) {
            _ = Scheduling.wait(until: { done.value == 2 * perLane }, on: "the lanes")
            let submission = data.mainQueue.sync { data.apply(churnSnapshot(99)) { outcomes.append($0) } }
            submissions.append((99, submission))
        }
    }, settled: {
        guard let data = source.value else { return }
        end.set((data.snapshot(), data.records.map(\.sequence)))
    })
    let accepted = submissions.value.compactMap { step, submission -> (Int, Int)? in
        if case let .accepted(sequence) = submission { (sequence, step) } else { nil }
    }
    let last = accepted.max { $0.0 < $1.0 }.map { churnSnapshot($0.1) }
    return PipelineRun(outcomes: outcomes.value, submissions: submissions.value.map(\.1), shown: end.value?.0 ?? IntSnapshot(),
                       submittedLast: last, records: end.value?.1 ?? [], result: result)
}

@Suite("The pipeline's own concurrency under the seeded scheduler: orders explored, invariants held, seeds named", .serialized)
struct ControlledPipelineTests {
    @Test("every snapshot, any interleaving (random seeds 1…40): commits in submission order, each completion once, the last shown")
    func everySnapshot() {
        var outOfOrderFinishes = 0
        for seed in UInt64(1) ... 40 {
            let run = controlledPipelineRun(.random(seed: seed), coalescing: .everySnapshot)
            #expect(run.result.deadlock == nil, "seed \(seed)")
            #expect(run.records == Array(0 ..< 6), "seed \(seed): \(run.records)")
            #expect(run.outcomes.count == 6 && run.outcomes.allSatisfy { if case .applied = $0 { true } else { false } }, "seed \(seed)")
            #expect(run.shown == run.submittedLast, "seed \(seed)")
            // Workers finishing out of order: a later diff done before an earlier one.
            let done = run.result.trace.steps.flatMap(\.notes).compactMap { $0.hasPrefix("diff #") ? Int($0.dropFirst(6).prefix { $0.isNumber }) : nil }
            if done != done.sorted() { outOfOrderFinishes += 1 }
        }
        #expect(outOfOrderFinishes > 0, "some schedule finishes diffs out of submission order")
    }

    @Test("latest only (random seeds 1…40): each completion once, applied or coalesced, the last submitted shown")
    func latestOnly() {
        var coalesced = 0
        for seed in UInt64(1) ... 40 {
            let run = controlledPipelineRun(.random(seed: seed), coalescing: .latestOnly)
            #expect(run.result.deadlock == nil && run.outcomes.count == 6, "seed \(seed)")
            #expect(run.records == run.records.sorted(), "seed \(seed)")
            #expect(run.shown == run.submittedLast, "seed \(seed)")
            coalesced += run.outcomes.filter { if case .coalesced = $0 { true } else { false } }.count
        }
        #expect(coalesced > 0, "some schedule coalesces")
    }

    @Test("the same-queue rule under control (PCT seeds 1…20, depth 3): a stand-in apply while lane applies are outstanding is refused with UIKit's text")
    func sameQueueRule() {
        var refused = 0
        for seed in UInt64(1) ... 20 {
            let run = controlledPipelineRun(.pct(seed: seed, depth: 3, length: 60), coalescing: .everySnapshot, mainApply: true)
            #expect(run.result.deadlock == nil, "seed \(seed)")
            guard let main = run.submissions.last else { continue }
            if case let .refused(violation) = main {
                refused += 1
                #expect(violation.description.hasPrefix("Deadlock detected: calling this method on the main queue with outstanding async updates"))
            }
        }
        #expect(refused > 0)
    }

    @Test("exhaustive: two lanes of two steps meet every interleaving once within the preemption bound")
    func exhaustiveExploration() {
        func logs(bound: Int) -> Set<[String]> {
            var explorer = ScheduleExplorer(preemptionBound: bound)
            var prefix: [Int]? = []
            var seen = Set<[String]>()
            while let next = prefix {
                let log = Collected<String>([])
                let result = Scheduler(strategy: .replay(decisions: next)).run(setup: {
                    for lane in ["a", "b"] {
                        let queue = ScheduledQueue(label: lane, role: .lane)
                        for k in 0 ..< 2 { queue.async("\(lane)\(k)", yielding: false) { log.append("\(lane)\(k)") } }
                    }
                })
                seen.insert(log.value)
                prefix = explorer.next(after: result.trace.decisions)
            }
            return seen
        }
        #expect(logs(bound: 10).count == 6, "C(4,2) orders of two lanes of two")
        #expect(logs(bound: 0).count < 6)
    }
}
