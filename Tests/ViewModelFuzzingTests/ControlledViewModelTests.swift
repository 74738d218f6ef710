import DiffableCompat
import Foundation
import Fuzzing
import Testing
import ViewModelFuzzing

@Suite("ViewModelFuzzing under the seeded scheduler: races found, seeds replayed exactly, traps caught", .serialized)
struct ControlledViewModelTests {
    @Test("a planted race of a lane with the main queue is found by every bounded controlled campaign (seeds 1…5, 40 sequences)")
    func raceFoundByEveryCampaign() async throws {
        for seed in UInt64(1) ... 5 {
            let failure = try #require(await campaignFailure(RacingList.self, seed: seed, sequences: 40), "seed \(seed)")
            #expect(failure.failure.message.hasPrefix("Fatal: supplied item identifiers are not unique"), "\(failure)")
            #expect(failure.schedule != nil && failure.interleaving != nil)
            #expect(failure.events.count <= 3, "\(failure)")
        }
    }

    @Test("a controlled failure's events and schedule replay it 100 times out of 100; the fixed screen passes them")
    func replaysEveryTime() async throws {
        let failure = try #require(await campaignFailure(RacingList.self, seed: 1, sequences: 40))
        let events = try #require(failure.events(as: ListEvent.self))
        let schedule = try #require(failure.schedule)
        var replayed = 0
        for _ in 0 ..< 100 {
            let found = await ViewModelFuzzing.failures(RacingList.self, events: events, schedule: schedule)
            if found.contains(where: { $0.signature == failure.failure.signature }) { replayed += 1 }
        }
        #expect(replayed == 100)
        // The generated test's call, in a child process, on its first run.
        await #expect(throws: ViewModelFuzzFailure.self) {
            try await ViewModelFuzzing.replay(RacingList.self, events: events, schedule: schedule)
        }
        try await ViewModelFuzzing.replay(CorrectList.self, events: events, schedule: schedule)
    }

    @Test("the failure prints its interleaving as columns per queue, and its test carries the schedule")
    func interleavingPrinted() async throws {
        let failure = try #require(await campaignFailure(RacingList.self, seed: 2, sequences: 40))
        let text = try #require(failure.interleaving?.text)
        let header = try #require(text.split(separator: "\n").first)
        #expect(header.contains("main") && header.contains("lane network"), "\(text)")
        #expect(text.contains(">>"), "\(text)")
        #expect(failure.test.contains("], schedule: FuzzSchedule(strategy: ."), "\(failure.test)")
        #expect(failure.test.contains("    // The interleaving that failed"), "\(failure.test)")
        #expect(failure.description.contains("under the seeded scheduler"))
    }

    @Test("a trap in the view model is a finding: caught in a child process, shrunk, and its replay traps again")
    func trapIsAFinding() async throws {
        let failure = try #require(await campaignFailure(TrappingList.self, seed: 1, sequences: 60))
        #expect(failure.failure.kind == .trap, "\(failure)")
        #expect(failure.failure.message.hasPrefix("trap: "), "\(failure)")
        #expect(failure.events.count <= 2 && failure.events.contains { $0.contains("7") }, "\(failure)")
        let events = try #require(failure.events(as: ListEvent.self))
        await #expect(throws: ViewModelFuzzFailure.self) {
            try await ViewModelFuzzing.replay(TrappingList.self, events: events, schedule: failure.schedule)
        }
    }

    @Test("a campaign's sequences do not depend on the target's name; a seed without a schedule still reads and runs free")
    func sequencesAndOldSeeds() throws {
        let context = ScenarioContext()
        for index in 0 ..< 20 {
            #expect(ViewModelScenario<CorrectList>.generate(seed: 4, caseIndex: index, context: context)
                == ViewModelScenario<DuplicatingList>.generate(seed: 4, caseIndex: index, context: context))
        }
        let old = try JSONDecoder().decode(ViewModelCase<ListEvent>.self, from: Data(#"{"events":[{"page":{"_0":[3]}},{"page":{"_0":[3]}}]}"#.utf8))
        #expect(old.schedule == nil && old.events == [.page([3]), .page([3])])
        #expect(FuzzCase(ViewModelScenario<DuplicatingList>.self, old).isTimingDependent)
        #expect(!FuzzCase(ViewModelScenario<DuplicatingList>.self, ViewModelScenario<DuplicatingList>.generate(seed: 1, caseIndex: 0, context: context)).isTimingDependent)
    }
}

/// The failure a campaign of `sequences` over `target` from `seed` throws, or nil.
func campaignFailure<T: ViewModelFuzzTarget>(
    _ target: T.Type, seed: UInt64, sequences: Int, scheduling: SchedulingMode = .default
) async -> ViewModelFuzzFailure? {
    do {
        try await ViewModelFuzzing.check(target, seed: seed, sequences: sequences, scheduling: scheduling)
        return nil
    } catch {
        return error
    }
}

@Suite("DiffableCompat's Combine scheduler under the seeded scheduler")
struct ControlledCombineTests {
    @Test("receive(on: DispatchQueue.main) goes through DispatchQueueScheduler; under control each delivery is a task of main")
    func combineDeliveriesAreScheduled() async throws {
        let publisher = PassthroughSubject<Int, Never>().receive(on: DispatchQueue.main)
        #expect(type(of: publisher.scheduler) == DispatchQueueScheduler.self)
        let schedule = FuzzSchedule(strategy: .random, seed: 3)
        let events: [ListEvent] = [.backgroundRefresh([1, 2]), .page([5]), .backgroundRefresh([3])]
        let found = await ViewModelFuzzing.failures(CombineList.self, events: events, schedule: schedule)
        #expect(found.isEmpty, "\(found)")
        // The duplicate the second refresh sends is raised by a Combine delivery, on the run's main queue.
        let failures = await ViewModelFuzzing.failures(CombineList.self, events: [.backgroundRefresh([4, 4])], schedule: schedule)
        let failure = try #require(failures.first)
        #expect(failure.message.hasPrefix("Fatal: supplied item identifiers are not unique"))
        do {
            try await ViewModelFuzzing.replay(CombineList.self, events: [.backgroundRefresh([4, 4])], schedule: schedule)
            Issue.record("the replay passed")
        } catch {
            let steps = try #require(error.interleaving).steps
            #expect(steps.contains { $0.queue == "main" && $0.label == "Combine delivery" }, "\(steps)")
        }
    }
}

@Suite("The bounded exhaustive strategy on short sequences")
struct ExhaustiveViewModelTests {
    @Test("exhaustive schedules (≤2 preemptions, ≤60 runs a sequence) find the planted race in short sequences, and the seed replays")
    func exhaustiveFindsTheRace() async throws {
        let scheduling = SchedulingMode.controlled(strategies: [.exhaustive], depth: 2, budget: 60)
        let failure = try #require(await campaignFailure(RacingList.self, seed: 1, sequences: 20, scheduling: scheduling))
        #expect(failure.schedule?.strategy == .exhaustive && failure.schedule?.decisions != nil, "\(failure)")
        let events = try #require(failure.events(as: ListEvent.self))
        let again = await ViewModelFuzzing.failures(RacingList.self, events: events, schedule: failure.schedule)
        #expect(again.contains { $0.signature == failure.failure.signature })
    }
}

@Suite("A screen's own queues under the seeded scheduler")
struct OwnQueueTests {
    @Test("a race through the screen's own refresh queue, named in ownQueues(of:): found by every campaign (seeds 1…3), replayed 100 times out of 100")
    func ownQueueRace() async throws {
        for seed in UInt64(1) ... 3 {
            let failure = try #require(await campaignFailure(OwnQueueList.self, seed: seed, sequences: 60), "seed \(seed)")
            #expect(failure.failure.message.hasPrefix("Fatal: supplied item identifiers are not unique"), "\(failure)")
            #expect(failure.interleaving?.queues.contains("your queue refresh") == true, "\(failure)")
            guard seed == 1 else { continue }
            let events = try #require(failure.events(as: ListEvent.self))
            var replayed = 0
            for _ in 0 ..< 100 where await ViewModelFuzzing.failures(OwnQueueList.self, events: events, schedule: failure.schedule)
                .contains(where: { $0.signature == failure.failure.signature }) {
                replayed += 1
            }
            #expect(replayed == 100)
        }
    }
}
