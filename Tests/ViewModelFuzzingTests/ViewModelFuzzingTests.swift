import DiffableCompat
import Foundation
import Fuzzing
import Testing
import ViewModelFuzzing

/// The shrunk failure a campaign over `target` throws, or nil when it passes.
func campaignFailure<T: ViewModelFuzzTarget>(_ target: T.Type, sequences: Int) async -> ViewModelFuzzFailure? {
    do {
        try await ViewModelFuzzing.check(target, seed: 1, sequences: sequences)
        return nil
    } catch {
        return error
    }
}

@Suite("ViewModelFuzzing: a user's view model under seeded event sequences", .serialized)
struct ViewModelFuzzingTests {
    @Test("a correct view model survives a bounded campaign: no UIKit exception, warning or broken invariant")
    func correctSurvives() async throws {
        try await ViewModelFuzzing.check(CorrectList.self, sequences: 60)
    }

    @Test("pages appended without dropping ids already shown: UIKit's duplicate-identifier text, shrunk to two one-id pages")
    func duplicatesFoundAndShrunk() async throws {
        let failure = try #require(await campaignFailure(DuplicatingList.self, sequences: 100))
        #expect(failure.failure.kind == .uikitException)
        #expect(failure.failure.message.hasPrefix("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {("))
        #expect(failure.events.count == 2, "\(failure)")
        #expect(failure.events.allSatisfy { $0.hasPrefix("ViewModelFuzzingTests.ListEvent.page([") && !$0.contains(",") })
        #expect(failure.originalCount >= failure.events.count)
        #expect(failure.test.contains("try await ViewModelFuzzing.replay(ViewModelFuzzingTests.DuplicatingList.self, events: ["))
        #expect(failure.description.contains("Paste this test to reproduce it:"))
    }

    @Test("an apply from the network queue beside main-queue applies: UIKit's two-queue warning (or its deadlock exception), in at most three events")
    func backgroundApplyFound() async throws {
        let failure = try #require(await campaignFailure(BackgroundApplyingList.self, sequences: 100))
        let text = failure.failure.message
        #expect(text.hasPrefix("Warning: applying updates in a non-thread confined manner is dangerous") || text.hasPrefix("Deadlock detected"))
        #expect(failure.events.count <= 3)
        #expect(failure.events.contains { $0.contains("backgroundRefresh") })
    }

    @Test("a failure raised in the view model's own main-queue hop is caught in a test too, with UIKit's text")
    func failureInOwnMainQueueHop() async {
        let found = await ViewModelFuzzing.failures(HopDuplicatingList.self, events: [.backgroundRefresh([4])])
        #expect(found.contains { $0.kind == .uikitException && $0.message.hasPrefix("Fatal: supplied item identifiers are not unique.") })
        let clean = await ViewModelFuzzing.failures(CorrectList.self, events: [.backgroundRefresh([4])])
        #expect(clean.isEmpty)
    }

    @Test("a broken invariant of the user's is reported with its own text, shrunk")
    func brokenInvariantFound() async throws {
        let failure = try #require(await campaignFailure(MiscountingList.self, sequences: 100))
        #expect(failure.failure.kind == .brokenInvariant)
        #expect(failure.failure.message.hasPrefix("the view shows 5 items, the model counts 6"))
        #expect(failure.events.count <= 3)
    }

    @Test("a generated test's events replay to the same failure; a fixed sequence replays clean")
    func replay() async throws {
        await #expect(throws: ViewModelFuzzFailure.self) {
            try await ViewModelFuzzing.replay(DuplicatingList.self, events: [.page([3]), .page([3])])
        }
        try await ViewModelFuzzing.replay(CorrectList.self, events: [.page([3]), .page([3])], attempts: 3)
        let found = await ViewModelFuzzing.failures(DuplicatingList.self, events: [.page([3]), .clear, .page([3])])
        #expect(found.isEmpty)
    }

    @Test("registered, a view-model scenario runs under the campaign runner: crashes dedupe to one seed, which decodes and still fails")
    func campaignAndSeed() throws {
        try? Scenarios.register([ViewModelScenario<DuplicatingList>.self])
        #expect(throws: ScenarioRegistrationError.duplicateName("list-duplicates")) {
            try Scenarios.register([ViewModelScenario<DuplicatingList>.self])
        }
        #expect(Scenarios.named("list-duplicates") != nil)
        let plan = CampaignPlan(scenario: ViewModelScenario<DuplicatingList>.self, seed: 1, limit: 40)
        let summary = Campaign.run(plan, toolVersion: "test")
        #expect(summary.cases == 40)
        let unique = summary.uniqueCrashes
        try #require(unique.count == 1, "unique crashes: \(unique.map(\.message))")
        let seed = unique[0]
        #expect(seed.size == "2 events")
        #expect(seed.actual.contains("ViewModelFuzzing.replay("))
        let decoded = try JSONDecoder().decode(CrashSeed.self, from: JSONEncoder().encode(seed))
        #expect(decoded.case == seed.case)
        #expect(CrashSeeds.reproduce(decoded)?.message.hasPrefix("UIKit exception: Fatal: supplied item identifiers are not unique") == true)
    }

    @Test("the campaign's shrinker keeps the failure's signature: a duplicate exception does not shrink into the other bug's broken invariant")
    func shrinkingKeepsTheSignature() throws {
        let events: [ListEvent] = [.page([1, 2, 3, 4]), .page([5]), .page([1])]
        let fuzzCase = FuzzCase(ViewModelScenario<DuplicatingMiscountingList>.self, ViewModelCase(events: events))
        let found = try #require(fuzzCase.run(ScenarioContext()).disagreement)
        #expect(found.message.hasPrefix("UIKit exception: Fatal: supplied item identifiers are not unique"))
        let seed = Campaign.crashSeed(fuzzCase, found, seed: 0, caseIndex: 0, toolVersion: "test") { $0.run(ScenarioContext()) }
        #expect(seed.message.contains("UIKit exception: Fatal: supplied item identifiers are not unique"), "\(seed.message)")
        #expect(seed.case.value(of: ViewModelScenario<DuplicatingMiscountingList>.self)?.events == [.page([1]), .page([1])])
    }

    @Test("FuzzRandom: the same seed draws the same ids; ids repeat only when asked to")
    func fuzzRandom() {
        var a = FuzzRandom(seed: 9), b = FuzzRandom(seed: 9)
        #expect(a.ids(count: 3 ... 6, from: 1 ... 50) == b.ids(count: 3 ... 6, from: 1 ... 50))
        var c = FuzzRandom(seed: 3)
        for _ in 0 ..< 200 {
            let ids = c.ids(count: 1 ... 5, from: 1 ... 20, duplicateChance: 0, emptyChance: 0)
            #expect(Set(ids).count == ids.count && !ids.isEmpty)
        }
        var d = FuzzRandom(seed: 4)
        #expect((0 ..< 200).contains { _ in let ids = d.ids(count: 2 ... 5, from: 1 ... 20, duplicateChance: 0.5); return Set(ids).count < ids.count })
    }
}
