#if !canImport(UIKit)
import DiffableCompat
import Testing

/// A scroll view's refresh control is one of its subviews, as UIKit makes it.
@MainActor
@Suite("UIScrollView.refreshControl")
struct ScrollViewRefreshControlTests {
    @Test("setting a refresh control adds it as a subview; replacing or clearing it removes the old one")
    func refreshControlIsASubview() {
        let table = UITableView(frame: .zero, style: .plain)
        let first = UIRefreshControl()
        table.refreshControl = first
        #expect(first.superview === table)
        #expect(table.subviews.first === first)

        let second = UIRefreshControl()
        table.refreshControl = second
        #expect(first.superview == nil)
        #expect(second.superview === table)
        #expect(table.subviews.filter { $0 is UIRefreshControl }.count == 1)

        table.refreshControl = second
        #expect(table.subviews.filter { $0 === second }.count == 1, "setting the same control again adds it once")

        table.refreshControl = nil
        #expect(second.superview == nil)
        #expect(!table.subviews.contains { $0 is UIRefreshControl })
    }

    @Test("a table view controller's refresh control is its table view's subview")
    func controllerRefreshControl() {
        let controller = UITableViewController(style: .plain)
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        #expect(refresh.superview === controller.tableView)
    }

    @Test("a control moved to another scroll view leaves the first one's subviews")
    func movedControl() {
        let first = UIScrollView(frame: .zero)
        let second = UIScrollView(frame: .zero)
        let refresh = UIRefreshControl()
        first.refreshControl = refresh
        second.refreshControl = refresh
        #expect(refresh.superview === second)
        #expect(!first.subviews.contains { $0 === refresh })
        first.refreshControl = nil
        #expect(refresh.superview === second, "clearing the first scroll view's property leaves the control where it now is")
    }
}
#endif
