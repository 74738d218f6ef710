@testable import ApplyPipeline
import DiffBenchSupport
import Foundation
import Fuzzing
import Testing

/// Runs a bounded campaign of the `queues` scenario with the planted stale-diff-base bug on.
func plantedQueuesCampaign(seed: UInt64, cases: Int, scheduling: SchedulingMode = .default) -> CampaignSummary {
    PlantedBugs.staleDiffBase = true
    defer { PlantedBugs.staleDiffBase = false }
    let plan = CampaignPlan(scenario: QueuesScenario.self, seed: seed, context: ScenarioContext(scheduling: scheduling), limit: cases)
    return Campaign.run(plan, toolVersion: "test")
}

@Suite("The queues scenario under the seeded scheduler: the pipeline's own orderings explored and replayed", .serialized)
struct ControlledQueuesTests {
    @Test("an ordering bug planted in the apply path is found by every bounded controlled campaign (seeds 1…10, 100 cases, as measured in the guide)")
    func stalePlantFound() throws {
        for seed in UInt64(1) ... 10 {
            let summary = plantedQueuesCampaign(seed: seed, cases: 100)
            let crash = try #require(summary.uniqueCrashes.first, "seed \(seed)")
            #expect(crash.message.contains("statistics disagree") || crash.message.contains("end state") || crash.message.contains("order"), "\(crash.message)")
            let schedule = try #require(crash.case.schedule, "the seed carries its schedule")
            #expect(schedule.decisions != nil)
            #expect(!crash.case.isTimingDependent)
            let interleaving = try #require(crash.interleaving)
            #expect(interleaving.queues.contains("apply queue") && interleaving.queues.contains("diff-worker-0"), "\(interleaving.queues)")
        }
    }

    @Test("the seed replays its failure 100 times out of 100, each a single run; with the bug fixed it passes")
    func seedReplaysEveryTime() throws {
        let crash = try #require(plantedQueuesCampaign(seed: 1, cases: 60).uniqueCrashes.first)
        PlantedBugs.staleDiffBase = true
        let replayed = (0 ..< 100).filter { _ in CrashSeeds.reproduce(crash) != nil }.count
        PlantedBugs.staleDiffBase = false
        #expect(replayed == 100)
        #expect(CrashSeeds.reproduce(crash) == nil, "with the plant off the seed passes")
        let decoded = try JSONDecoder().decode(CrashSeed.self, from: JSONEncoder().encode(crash))
        #expect(decoded.case == crash.case && decoded.interleaving == crash.interleaving)
    }

    @Test("a seed's schedule is shrunk to the forced choices the failure needs, and its replay keeps the failure's signature")
    func scheduleShrinks() throws {
        // Only the fourth choice matters: the rest are cut off or left to the default (-1).
        var replays = 0
        let shrunk = ControlledRuns.shrink([1, 2, 0, 3, 1, 2, 0, 1]) { decisions in
            replays += 1
            return decisions.count > 3 && decisions[3] == 3
        }
        #expect(shrunk == [-1, -1, -1, 3])
        #expect(replays <= 40)
        // Two choices needed, one of them late: both kept, the rest defaulted.
        #expect(ControlledRuns.shrink([4, 4, 4, 4, 4, 4]) { $0.count == 6 && $0[1] == 4 && $0[5] == 4 } == [-1, 4, -1, -1, -1, 4])

        PlantedBugs.staleDiffBase = true
        defer { PlantedBugs.staleDiffBase = false }
        let crash = try #require(plantedQueuesCampaign(seed: 2, cases: 100).uniqueCrashes.first)
        PlantedBugs.staleDiffBase = true
        let decisions = try #require(crash.case.schedule?.decisions)
        let replayed = try #require(CrashSeeds.reproduce(crash))
        let again = CrashSeed(toolVersion: "test", seed: crash.seed, caseIndex: crash.caseIndex, case: crash.case, disagreement: replayed)
        #expect(again.signature == crash.signature)
        // The replay runs on past the stored choices by default: the failing run's tail was cut.
        let interleaving = try #require(replayed.interleaving)
        #expect(decisions.count < interleaving.trace.decisions.count, "\(decisions) against \(interleaving.trace.decisions.count) decisions in the replay")
        #expect(decisions.last != -1)
    }

    @Test("a queues seed written before schedules reads, and replays free running")
    func oldSeedRunsFree() throws {
        // A case as seeds held it before schedules: no "schedule" key at all.
        let free = FuzzCase.generate(QueuesScenario.self, seed: 5, caseIndex: 1, context: ScenarioContext(scheduling: .freeRunning))
        let json = try #require(String(data: JSONEncoder().encode(free), encoding: .utf8))
        #expect(!json.contains("schedule"))
        let fuzzCase = try JSONDecoder().decode(FuzzCase.self, from: Data(json.utf8))
        #expect(fuzzCase.schedule == nil && fuzzCase.isTimingDependent)
        #expect(fuzzCase.run(ScenarioContext()).disagreement == nil)
    }

    /// The side-by-side detection rates of the planted bug (opt in: `DIFFBENCH_MEASURE_RATES=1`):
    /// campaigns of `DIFFBENCH_MEASURE_CASES` (default 60) cases, seeds 1…10, controlled and free.
    @Test("measure: detection rates of the planted ordering bug, controlled and free running",
          .enabled(if: ProcessInfo.processInfo.environment["DIFFBENCH_MEASURE_RATES"] != nil))
    func measureRates() {
        let cases = Int(ProcessInfo.processInfo.environment["DIFFBENCH_MEASURE_CASES"] ?? "") ?? 60
        for (name, mode) in [("controlled", SchedulingMode.default), ("free running", .freeRunning)] {
            let start = Date()
            let found = (UInt64(1) ... 10).filter { !plantedQueuesCampaign(seed: $0, cases: cases, scheduling: mode).crashes.isEmpty }
            print("queues, stale diff base, \(cases) cases: \(name) found it in \(found.count)/10 campaigns (seeds \(found)), \(Int(Date().timeIntervalSince(start))) s")
        }
    }
}
