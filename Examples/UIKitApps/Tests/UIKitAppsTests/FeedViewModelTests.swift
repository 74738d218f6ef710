#if canImport(UIKit)
import Combine
import UIKit
#else
import DiffableCompat
#endif
import Testing
@testable import UIKitApps

@MainActor
@Suite("A Combine view model that decodes a URLSession publisher into the table's snapshot")
struct FeedViewModelTests {
    /// A copy of the fixture feed in a file of its own, which a test may rewrite; served by `StubURLProtocol`.
    func feedFile() throws -> URL {
        let fixture = try #require(Bundle.module.url(forResource: "feed", withExtension: "json", subdirectory: "Fixtures"))
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString).json")
        try FileManager.default.copyItem(at: fixture, to: copy)
        return copy
    }

    func write(_ stories: [Story], to url: URL) throws {
        struct Body: Encodable { let stories: [Story] }
        try JSONEncoder().encode(Body(stories: stories)).write(to: url)
    }

    func rowTexts(_ screen: FeedViewController) -> [String?] {
        screen.tableView.layoutIfNeeded()
        return (0 ..< screen.tableView.numberOfRows(inSection: 0)).map {
            shownText(screen.tableView.cellForRow(at: IndexPath(row: $0, section: 0)))
        }
    }

    @Test("the feed is fetched, decoded and shown row by row")
    func showsFeed() async throws {
        let url = try feedFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let screen = FeedViewController(viewModel: FeedViewModel(url: StubURLProtocol.serve(url), session: StubURLProtocol.session()))
        screen.loadViewIfNeeded()
        try await eventually { screen.tableView.numberOfRows(inSection: 0) == 3 }
        #expect(rowTexts(screen) == ["Rivers rise after a week of rain", "Library extends its evening hours", "A new ferry crosses the bay"])
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0))?.source == "Harbour Daily")
        #expect(screen.viewModel.errorMessage == nil)
    }

    @Test("a refresh notification refetches, and the table follows the new feed")
    func refreshOnNotification() async throws {
        let url = try feedFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let center = NotificationCenter()
        let model = FeedViewModel(url: StubURLProtocol.serve(url), session: StubURLProtocol.session(), notificationCenter: center)
        let screen = FeedViewController(viewModel: model)
        screen.loadViewIfNeeded()
        try await eventually { screen.tableView.numberOfRows(inSection: 0) == 3 }
        let first = try #require(screen.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)))
        try write([Story(id: 9, title: "Late edition", source: "Courier"), first], to: url)
        center.post(name: .feedNeedsRefresh, object: nil)
        try await eventually { screen.tableView.numberOfRows(inSection: 0) == 2 }
        #expect(rowTexts(screen) == ["Late edition", "Rivers rise after a week of rain"])
        #expect(model.fetchCount == 2)
    }

    @Test("a feed that does not decode keeps the rows and reports the error")
    func malformedFeed() async throws {
        let url = try feedFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let center = NotificationCenter()
        let model = FeedViewModel(url: StubURLProtocol.serve(url), session: StubURLProtocol.session(), notificationCenter: center)
        let screen = FeedViewController(viewModel: model)
        screen.loadViewIfNeeded()
        try await eventually { screen.tableView.numberOfRows(inSection: 0) == 3 }
        try Data("{\"stories\": 7}".utf8).write(to: url)
        center.post(name: .feedNeedsRefresh, object: nil)
        try await eventually { model.errorMessage != nil }
        #expect(model.errorMessage != nil)
        #expect(screen.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test("a refresh timer refetches the feed")
    func refreshOnTimer() async throws {
        let url = try feedFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let model = FeedViewModel(url: StubURLProtocol.serve(url), session: StubURLProtocol.session(), refreshEvery: 0.02)
        try await eventually { model.fetchCount >= 2 }
        #expect(model.fetchCount >= 2)
        try await eventually { model.stories.count == 3 }
        #expect(model.stories.map(\.id) == [1, 2, 3])
        // The test ends with no fetch in flight: cancelling a URLSession task while it completes can
        // end the process in swift-corelibs-foundation (its task registry's fatal error, seen once in CI).
        model.stopRefreshing()
        try await eventually { !model.isLoading }
    }

    @Test("a refresh asked for while a fetch is in flight waits for it, then fetches once")
    func refreshWhileLoading() async throws {
        let url = try feedFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let model = FeedViewModel(url: StubURLProtocol.serve(url), session: StubURLProtocol.session(), notificationCenter: NotificationCenter())
        model.load()
        #expect(model.isLoading)
        model.load()
        model.load()
        #expect(model.fetchCount == 1)
        try await eventually { model.fetchCount == 2 && !model.isLoading }
        #expect(model.fetchCount == 2)
        #expect(model.stories.map(\.id) == [1, 2, 3])
    }

    @Test("pulling to refresh refetches and the control stops refreshing when the rows arrive")
    func pullToRefresh() async throws {
        let url = try feedFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let model = FeedViewModel(url: StubURLProtocol.serve(url), session: StubURLProtocol.session(), notificationCenter: NotificationCenter())
        let screen = FeedViewController(viewModel: model)
        screen.loadViewIfNeeded()
        try await eventually { screen.tableView.numberOfRows(inSection: 0) == 3 }
        try write([Story(id: 4, title: "Evening edition", source: "Courier")], to: url)
        let control = try #require(screen.refreshControl)
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
        try await eventually { screen.tableView.numberOfRows(inSection: 0) == 1 && !control.isRefreshing }
        #expect(model.fetchCount == 2)
        #expect(rowTexts(screen) == ["Evening edition"])
        #expect(!control.isRefreshing)
    }
}
