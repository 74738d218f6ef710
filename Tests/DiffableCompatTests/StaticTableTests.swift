import DiffableCompat
import Foundation
import Testing

// What diffbench-port writes for a storyboard "StaticForm" (after FoodPin's "New Restaurant"
// form): a navigation controller whose root is a table view controller with a static, inset
// grouped table of two sections — a cell holding a text field, a Basic-style cell with a
// disclosure indicator that triggers a show segue, a custom cell holding a switch — and the
// controller's outlet to the text field. A second scene of the same table is a subclass that
// hides a row.
final class DiffbenchPortedStoryboard_StaticForm: PortedStoryboard {
    static var contents: PortedStoryboardContents {
        PortedStoryboardContents(
            initialScene: "nav",
            scenes: [
                .init(id: "nav", storyboardIdentifier: nil, className: nil, kind: .navigationController, children: ["form"]),
                .init(id: "form", storyboardIdentifier: "form", className: "StaticFormController", kind: .tableViewController, children: [],
                      view: formTable, outlets: formOutlets),
                .init(id: "hiding", storyboardIdentifier: "hiding", className: "StaticFormHidingController", kind: .tableViewController,
                      children: [], view: formTable, outlets: formOutlets),
                .init(id: "notifications", storyboardIdentifier: nil, className: "StaticFormNotificationsController", kind: .viewController,
                      children: []),
            ],
            segues: [.init(identifier: "showNotifications", source: "form", destination: "notifications", kind: "show", trigger: "c2")])
    }

    static var formTable: PortedStoryboardContents.View {
        typealias View = PortedStoryboardContents.View
        return View(id: "tv", element: "tableView", attributes: ["style": "insetGrouped"], subviews: [
                          View(id: "c1", element: "tableViewCell", key: "staticCell", attributes: ["selectionStyle": "none"], subviews: [
                              View(id: "cv1", element: "tableViewCellContentView", key: "contentView", subviews: [
                                  View(id: "name", element: "textField", attributes: ["placeholder": "Fill in the name"]),
                              ]),
                          ]),
                          View(id: "c2", element: "tableViewCell", key: "staticCell",
                               attributes: ["textLabel": "l2", "accessoryType": "disclosureIndicator"], subviews: [
                                  View(id: "cv2", element: "tableViewCellContentView", key: "contentView", subviews: [
                                      View(id: "l2", element: "label", attributes: ["text": "Notifications"]),
                                  ]),
                               ]),
                          View(id: "c3", element: "tableViewCell", className: "StaticSwitchCell", key: "staticCell", subviews: [
                              View(id: "cv3", element: "tableViewCellContentView", key: "contentView", subviews: [
                                  View(id: "sw", element: "switch", attributes: ["on": "YES"]),
                              ]),
                          ]),
                      ], sections: [
                          .init(headerTitle: "Name", cells: ["c1"]),
                          .init(headerTitle: "More", footerTitle: "Shown below", cells: ["c2", "c3", "never-made"]),
                      ])
    }

    static let formOutlets: [PortedStoryboardContents.Outlet] = [
        .init(owner: "tv", property: "dataSource", destination: "form"),
        .init(owner: "tv", property: "delegate", destination: "form"),
        .init(owner: "form", property: "nameField", destination: "name"),
        .init(owner: "c3", property: "toggle", destination: "sw"),
    ]
}

final class StaticSwitchCell: UITableViewCell {
    @HeadlessOutlet(.weak) var toggle: UISwitch!
}

final class StaticFormNotificationsController: UIViewController {}

final class StaticFormController: UITableViewController {
    @HeadlessOutlet(.weak) var nameField: UITextField!
    var allowsNotifications = true
    var prepared: [(String?, Any?)] = []
    var selected: [IndexPath] = []

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allowsNotifications }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared.append((segue.identifier, sender)) }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// Hides the form's second section's last row, as apps do with a static table: `super` answers
/// the storyboard's count.
final class StaticFormHidingController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let rows = super.tableView(tableView, numberOfRowsInSection: section)
        return section == 1 ? rows - 1 : rows
    }
}

@MainActor
@Suite("A ported storyboard's static table: its UITableViewController answers from the file's sections and cells")
struct StaticTableTests {
    private func form() throws -> (UINavigationController, StaticFormController) {
        let navigation = try #require(UIStoryboard(name: "StaticForm", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let form = try #require(navigation.topViewController as? StaticFormController)
        form.loadViewIfNeeded()
        return (navigation, form)
    }

    @Test("sections, rows and titles are the file's; each row's cell is the same static cell, holding its views; the table's style is the file's")
    func answersFromTheFile() throws {
        let (_, form) = try form()
        let table = try #require(form.tableView)
        #expect(table.style == .insetGrouped)
        #expect(form.numberOfSections(in: table) == 2)
        #expect(form.tableView(table, numberOfRowsInSection: 0) == 1 && form.tableView(table, numberOfRowsInSection: 1) == 2)
        #expect(form.tableView(table, titleForHeaderInSection: 0) == "Name" && form.tableView(table, titleForFooterInSection: 0) == nil)
        #expect(form.tableView(table, titleForHeaderInSection: 1) == "More" && form.tableView(table, titleForFooterInSection: 1) == "Shown below")
        let nameCell = form.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
        #expect(nameCell === form.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0)))
        #expect(form.nameField.superview === nameCell.contentView && form.nameField.placeholder == "Fill in the name")
        #expect(nameCell.selectionStyle == .none)
        let notifications = form.tableView(table, cellForRowAt: IndexPath(row: 0, section: 1))
        #expect(notifications.textLabel?.text == "Notifications" && notifications.accessoryType == .disclosureIndicator)
        let switchCell = try #require(form.tableView(table, cellForRowAt: IndexPath(row: 1, section: 1)) as? StaticSwitchCell)
        #expect(switchCell.toggle.isOn && switchCell.toggle.superview === switchCell.contentView)
    }

    @Test("the table shows the static cells: its row counts and cellForRow(at:) after reloadData, and typed text reads back through the outlet")
    func theTableShowsThem() throws {
        let (_, form) = try form()
        let table = try #require(form.tableView)
        table.reloadData()
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 2)
        let shown = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(shown === form.nameField.superview?.superview)
        form.nameField.text = "Cafe Deadend"
        #expect((shown.contentView.subviews.first as? UITextField)?.text == "Cafe Deadend")
    }

    @Test("tapping a static cell with a segue asks shouldPerformSegue, prepares with the cell as sender, and pushes; refused, nothing runs")
    func tappingACellWithASegue() throws {
        let (navigation, form) = try form()
        let table = try #require(form.tableView)
        table.reloadData()
        form.allowsNotifications = false
        table.tapRow(at: IndexPath(row: 0, section: 1))
        #expect(form.prepared.isEmpty && navigation.viewControllers.count == 1 && form.selected == [IndexPath(row: 0, section: 1)])
        form.allowsNotifications = true
        table.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(form.prepared.isEmpty && navigation.viewControllers.count == 1)
        table.tapRow(at: IndexPath(row: 0, section: 1))
        #expect(form.prepared.count == 1 && form.prepared.first?.0 == "showNotifications")
        #expect((form.prepared.first?.1 as AnyObject?) === table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(navigation.topViewController is StaticFormNotificationsController)
    }

    @Test("a subclass that hides a row through super gets the file's count less one; rows and sections the file lacks answer nothing, never trap")
    func overridesAndBadInput() throws {
        let hiding = try #require(UIStoryboard(name: "StaticForm", bundle: nil).instantiateViewController(withIdentifier: "hiding")
            as? StaticFormHidingController)
        hiding.loadViewIfNeeded()
        hiding.tableView.reloadData()
        #expect(hiding.tableView.style == .insetGrouped && hiding.tableView.numberOfRows(inSection: 0) == 1 && hiding.tableView.numberOfRows(inSection: 1) == 1)
        let plain = StaticFormHidingController(style: .plain)
        plain.loadViewIfNeeded()
        // Not a storyboard's: no static content, UIKit's defaults.
        #expect(plain.numberOfSections(in: plain.tableView) == 1 && plain.tableView(plain.tableView, numberOfRowsInSection: 0) == 0)
        let (_, form) = try form()
        let table = try #require(form.tableView)
        // The section names a cell ID the scene never made: it is left out.
        #expect(form.tableView(table, numberOfRowsInSection: 1) == 2)
        #expect(form.tableView(table, numberOfRowsInSection: 7) == 0 && form.tableView(table, numberOfRowsInSection: -1) == 0)
        #expect(form.tableView(table, titleForHeaderInSection: 9) == nil)
        let stray = form.tableView(table, cellForRowAt: IndexPath(row: 5, section: 0))
        #expect(stray.superview == nil && stray !== form.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0)))
        #expect(form.tableView(table, cellForRowAt: IndexPath(index: 0)).superview == nil)
    }
}
