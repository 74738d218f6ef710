import DiffableCompat
import Foundation
import Testing

/// A to-do list's data source, written as real apps subclass UIKit's: titles, swipe-to-delete by
/// applying a snapshot, reordering by calling super.
final class TodoDataSource: UITableViewDiffableDataSource<String, String> {
    var log: [String] = []
    var snapshotTitles: [String] = []
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        // Apple's samples read snapshot() here; during a commit it must be the applied snapshot.
        snapshotTitles.append(snapshot().sectionIdentifiers.dropFirst(section).first ?? "missing")
        return sectionIdentifier(for: section).map { "Header \($0)" }
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { itemIdentifier(for: indexPath) != "locked" }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        log.append("delete \(item)")
        var next = snapshot()
        next.deleteItems([item])
        apply(next)
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        log.append("moved to \(snapshot().itemIdentifiers)")
    }
}

@MainActor
func todoTable() -> (UITableView, TodoDataSource, CellLog) {
    let log = CellLog()
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let source = TodoDataSource(tableView: table) { table, path, item in
        log.add(path)
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
        cell.textLabel?.text = item
        return cell
    }
    return (table, source, log)
}

@MainActor
@Suite("DiffableCompat: table edit and move through a UITableViewDiffableDataSource subclass")
struct TableEditingTests {
    @Test("a swipe-delete asks canEditRowAt and runs the subclass's commit, which applies; a row it refuses is not committed")
    func swipeDelete() async {
        let (table, source, _) = todoTable()
        await source.apply(snapshot([("Today", ["milk", "locked", "eggs"])]))
        #expect(table.commitEditing(.delete, forRowAt: IndexPath(row: 0, section: 0)))
        #expect(source.snapshot().itemIdentifiers == ["locked", "eggs"] && table.numberOfRows(inSection: 0) == 2)
        #expect(!table.commitEditing(.delete, forRowAt: IndexPath(row: 0, section: 0)), "canEditRowAt says no")
        #expect(!table.commitEditing(.insert, forRowAt: IndexPath(row: 1, section: 0)), "the row's editing style is delete")
        #expect(!table.commitEditing(.delete, forRowAt: IndexPath(row: 8, section: 0)), "out of range")
        #expect(source.log == ["delete milk"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "eggs")
    }

    @Test("UIKit's table diffable data source is not editable or movable until a subclass says so")
    func defaults() async {
        let table = UITableView(frame: .zero, style: .plain)
        let source = UITableViewDiffableDataSource<String, String>(tableView: table) { _, _, _ in UITableViewCell() }
        await source.apply(snapshot([("A", ["a", "b"])]))
        table.setEditing(true, animated: false)
        #expect(!table.commitEditing(.delete, forRowAt: IndexPath(row: 0, section: 0)))
        #expect(!table.moveRowInteractively(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
        #expect(source.tableView(table, titleForHeaderInSection: 0) == nil)
    }

    @Test("a row move needs editing mode, then calls moveRowAt, whose super reorders snapshot() without asking for cells")
    func moveRow() async {
        let (table, source, log) = todoTable()
        await source.apply(snapshot([("Today", ["a", "b", "c"])]))
        let asked = log.all.count
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(!table.moveRowInteractively(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)), "not editing")
        #expect(!table.isEditing)
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        #expect(table.moveRowInteractively(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
        #expect(source.log == ["moved to [\"b\", \"c\", \"a\"]"])
        #expect(log.all.count == asked && table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellA)
        #expect(!table.moveRowInteractively(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 0)), "no move")
        #expect(!table.moveRowInteractively(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 7, section: 0)), "out of range")
        source.tableView(table, moveRowAt: IndexPath(row: 9, section: 0), to: IndexPath(row: 0, section: 0))
        #expect(source.snapshot().itemIdentifiers == ["b", "c", "a"])
    }

    @Test("header titles come from the subclass for every section after each apply; headerView(forSection:) holds them")
    func headerTitles() async {
        let (table, source, _) = todoTable()
        await source.apply(snapshot([("Today", ["a"]), ("Later", ["b"])]))
        #expect(source.snapshotTitles.prefix(2) == ["Today", "Later"], "snapshot() inside the commit is the applied one")
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Header Later")
        await source.apply(snapshot([("Later", ["b"]), ("Today", ["a"])]))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Header Later")
        #expect(table.headerView(forSection: 5) == nil)
    }

    @Test("selection of rows: kept by identity through applies, taps tell the delegate, reloadData clears it")
    func rowSelection() async {
        final class Delegate: NSObject, UITableViewDelegate {
            var events: [String] = []
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
            func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("deselect \(indexPath.row)") }
        }
        let (table, source, _) = todoTable()
        let delegate = Delegate()
        table.delegate = delegate
        await source.apply(snapshot([("Today", ["a", "b", "c"])]))
        #expect(table.tapRow(at: IndexPath(row: 1, section: 0)))
        #expect(table.tapRow(at: IndexPath(row: 2, section: 0)))
        #expect(delegate.events == ["select 1", "deselect 1", "select 2"])
        await source.apply(snapshot([("Today", ["c", "a"])]))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true && table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .top)
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("header-footer views: a registered class dequeues, an unregistered identifier is nil; scrollToRow out of range raises UIKit's text")
    func headerFooterAndScroll() async {
        final class Header: UITableViewHeaderFooterView {}
        let (table, source, _) = todoTable()
        await source.apply(snapshot([("Today", ["a"])]))
        table.register(Header.self, forHeaderFooterViewReuseIdentifier: "h")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "h") is Header)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "h")?.reuseIdentifier == "h")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "nope") == nil)
        let report = DiffableFailures.record { table.scrollToRow(at: IndexPath(row: 3, section: 0), at: .middle, animated: false) }
        #expect(report.failures.map(\.reason) == [
            "Attempted to scroll the table view to an out-of-bounds row (3) when there are only 1 rows in section 0. Table view: <UITableView: 0x0>",
        ])
    }
}
