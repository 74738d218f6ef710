import DiffableCompat
import Foundation
import Testing

// What diffbench-port writes for a storyboard "TableHeaders" (after FoodPin's detail scene): a
// controller's table with a header view of the app's class holding a name label, and a footer view
// holding a "Rate it" button, both connected to outlets.
final class DiffbenchPortedStoryboard_TableHeaders: PortedStoryboard {
    static var contents: PortedStoryboardContents {
        PortedStoryboardContents(
            initialScene: "detail",
            scenes: [
                .init(id: "detail", storyboardIdentifier: nil, className: "HeaderDetailViewController", kind: .viewController, children: [],
                      view: PortedStoryboardContents.View(id: "root", element: "view", subviews: [
                          PortedStoryboardContents.View(id: "table", element: "tableView", subviews: [
                              PortedStoryboardContents.View(id: "header", element: "view", className: "HeaderDetailHeaderView", key: "tableHeaderView",
                                                            subviews: [PortedStoryboardContents.View(id: "name", element: "label",
                                                                                                     attributes: ["text": "Cafe Deadend"])]),
                              PortedStoryboardContents.View(id: "footer", element: "view", key: "tableFooterView", subviews: [
                                  PortedStoryboardContents.View(id: "rate", element: "button", attributes: ["title": "Rate it"]),
                              ]),
                          ]),
                      ]),
                      outlets: [
                          .init(owner: "detail", property: "tableView", destination: "table"),
                          .init(owner: "detail", property: "headerView", destination: "header"),
                          .init(owner: "header", property: "nameLabel", destination: "name"),
                          .init(owner: "detail", property: "rateButton", destination: "rate"),
                      ]),
            ])
    }
}

final class HeaderDetailHeaderView: UIView {
    @HeadlessOutlet(.weak) var nameLabel: UILabel!
}

final class HeaderDetailViewController: UIViewController {
    @HeadlessOutlet(.weak) var tableView: UITableView!
    @HeadlessOutlet(.weak) var headerView: HeaderDetailHeaderView!
    @HeadlessOutlet(.weak) var rateButton: UIButton!
}

@MainActor
@Suite("A storyboard table's header and footer views are its tableHeaderView and tableFooterView")
struct TableHeaderFooterTests {
    @Test("the header of the app's class and the footer are the table's, with their subviews, attributes and outlets")
    func headerAndFooterFromTheStoryboard() throws {
        let detail = try #require(UIStoryboard(name: "TableHeaders", bundle: nil).instantiateInitialViewController() as? HeaderDetailViewController)
        detail.loadViewIfNeeded()
        let header = try #require(detail.tableView.tableHeaderView as? HeaderDetailHeaderView)
        #expect(header === detail.headerView && header.superview === detail.tableView)
        #expect(header.nameLabel.text == "Cafe Deadend" && header.nameLabel.superview === header)
        let footer = try #require(detail.tableView.tableFooterView)
        #expect(detail.rateButton.superview === footer && detail.rateButton.title(for: .normal) == "Rate it")
        #expect(!detail.tableView.subviews.isEmpty && detail.tableView.subviews.allSatisfy { $0 === header || $0 === footer })
    }

    @Test("setting tableHeaderView adds it as the table's subview, as wide as the table, and takes the previous one out")
    func settingTheHeader() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44)), second = UIView()
        table.tableHeaderView = first
        #expect(first.superview === table && first.frame.size == CGSize(width: 320, height: 44))
        table.tableHeaderView = second
        #expect(first.superview == nil && second.superview === table)
        table.tableHeaderView = nil
        table.tableFooterView = first
        #expect(second.superview == nil && table.subviews.count == 1 && table.tableFooterView === first)
    }
}
