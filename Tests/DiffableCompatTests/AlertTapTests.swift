import DiffableCompat
import Foundation
import Testing

/// A list screen as to-do apps write one: "Add" presents a form alert whose Save reads its two
/// fields into the list and whose Cancel adds nothing; neither handler dismisses the alert.
private final class TaskListController: UIViewController {
    var titles: [String] = []
    var lastForm: UIAlertController?

    func addTask() {
        let alert = UIAlertController(title: "New task", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Title" }
        alert.addTextField { $0.placeholder = "Description" }
        let save = UIAlertAction(title: "Save", style: .default) { [unowned self, unowned alert] _ in
            let title = alert.textFields?[0].text ?? ""
            let detail = alert.textFields?[1].text ?? ""
            titles.append(detail.isEmpty ? title : "\(title): \(detail)")
        }
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = save
        lastForm = alert
        present(alert, animated: true)
    }
}

@MainActor
@Suite("DiffableCompat: a tap on an alert's button dismisses the presented alert, then runs the handler, as UIKit's")
struct AlertTapTests {
    @Test("Save reads the form's two fields, adds the task and dismisses the alert")
    func saveReadsFieldsAndDismisses() throws {
        let list = TaskListController()
        list.addTask()
        let alert = try #require(list.presentedViewController as? UIAlertController)
        #expect(alert === list.lastForm && alert.presentingViewController === list)
        alert.textFields?[0].text = "Milk"
        alert.textFields?[1].text = "2 litres"
        #expect(alert.preferredAction === alert.actions[0])
        #expect(alert.actions[0].performHandler())
        #expect(list.titles == ["Milk: 2 litres"])
        #expect(list.presentedViewController == nil && alert.presentingViewController == nil)
    }

    @Test("Cancel (the .cancel action) dismisses the alert and adds nothing")
    func cancelDismissesAndAddsNothing() throws {
        let list = TaskListController()
        list.addTask()
        let alert = try #require(list.lastForm)
        alert.textFields?[0].text = "Eggs"
        #expect(alert.actions[1].style == .cancel)
        #expect(alert.actions[1].performHandler())
        #expect(list.titles.isEmpty && list.presentedViewController == nil)
    }

    @Test("two Add/Save rounds in a row each present a fresh form and add a row")
    func twoRoundsInARow() throws {
        let list = TaskListController()
        for title in ["Bread", "Apples"] {
            list.addTask()
            let alert = try #require(list.presentedViewController as? UIAlertController)
            alert.textFields?[0].text = title
            alert.actions[0].performHandler()
        }
        #expect(list.titles == ["Bread", "Apples"] && list.presentedViewController == nil)
    }

    @Test("presenting while already presenting is refused and logged with UIKit's text; its completion never runs")
    func secondPresentationIsRefused() {
        let list = TaskListController()
        var completions = 0
        let first = UIAlertController(title: "first", message: nil, preferredStyle: .alert)
        let second = UIAlertController(title: "second", message: nil, preferredStyle: .alert)
        let report = DiffableFailures.record {
            list.present(first, animated: true) { completions += 1 }
            list.present(second, animated: true) { completions += 1 }
        }
        #expect(completions == 1 && report.failures.isEmpty)
        #expect(list.presentedViewController === first && second.presentingViewController == nil)
        #expect(report.warnings == ["Attempt to present <UIAlertController: 0x0> on <TaskListController: 0x0> (from <TaskListController: 0x0>) which is already presenting <UIAlertController: 0x0>."])
    }

    @Test("a child whose container presents is refused too, logged 'on' the container 'from' the child")
    func childOfPresentingContainerIsRefused() {
        let navigation = UINavigationController(rootViewController: TaskListController())
        let root = navigation.viewControllers[0]
        navigation.present(UIAlertController(title: "a", message: nil, preferredStyle: .alert), animated: false)
        let other = UIViewController()
        let report = DiffableFailures.record { root.present(other, animated: false) }
        #expect(report.warnings == ["Attempt to present <UIViewController: 0x0> on <UINavigationController: 0x0> (from <TaskListController: 0x0>) which is already presenting <UIAlertController: 0x0>."])
        #expect(other.presentingViewController == nil)
    }

    @Test("a handler that presents another controller from the same presenter finds it free and presents")
    func handlerPresentsFromTheSamePresenter() throws {
        let host = UIViewController()
        let confirm = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
        let detail = UIViewController()
        var presentedDuringHandler: UIViewController?
        confirm.addAction(UIAlertAction(title: "Show", style: .default) { _ in
            presentedDuringHandler = host.presentedViewController
            host.present(detail, animated: true)
        })
        host.present(confirm, animated: true)
        let report = DiffableFailures.record { #expect(confirm.actions[0].performHandler()) }
        #expect(report.warnings.isEmpty && report.failures.isEmpty)
        #expect(presentedDuringHandler == nil)
        #expect(host.presentedViewController === detail && detail.presentingViewController === host)
    }

    @Test("presenting a controller another controller presents raises UIKit's NSInvalidArgumentException and changes nothing")
    func presentingAnAlreadyPresentedControllerRaises() {
        let first = UIViewController(), second = UIViewController()
        let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
        first.present(alert, animated: false)
        var completed = false
        let report = DiffableFailures.record { second.present(alert, animated: false) { completed = true } }
        #expect(report.failures.map(\.name) == ["NSInvalidArgumentException"])
        #expect(report.failures.map(\.reason) == ["Application tried to present modally a view controller <UIAlertController: 0x0> that is already being presented by <UIViewController: 0x0>."])
        #expect(!completed && alert.presentingViewController === first && second.presentedViewController == nil)
        let again = DiffableFailures.record { first.present(alert, animated: false) }
        #expect(again.failures.count == 1 && again.warnings.isEmpty && first.presentedViewController === alert)
        let itself = DiffableFailures.record { second.present(second, animated: false) }
        #expect(itself.failures.map(\.reason) == ["Application tried to present modally an active controller <UIViewController: 0x0>."])
        #expect(second.presentedViewController == nil && second.presentingViewController == nil)
    }

    @Test("bad input: a disabled action does nothing and leaves its alert presented")
    func disabledActionDoesNothing() {
        let host = UIViewController()
        var ran = false
        let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
        let action = UIAlertAction(title: "OK", style: .default) { _ in ran = true }
        action.isEnabled = false
        alert.addAction(action)
        host.present(alert, animated: false)
        #expect(!action.performHandler())
        #expect(!ran && host.presentedViewController === alert)
    }

    @Test("bad input: an action of an unpresented alert, or of no alert, just runs its handler")
    func unpresentedAlertJustRunsTheHandler() {
        var runs = 0
        let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
        let inAlert = UIAlertAction(title: "OK", style: .default) { _ in runs += 1 }
        alert.addAction(inAlert)
        let loose = UIAlertAction(title: "Loose", style: .destructive) { _ in runs += 10 }
        #expect(inAlert.performHandler() && loose.performHandler())
        #expect(runs == 11 && alert.presentingViewController == nil)
        #expect(UIAlertAction(title: nil, style: .default).performHandler())
    }

    @Test("an action outlives its alert without trouble: the alert is held weakly")
    func actionHoldsItsAlertWeakly() {
        var runs = 0
        let action = UIAlertAction(title: "OK", style: .default) { _ in runs += 1 }
        weak var gone: UIAlertController?
        do {
            let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
            alert.addAction(action)
            gone = alert
        }
        #expect(gone == nil)
        #expect(action.performHandler() && runs == 1)
    }
}
