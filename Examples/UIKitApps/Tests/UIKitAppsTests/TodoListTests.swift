#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Testing
@testable import UIKitApps

@MainActor
@Suite("A to-do table: swipe delete and move through the data source's subclass")
struct TodoListTests {
    let today = [Todo(title: "Buy milk"), Todo(title: "Call Ana"), Todo(title: "Water plants")]
    let later = [Todo(title: "Book flights"), Todo(title: "Fix the gate")]

    func makeScreen() -> TodoListViewController {
        let screen = TodoListViewController()
        screen.loadViewIfNeeded()
        screen.show([.today: today, .later: later])
        return screen
    }

    func rowTexts(_ screen: TodoListViewController, section: Int) -> [String?] {
        screen.tableView.layoutIfNeeded()
        return (0 ..< screen.tableView.numberOfRows(inSection: section)).map {
            shownText(screen.tableView.cellForRow(at: IndexPath(row: $0, section: section)))
        }
    }

    @Test("the table titles its sections and shows each to-do's title in its row")
    func showsRows() {
        let screen = makeScreen()
        #expect(screen.tableView.dataSource === screen.dataSource)
        #expect(screen.tableView.numberOfSections == 2)
        #expect(screen.dataSource.tableView(screen.tableView, titleForHeaderInSection: 0) == "Today")
        #expect(screen.dataSource.tableView(screen.tableView, titleForHeaderInSection: 1) == "Later")
        #expect(screen.dataSource.tableView(screen.tableView, numberOfRowsInSection: 1) == 2)
        #expect(rowTexts(screen, section: 0) == ["Buy milk", "Call Ana", "Water plants"])
        #expect(screen.dataSource.tableView(screen.tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
    }

    @Test("a swipe delete removes that row and only that row")
    func swipeDelete() {
        let screen = makeScreen()
        let row = IndexPath(row: 1, section: 0)
        screen.dataSource.tableView(screen.tableView, commit: .delete, forRowAt: row)
        #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
        #expect(rowTexts(screen, section: 0) == ["Buy milk", "Water plants"])
        #expect(screen.dataSource.itemIdentifier(for: row) == today[2])
        #expect(screen.todos[.today] == [today[0], today[2]])
        #expect(screen.tableView.numberOfRows(inSection: 1) == 2)
    }

    @Test("an insert commit is not a delete: the rows stay")
    func insertCommitKeepsRows() {
        let screen = makeScreen()
        let style: UITableViewCell.EditingStyle = .insert
        screen.dataSource.tableView(screen.tableView, commit: style, forRowAt: IndexPath(row: 0, section: 0))
        #expect(screen.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test("in edit mode a row moves down within its section and into the other section")
    func moveRows() {
        let screen = makeScreen()
        screen.setEditing(true, animated: false)
        #expect(screen.isEditing)
        #expect(screen.tableView.isEditing)
        #expect(screen.dataSource.tableView(screen.tableView, canMoveRowAt: IndexPath(row: 0, section: 0)))

        screen.dataSource.tableView(screen.tableView, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(rowTexts(screen, section: 0) == ["Call Ana", "Water plants", "Buy milk"])

        screen.dataSource.tableView(screen.tableView, moveRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 1))
        #expect(rowTexts(screen, section: 0) == ["Call Ana", "Buy milk"])
        #expect(rowTexts(screen, section: 1) == ["Book flights", "Fix the gate", "Water plants"])
        #expect(screen.todos[.later] == later + [today[2]])

        screen.setEditing(false, animated: false)
        #expect(!screen.tableView.isEditing)
    }

    @Test("a to-do listed twice is refused with UIKit's text")
    func duplicateTodo() {
        let screen = makeScreen()
        let report = DiffableFailures.record {
            screen.show([.today: today, .later: [later[0], later[1], later[0]]])
        }
        #expect(report.failures.map(\.reason) == [duplicateReason(later[0])])
        #expect(screen.tableView.numberOfRows(inSection: 1) == 0)
    }

    @Test("a trailing swipe on a row of today offers Later, which moves it to the end of later; later's rows offer nothing")
    func swipeToPostpone() throws {
        let screen = makeScreen()
        let delegate = try #require(screen.tableView.delegate as? TodoListViewController)
        #expect(delegate.tableView(screen.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 1)) == nil)
        let configuration = try #require(delegate.tableView(screen.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0)))
        let action = try #require(configuration.actions.first)
        #expect(action.title == "Later")
        var completed: Bool?
        action.handler(action, screen.tableView, { completed = $0 })
        #expect(completed == true)
        #expect(rowTexts(screen, section: 0) == ["Call Ana", "Water plants"])
        #expect(rowTexts(screen, section: 1) == ["Book flights", "Fix the gate", "Buy milk"])
    }

    @Test("each section's footer counts its to-dos, and follows a swipe delete")
    func footers() throws {
        let screen = makeScreen()
        func footerText(_ section: Int) -> String? {
            screen.tableView.layoutIfNeeded()
            return (screen.tableView.footerView(forSection: section)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
        #expect(footerText(0) == "3 to-dos")
        #expect(footerText(1) == "2 to-dos")
        screen.dataSource.tableView(screen.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 1))
        #expect(footerText(1) == "1 to-do")
    }
}
