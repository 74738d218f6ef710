import DiffableCompat
import Foundation
import Testing

/// A table delegate as apps write one: it refuses to highlight some rows and logs what it is told.
private final class HighlightingTableDelegate: NSObject, UITableViewDelegate {
    var events: [String] = []
    var unhighlightable: Set<Int> = []
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { !unhighlightable.contains(indexPath.row) }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("highlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("unhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { events.append("accessory \(indexPath.row)") }
}

/// A table controller overriding the delegate methods iOS makes it write `override` for.
private final class SettingsController: UITableViewController {
    var highlighted: [Int] = []
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { section == 0 ? 0.01 : 28 }
    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { highlighted.append(indexPath.row) }
    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        [UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }]
    }
}

/// A collection delegate logging highlights, selections and primary actions.
private final class PrimaryActionDelegate: NSObject, UICollectionViewDelegate {
    var events: [String] = []
    var noHighlight: Set<Int> = []
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { !noHighlight.contains(indexPath.item) }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { events.append("highlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { events.append("unhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("select \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) { events.append("primary \(indexPath.item)") }
}

/// A collection controller overriding delegate methods, as a grid screen does.
private final class GridController: UICollectionViewController {
    var highlighted: [Int] = []
    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { highlighted.append(indexPath.item) }
    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { highlighted.append(-indexPath.item) }
}

@MainActor
@Suite("DiffableCompat: the list audit's members (delegates, layouts, configurations, cells), called as apps call them")
struct ListsAuditTests {
    @Test("a row tap asks shouldHighlightRowAt (false refuses the tap), tells didHighlight and didUnhighlight, then selects")
    func tableHighlightOnTap() async {
        let (table, source, _) = todoTable()
        let delegate = HighlightingTableDelegate()
        table.delegate = delegate
        await source.apply(snapshot([("Today", ["a", "b", "c"])]))
        delegate.unhighlightable = [2]
        #expect(table.tapRow(at: IndexPath(row: 1, section: 0)))
        #expect(!table.tapRow(at: IndexPath(row: 2, section: 0)), "a row that does not highlight is not selected by a tap")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.tapAccessoryButton(forRowWith: IndexPath(row: 0, section: 0)))
        #expect(!table.tapAccessoryButton(forRowWith: IndexPath(row: 9, section: 0)), "out of range")
        #expect(delegate.events == ["highlight 1", "unhighlight 1", "select 1", "accessory 0"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "the accessory button does not select")
    }

    @Test("the table delegate's defaults are the table's own heights, as UIKit's; a controller's overrides are what the table reaches")
    func tableDelegateDefaultsAndControllerOverrides() async {
        final class Plain: NSObject, UITableViewDelegate {}
        let table = UITableView(frame: .zero, style: .grouped)
        table.sectionHeaderHeight = 40
        table.estimatedRowHeight = 88
        let plain: any UITableViewDelegate = Plain()
        #expect(plain.tableView(table, heightForHeaderInSection: 0) == 40)
        #expect(plain.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 88)
        #expect(plain.tableView(table, shouldHighlightRowAt: IndexPath(row: 0, section: 0)))
        #expect(plain.tableView(table, titleForDeleteConfirmationButtonForRowAt: IndexPath(row: 0, section: 0)) == nil)
        #expect(plain.tableView(table, indentationLevelForRowAt: IndexPath(row: 0, section: 0)) == 0)
        #expect(!plain.tableView(table, shouldBeginMultipleSelectionInteractionAt: IndexPath(row: 0, section: 0)))

        let controller = SettingsController(style: .insetGrouped)
        let delegate: any UITableViewDelegate = controller
        #expect(delegate.tableView(controller.tableView, heightForRowAt: IndexPath(row: 0, section: 0)) == 60)
        #expect(delegate.tableView(controller.tableView, heightForHeaderInSection: 1) == 28)
        #expect(delegate.tableView(controller.tableView, titleForDeleteConfirmationButtonForRowAt: IndexPath(row: 0, section: 0)) == "Remove")
        let actions = delegate.tableView(controller.tableView, editActionsForRowAt: IndexPath(row: 0, section: 0))
        #expect(actions?.first?.style == .default, "`.destructive` is `.default`, as UIKit's")
        #expect(actions?.first?.title == "Delete")
        #expect(controller.tableView.delegate === controller)
    }

    @Test("a row action keeps its style, title and colours and performs its handler with the row")
    func rowAction() {
        var performed: [IndexPath] = []
        let share = UITableViewRowAction(style: .normal, title: "Share") { _, path in performed.append(path) }
        share.backgroundColor = .systemBlue
        #expect(share.style == .normal)
        #expect(share.backgroundColor == .systemBlue)
        #expect(share.backgroundEffect == nil)
        share.perform(at: IndexPath(row: 3, section: 1))
        #expect(performed == [IndexPath(row: 3, section: 1)])
        #expect(UITableViewRowAction.Style.destructive.rawValue == 0)
    }

    @Test("an item tap asks shouldHighlightItemAt, tells the highlight, selects, then performs the primary action outside editing")
    func collectionHighlightAndPrimaryAction() async {
        let (view, source, _) = itemSource()
        let delegate = PrimaryActionDelegate()
        view.delegate = delegate
        await source.apply(snapshot([("A", ["a", "b", "c"])]))
        delegate.noHighlight = [2]
        #expect(view.tapItem(at: IndexPath(item: 0, section: 0)))
        #expect(!view.tapItem(at: IndexPath(item: 2, section: 0)))
        view.isEditing = true
        view.allowsSelectionDuringEditing = true
        #expect(view.tapItem(at: IndexPath(item: 1, section: 0)))
        #expect(delegate.events == ["highlight 0", "unhighlight 0", "select 0", "primary 0", "highlight 1", "unhighlight 1", "select 1"])
    }

    @Test("a collection controller's highlight overrides are what its view calls; its transition layout keeps both layouts")
    func collectionControllerOverrides() {
        let controller = GridController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.collectionView.dataSource = controller
        controller.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        let delegate: any UICollectionViewDelegate = controller
        delegate.collectionView(controller.collectionView, didHighlightItemAt: IndexPath(item: 4, section: 0))
        #expect(controller.highlighted == [4])
        let from = UICollectionViewFlowLayout()
        let to = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let transition = delegate.collectionView(controller.collectionView, transitionLayoutForOldLayout: from, newLayout: to)
        #expect(transition.currentLayout === from)
        #expect(transition.nextLayout === to)
        transition.transitionProgress = 0.5
        transition.updateValue(12, forAnimatedKey: "offset")
        #expect(transition.value(forAnimatedKey: "offset") == 12)
        #expect(transition.value(forAnimatedKey: "missing") == 0)
        #expect(transition.transitionProgress == 0.5)
        #expect(delegate.collectionView(controller.collectionView, targetContentOffsetForProposedContentOffset: CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
    }
}
