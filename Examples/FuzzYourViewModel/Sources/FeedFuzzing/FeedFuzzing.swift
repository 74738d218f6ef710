import Feed
import DiffableTraceRecorder
import Foundation
import ViewModelFuzzing

/// What happens to the feed: its events, as plain data, so crash seeds store them and generated
/// tests paste them.
public enum FeedEvent: Codable, Hashable, Sendable {
    /// A page's response arrives (on the main queue): page `page`'s posts, or some of them.
    case pageLoaded(page: Int, ids: [Int])
    /// The user picks a filter.
    case filterChanged(FeedFilter)
    /// A push says post `id` was edited.
    case postEdited(id: Int)
    /// The cache's callback delivers posts, on the database queue.
    case cacheLoaded(ids: [Int])
    /// A refresh's response arrives, on the network queue.
    case refreshed(ids: [Int])
}

/// Where the fuzzed feeds record their applies, when set (a test records a trace this way).
public enum FeedTrace {
    public static var recorder: ApplyTraceRecorder?
}

/// The feed under the fuzzer: a fresh `FeedScreen` with `bugs` planted, per sequence.
public protocol FeedFuzzTarget: ViewModelFuzzTarget where Event == FeedEvent, Subject == FeedScreen {
    static var bugs: FeedBugs { get }
    /// Whether sequences hold refreshes (background responses on the network queue) too.
    static var refreshes: Bool { get }
}

extension FeedFuzzTarget {
    public static var eventsPerSequence: ClosedRange<Int> { 1 ... 16 }
    public static var refreshes: Bool { false }

    @MainActor public static func makeSubject() -> FeedScreen {
        let screen = FeedScreen(bugs: bugs)
        screen.trace = FeedTrace.recorder
        return screen
    }

    public static func randomEvent(using random: inout FuzzRandom) -> FeedEvent {
        switch random.int(in: 0 ... (refreshes ? 10 : 9)) {
        case 0 ... 3:
            // Page p holds posts 10p ..< 10p+5; a response may carry some of them, a repeated one, or none.
            let page = random.int(in: 0 ... 2)
            return .pageLoaded(page: page, ids: random.ids(count: 1 ... 5, from: page * 10 ... page * 10 + 4))
        case 4, 5: return .filterChanged(random.pick(FeedFilter.allCases))
        case 6, 7, 8: return .postEdited(id: random.int(in: 0 ... 24))
        case 9: return .cacheLoaded(ids: random.ids(count: 0 ... 4, from: 0 ... 24))
        default: return .refreshed(ids: random.ids(count: 1 ... 4, from: 0 ... 24, duplicateChance: 0, emptyChance: 0))
        }
    }

    /// Fewer ids: the shrinker tries each.
    public static func smaller(_ event: FeedEvent) -> [FeedEvent] {
        switch event {
        case let .pageLoaded(page, ids) where ids.count > 1:
            return ids.indices.map { drop in .pageLoaded(page: page, ids: ids.enumerated().filter { $0.offset != drop }.map(\.element)) }
        case let .cacheLoaded(ids) where !ids.isEmpty:
            return ids.indices.map { drop in .cacheLoaded(ids: ids.enumerated().filter { $0.offset != drop }.map(\.element)) }
        case let .refreshed(ids) where ids.count > 1:
            return ids.indices.map { drop in .refreshed(ids: ids.enumerated().filter { $0.offset != drop }.map(\.element)) }
        default:
            return []
        }
    }

    public static func delivery(of event: FeedEvent) -> EventDelivery {
        switch event {
        case .cacheLoaded: .background(lane: "database")
        case .refreshed: .background(lane: "network")
        default: .main
        }
    }

    @MainActor public static func deliver(_ event: FeedEvent, to screen: FeedScreen) {
        switch event {
        case let .pageLoaded(page, ids): screen.pageLoaded(page, ids: ids)
        case let .filterChanged(filter): screen.filterChanged(filter)
        case let .postEdited(id): screen.postEdited(id)
        case let .cacheLoaded(ids): screen.cacheLoaded(ids)
        case let .refreshed(ids): screen.refreshed(ids)
        }
    }

    public static func deliverInBackground(_ event: FeedEvent, to screen: FeedScreen) {
        switch event {
        case let .cacheLoaded(ids): screen.cacheLoaded(ids)
        case let .refreshed(ids): screen.refreshed(ids)
        default: break
        }
    }

    @MainActor public static func dataSources(of screen: FeedScreen) -> [any SettlingDataSource] { [screen.dataSource] }

    /// What the view shows is what the view model says is visible.
    @MainActor public static func checkInvariants(of screen: FeedScreen) throws {
        let shown = screen.dataSource.snapshot().itemIdentifiers
        try InvariantViolation.check(shown == screen.visibleIDs, "the view shows \(shown), the view model \(screen.visibleIDs)")
    }
}

/// The feed as it should be, refreshes included.
public enum FixedFeed: FeedFuzzTarget {
    public static let name = "feed"
    public static var bugs: FeedBugs { FeedBugs() }
    public static var refreshes: Bool { true }
}

/// Appends a page twice when two responses for it race.
public enum FeedWithRacingPages: FeedFuzzTarget {
    public static let name = "feed-duplicate-race"
    public static var bugs: FeedBugs { FeedBugs(appendsRacingPagesTwice: true) }
}

/// Reloads an edited post the filter has just removed.
public enum FeedReloadingFilteredPosts: FeedFuzzTarget {
    public static let name = "feed-reload-filtered"
    public static var bugs: FeedBugs { FeedBugs(reloadsFilteredOutPosts: true) }
}

/// Applies the cache's posts from the database queue.
public enum FeedApplyingFromBackground: FeedFuzzTarget {
    public static let name = "feed-background-apply"
    public static var bugs: FeedBugs { FeedBugs(appliesCacheFromBackground: true) }
}

/// Works out a refresh's new posts on the network queue, racing the pages the main queue appends.
public enum FeedWithRefreshRace: FeedFuzzTarget {
    public static let name = "feed-refresh-race"
    public static var bugs: FeedBugs { FeedBugs(refreshRacesPageAppends: true) }
    public static var refreshes: Bool { true }
}

