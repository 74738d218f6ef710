import DiffableTraceRecorder
import Feed
import FeedFuzzing
import Foundation
#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Testing
import ViewModelFuzzing

/// The same bounded campaign for every variant of the feed: seed 1, 300 sequences, under the
/// seeded scheduler unless asked otherwise.
func campaign<T: ViewModelFuzzTarget>(
    _ target: T.Type, seed: UInt64 = 1, sequences: Int = 300, scheduling: SchedulingMode = .default
) async -> ViewModelFuzzFailure? {
    do {
        try await ViewModelFuzzing.check(target, seed: seed, sequences: sequences, scheduling: scheduling)
        return nil
    } catch {
        return error
    }
}

@Suite("The feed's view model under diffbench's fuzzer", .serialized)
struct FeedFuzzingTests {
    @Test("the fixed feed survives the campaign")
    func fixedFeedSurvives() async throws {
        try await ViewModelFuzzing.check(FixedFeed.self, seed: 1, sequences: 300)
    }

    @Test("two racing responses for one page: UIKit's duplicate-identifier exception, shrunk to the two responses")
    func racingPages() async throws {
        let failure = try #require(await campaign(FeedWithRacingPages.self))
        #expect(failure.failure.kind == .uikitException)
        #expect(failure.failure.message.hasPrefix("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {("))
        #expect(failure.events.count == 2, "\(failure)")
        #expect(failure.events.allSatisfy { $0.contains(".pageLoaded(page: ") })
    }

    @Test("an edit of a post the filter just hid: UIKit's reload-of-a-missing-item exception, in a handful of events")
    func reloadOfFilteredPost() async throws {
        let failure = try #require(await campaign(FeedReloadingFilteredPosts.self))
        #expect(failure.failure.kind == .uikitException)
        #expect(failure.failure.message.hasPrefix("Attempted to reload item identifier that does not exist in the snapshot: "))
        #expect(failure.events.count <= 5, "\(failure)")
        #expect(failure.events.contains { $0.contains(".filterChanged(") } && failure.events.contains { $0.contains(".postEdited(") })
    }

    @Test("the cache applied from the database queue beside main-queue applies: UIKit's two-queue warning or deadlock, in a handful of events")
    func applyFromBackground() async throws {
        let failure = try #require(await campaign(FeedApplyingFromBackground.self))
        let text = failure.failure.message
        #expect(text.hasPrefix("Warning: applying updates in a non-thread confined manner is dangerous") || text.hasPrefix("Deadlock detected"), "\(failure)")
        #expect(failure.events.count <= 5, "\(failure)")
        #expect(failure.events.contains { $0.contains(".cacheLoaded(") })
    }

    @Test("a shrunk sequence pasted as a test replays the failure")
    func pastedTestReplays() async throws {
        await #expect(throws: ViewModelFuzzFailure.self) {
            try await ViewModelFuzzing.replay(FeedWithRacingPages.self, events: [
                FeedEvent.pageLoaded(page: 1, ids: [12]),
                FeedEvent.pageLoaded(page: 1, ids: [12]),
            ])
        }
    }
}

/// The background-apply bug as the app's recorder sees it: a page on the main queue, the cache
/// applied from the database queue, another page on the main queue.
@MainActor
enum FeedRecording {
    static func run(recordingTo recorder: ApplyTraceRecorder) async {
        let screen = FeedScreen(bugs: FeedBugs(appliesCacheFromBackground: true))
        screen.trace = recorder
        screen.pageLoaded(0, ids: [1, 2])
        await withCheckedContinuation { done in
            DispatchQueue(label: "database").async {
                screen.cacheLoaded([7])
                done.resume()
            }
        }
        screen.pageLoaded(1, ids: [10])
        let idle = screen.dataSource.idleWaiter()
        await withCheckedContinuation { done in DispatchQueue.global().async { idle(); done.resume() } }
    }
}

extension FeedFuzzingTests {
    /// With FEED_TRACE_OUTPUT set, the trace is written there: ci/test replays it with `diffbench
    /// replay`, which must name line 3 and UIKit's deadlock text.
    @Test("the feed records each apply with its queue and the items it shows")
    func recordsTrace() async throws {
        let recorder = ApplyTraceRecorder()
        let report = await DiffableFailures.record { await FeedRecording.run(recordingTo: recorder) }
        #expect(report.failures.count + report.warnings.count > 0, "two queues applied")
        let lines = recorder.jsonLines().split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.map { $0.contains(#""queue":"main""#) } == [true, false, true])
        #expect(lines[1].contains(#""queue":"background""#) && lines[1].contains(#""items":["7"]"#))
        if let path = ProcessInfo.processInfo.environment["FEED_TRACE_OUTPUT"] {
            try recorder.write(to: URL(fileURLWithPath: path))
        }
    }
}
