#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Foundation
import Testing
@testable import ViewModels

/// Waits until `condition` holds, checking every 5 ms while the main queue runs.
/// If it still does not hold after `timeout`, records a failure at the caller's line and throws:
/// a test cannot pass on a behaviour that never happened. The time-out bounds only a failing test
/// (a passing one returns as soon as the condition holds), so it is generous: 10 s, five times the
/// two seconds these waits had before, for a machine slowed by other builds.
func eventually(
    _ comment: Comment? = nil, timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else {
            try #require(condition(), comment ?? "still false after \(timeout)", sourceLocation: sourceLocation)
            return
        }
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// Returns once the main queue has run everything queued on it before this call.
func mainQueueDrained() async {
    await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
}

/// On the main actor, as a screen's own code is: the test reads what the cell provider wrote on the
/// main queue, and drops its screen there, never while a commit on main still configures its cells.
@Suite("View models written for UIKit, run on Linux", .serialized)
@MainActor
struct ViewModelsTests {
    @Test("dealing cards publishes the hand; the data source shows it and configures a cell per dealt card")
    func dealing() async throws {
        let model = CardGameViewModel(seed: 7)
        let screen = HandViewController(viewModel: model)
        model.deal(5)
        try await eventually { screen.dataSource.snapshot().numberOfItems == 5 }
        #expect(screen.dataSource.snapshot().itemIdentifiers == model.hand)
        #expect(screen.configured == model.hand)
        model.play(at: 2)
        model.sortHand()
        try await eventually { screen.dataSource.snapshot().itemIdentifiers == model.hand }
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(screen.configured.count == 5, "moves and deletes ask for no new cell")
    }

    @Test("a planted bug, the top card dealt twice, is caught with UIKit's exact text")
    func duplicateCard() async throws {
        let report = try await DiffableFailures.record {
            let model = CardGameViewModel(seed: 7)
            model.dealsTopCardTwice = true
            let screen = HandViewController(viewModel: model)
            model.deal(3)
            await mainQueueDrained()
            #expect(screen.configured.isEmpty)
            #expect(screen.dataSource.snapshot().numberOfItems == 0, "the refused snapshot is never applied")
        }
        let peek = CardGameViewModel(seed: 7)
        peek.deal(1)
        let top = peek.hand[0]
        #expect(report.failures.map(\.reason) == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \(top)\n)}"])
    }

    @Test("a cell the screen cannot draw is UIKit's nil-cell exception")
    func nilCell() async throws {
        let report = try await DiffableFailures.record {
            let model = CardGameViewModel(seed: 7)
            let screen = HandViewController(viewModel: model)
            let peek = CardGameViewModel(seed: 7)
            peek.deal(2)
            screen.undrawable = [peek.hand[1]]
            model.deal(2)
            try await eventually { screen.dataSource.snapshot().numberOfItems == 2 }
        }
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.reason.hasPrefix("UICollectionViewDiffableDataSource cell provider returned nil for index path <NSIndexPath: 0x0> {length = 2, path = 0 - 1} with item identifier '") == true)
    }

    @Test("rows reload when their content changes, and only those")
    func reloadOnContentChange() async throws {
        let model = ContactsViewModel(contacts: [Contact(id: 1, name: "Ada", unread: 0), Contact(id: 2, name: "Grace", unread: 0)])
        let screen = ContactsViewController(viewModel: model)
        try await eventually { screen.rowTexts.count == 2 }
        model.contacts[1].unread = 3
        try await eventually { screen.rowTexts[2] == "Grace (3)" }
        #expect(screen.rowTexts == [1: "Ada", 2: "Grace (3)"])
        #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test("a publisher that applies from two queues gets UIKit's warning")
    func twoQueues() async throws {
        let report = try await DiffableFailures.record {
            let model = ContactsViewModel(contacts: [Contact(id: 1, name: "Ada", unread: 0)])
            let screen = ContactsViewController(viewModel: model)
            try await eventually { screen.rowTexts.count == 1 }
            screen.alsoApplyFromBackground = true
            model.contacts.append(Contact(id: 2, name: "Grace", unread: 1))
            try await eventually { screen.dataSource.snapshot().numberOfItems == 2 && screen.rowTexts.count == 2 }
            // The background apply runs whenever the global queue gets to it: wait for it to land
            // (the data source's model counts it), not for a fixed time.
            try await eventually { screen.dataSource.model.origins.contains(.background) }
        }
        #expect(report.warnings.contains("Warning: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue - view=<UITableView: 0x0>"))
    }
}
