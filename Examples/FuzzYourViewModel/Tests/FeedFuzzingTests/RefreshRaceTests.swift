import Feed
import FeedFuzzing
import Foundation
import Testing
import ViewModelFuzzing

/// The refresh race (`FeedBugs.refreshRacesPageAppends`): the seeded scheduler finds it in every
/// bounded campaign and replays it every time; real threads almost never meet it (measured in the
/// package's guide).
@Suite("The feed's refresh racing its pages, under the seeded scheduler", .serialized)
struct RefreshRaceTests {
    @Test("a refresh racing the pages: found by every bounded controlled campaign (seeds 1…10, 100 sequences, as measured in the guide), shrunk to the refresh and the page")
    func foundByEveryCampaign() async throws {
        for seed in UInt64(1) ... 10 {
            let failure = try #require(await campaign(FeedWithRefreshRace.self, seed: seed, sequences: 100), "seed \(seed)")
            #expect(failure.failure.message.hasPrefix("Fatal: supplied item identifiers are not unique"), "\(failure)")
            let events = try #require(failure.events(as: FeedEvent.self))
            #expect(events.count <= 3, "\(failure)")
            #expect(events.contains { if case .refreshed = $0 { true } else { false } }, "\(failure)")
            #expect(failure.schedule?.decisions != nil && failure.interleaving?.queues.contains("lane network") == true)
        }
    }

    @Test("the failing schedule replays the race 100 times out of 100; the fixed feed passes the same events and schedule")
    func replaysEveryTime() async throws {
        let failure = try #require(await campaign(FeedWithRefreshRace.self, seed: 1, sequences: 100))
        let events = try #require(failure.events(as: FeedEvent.self))
        var replayed = 0
        for _ in 0 ..< 100 where await ViewModelFuzzing.failures(FeedWithRefreshRace.self, events: events, schedule: failure.schedule)
            .contains(where: { $0.signature == failure.failure.signature }) {
            replayed += 1
        }
        #expect(replayed == 100)
        try await ViewModelFuzzing.replay(FixedFeed.self, events: events, schedule: failure.schedule)
    }

    /// Side by side (opt in: FEED_MEASURE_RATES=1): campaigns of seeds 1…10, controlled and free.
    @Test("measure: how often bounded campaigns find the refresh race, controlled and free running",
          .enabled(if: ProcessInfo.processInfo.environment["FEED_MEASURE_RATES"] != nil))
    func measureRates() async {
        for (name, scheduling) in [("controlled", SchedulingMode.default), ("free running", .freeRunning)] {
            var found = 0
            for seed in UInt64(1) ... 10 where await campaign(FeedWithRefreshRace.self, seed: seed, sequences: 100, scheduling: scheduling) != nil {
                found += 1
            }
            print("feed-refresh-race, 100 sequences: \(name) found it in \(found)/10 campaigns")
        }
    }
}
