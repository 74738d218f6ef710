#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Testing
@testable import UIKitApps

@MainActor
@Suite("An inbox: identifiers in the snapshot, a cell that configures itself from its state, reconfigured on read")
struct InboxTests {
    let messages = [Message(id: 1, sender: "Ana", subject: "Lunch?"),
                    Message(id: 2, sender: "Bo", subject: "Slides", isUnread: false),
                    Message(id: 3, sender: "Cy", subject: "Tickets")]

    func makeScreen() -> InboxViewController {
        let screen = InboxViewController(messages: messages)
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        return screen
    }

    func cell(_ screen: InboxViewController, _ item: Int) throws -> MessageCell {
        screen.collectionView.layoutIfNeeded()
        return try #require(screen.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? MessageCell)
    }

    @Test("each cell shows its message's sender and subject, with a dot while unread")
    func cellsShowMessages() throws {
        let screen = makeScreen()
        let first = try #require(try cell(screen, 0).contentConfiguration as? UIListContentConfiguration)
        #expect(first.text == "Ana")
        #expect(first.secondaryText == "Lunch?")
        #expect(first.image != nil)
        let read = try #require(try cell(screen, 1).contentConfiguration as? UIListContentConfiguration)
        #expect(read.image == nil)
        #expect(screen.unreadCount == 2)
    }

    @Test("opening a message reconfigures its own cell: the same cell, without the dot")
    func readReconfigures() throws {
        let screen = makeScreen()
        let before = try cell(screen, 2)
        let path = IndexPath(item: 2, section: 0)
        screen.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        screen.collectionView(screen.collectionView, didSelectItemAt: path)
        let after = try cell(screen, 2)
        #expect(after === before, "reconfiguring keeps the cell")
        #expect((after.contentConfiguration as? UIListContentConfiguration)?.image == nil)
        #expect(screen.unreadCount == 1)
        #expect(screen.dataSource.snapshot().itemIdentifiers == [1, 2, 3])
    }

    @Test("a selected cell shows selection in its content and background")
    func selectionShows() throws {
        let screen = makeScreen()
        let path = IndexPath(item: 1, section: 0)
        screen.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        let selected = try cell(screen, 1)
        #expect(selected.isSelected)
        #expect(selected.configurationState.isSelected)
        #expect(selected.backgroundConfiguration?.backgroundColor == .systemBlue)
        #expect((selected.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .white)
        screen.collectionView.deselectItem(at: path, animated: false)
        #expect(try cell(screen, 1).backgroundConfiguration?.backgroundColor == .systemBackground)
    }
}
