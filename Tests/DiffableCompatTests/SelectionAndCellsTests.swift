import DiffableCompat
import Foundation
import Testing

/// A delegate that logs what it is told.
final class LoggingDelegate: NSObject, UICollectionViewDelegate {
    var events: [String] = []
    var refuse: Set<IndexPath> = []
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { !refuse.contains(indexPath) }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("select \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { events.append("deselect \(indexPath.item)") }
}

@MainActor
@Suite("DiffableCompat: selection and the cells a collection view shows, kept as UIKit keeps them")
struct SelectionAndCellsTests {
    @Test("selection follows the item through applies: a moved item stays selected at its new path, a deleted one's selection is dropped")
    func selectionAcrossApplies() async {
        let (view, source, _) = itemSource()
        view.allowsMultipleSelection = true
        await source.apply(snapshot([("A", ["a", "b", "c"])]))
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: .centeredVertically)
        await source.apply(snapshot([("A", ["new", "b", "a"])]))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)], "a moved to 2, c deleted")
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
        await source.applySnapshotUsingReloadData(snapshot([("A", ["new", "b", "a"])]))
        #expect(view.indexPathsForSelectedItems == nil, "reloadData clears the selection, as UIKit's")
    }

    @Test("single selection replaces; selectItem ignores paths out of range; allowsSelection = false stops taps, not selectItem")
    func selectItemRules() async {
        let (view, source, _) = itemSource()
        await source.apply(snapshot([("A", ["a", "b"])]))
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        view.selectItem(at: IndexPath(item: 9, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        view.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        view.allowsSelection = false
        #expect(!view.tapItem(at: IndexPath(item: 0, section: 0)))
        #expect(view.indexPathsForSelectedItems == nil)
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        view.isEditing = true
        view.allowsSelectionDuringEditing = true
        #expect(view.tapItem(at: IndexPath(item: 1, section: 0)), "in editing mode the DuringEditing flag governs taps")
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("a tap asks shouldSelect and tells didSelect; in multiple selection a second tap deselects; selectItem tells no one")
    func taps() async {
        let (view, source, _) = itemSource()
        let delegate = LoggingDelegate()
        view.delegate = delegate
        await source.apply(snapshot([("A", ["a", "b", "c"])]))
        delegate.refuse = [IndexPath(item: 2, section: 0)]
        #expect(view.tapItem(at: IndexPath(item: 1, section: 0)))
        #expect(view.tapItem(at: IndexPath(item: 0, section: 0)), "single selection: replaces 1")
        #expect(!view.tapItem(at: IndexPath(item: 2, section: 0)), "refused by shouldSelect")
        #expect(!view.tapItem(at: IndexPath(item: 5, section: 0)), "out of range")
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.allowsMultipleSelection = true
        #expect(view.tapItem(at: IndexPath(item: 1, section: 0)))
        #expect(delegate.events == ["select 1", "deselect 1", "select 0", "deselect 1"], "selectItem told no one")
        #expect(view.indexPathsForSelectedItems == nil)
    }

    @Test("cellForItem(at:) answers the cell configured for what the view shows, moved with its item; lookups of bad paths are nil")
    func cellsFollowItems() async {
        let (view, source, _) = itemSource()
        await source.apply(snapshot([("A", ["a", "b"]), ("B", ["c"])]))
        let cellB = view.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect((cellB as? ItemCell)?.item == "b")
        await source.apply(snapshot([("B", ["c"]), ("A", ["b", "x"])]))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1)) === cellB, "b moved: its cell moved, none was asked for")
        #expect((view.cellForItem(at: IndexPath(item: 1, section: 1)) as? ItemCell)?.item == "x")
        #expect(view.visibleCells.compactMap { ($0 as? ItemCell)?.item } == ["c", "b", "x"])
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        #expect(view.indexPath(for: cellB!) == IndexPath(item: 0, section: 1))
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 4)) == nil)
        #expect(view.indexPath(for: UICollectionViewCell()) == nil)
    }

    @Test("a reloaded item gets its new cell; a deleted item's cell is gone")
    func reloadAndDelete() async {
        let (view, source, _) = itemSource()
        await source.apply(snapshot([("A", ["a", "b"])]))
        let old = view.cellForItem(at: IndexPath(item: 0, section: 0))
        var next = snapshot([("A", ["a"])])
        next.reloadItems(["a"])
        await source.apply(next)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) !== old)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) == nil && view.visibleCells.count == 1)
        let beforeReload = view.cellForItem(at: IndexPath(item: 0, section: 0))
        view.reloadData()
        #expect(view.visibleCells.count == 1 && view.cellForItem(at: IndexPath(item: 0, section: 0)) !== beforeReload, "reloadData asks for the cells again")
    }

    @Test("a reconfigured item keeps its cell: the cell provider runs again and its dequeue answers the shown cell, as UIKit's reconfigure")
    func reconfigureKeepsCell() async {
        let (view, source, log) = itemSource()
        await source.apply(snapshot([("A", ["a", "b"])]))
        let before = view.cellForItem(at: IndexPath(item: 1, section: 0))
        let asked = log.all.count
        var next = source.snapshot()
        next.reconfigureItems(["b"])
        await source.apply(next)
        #expect(log.all.count == asked + 1, "the cell provider runs for the reconfigured item")
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === before)
        let registration = UICollectionView.CellRegistration<ItemCell, String> { cell, _, item in cell.item = item + "!" }
        let registered = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        await registered.apply(snapshot([("A", ["a", "b"])]))
        let shown = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? ItemCell
        var again = registered.snapshot()
        again.reconfigureItems(["a"])
        await registered.apply(again)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === shown && shown?.item == "a!")
    }

    @Test("scrollToItem to a path out of range raises UIKit's text (recorded), never traps")
    func scrollOutOfRange() async {
        let (view, source, _) = itemSource()
        await source.apply(snapshot([("A", ["a", "b", "c"])]))
        let report = DiffableFailures.record {
            view.scrollToItem(at: IndexPath(item: 1, section: 0), at: .top, animated: false)
            view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)
            view.scrollToItem(at: IndexPath(item: 0, section: 2), at: [], animated: true)
        }
        #expect(report.failures.map(\.reason) == [
            "Attempted to scroll the collection view to an out-of-bounds item (5) when there are only 3 items in section 0. Collection view: <UICollectionView: 0x0>",
            "Attempted to scroll the collection view to an out-of-bounds section (2) when there are only 1 sections. Collection view: <UICollectionView: 0x0>",
        ])
    }

    @Test("a plain NSObject data source with only the required methods gets UIKit's defaults, and the view asks it")
    func plainDataSource() {
        final class Plain: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
        }
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let plain = Plain()
        view.dataSource = plain
        #expect(view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 3)
        #expect(plain.collectionView(view, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(plain.indexTitles(for: view) == nil)
        #expect(view.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
    }
}

@MainActor
@Suite("DiffableCompat: view controllers are their views' data source and delegate protocols")
struct ControllerProtocolTests {
    @Test("a UICollectionViewController subclass's override is what a tap reaches when the controller is the delegate")
    func collectionControllerOverride() async {
        final class Screen: UICollectionViewController {
            var selected: [IndexPath] = []
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let screen = Screen(collectionViewLayout: UICollectionViewFlowLayout())
        let view: UICollectionView = screen.collectionView
        view.delegate = screen
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { _, _, _ in UICollectionViewCell() }
        await source.apply(snapshot([("A", ["a", "b"])]))
        #expect(view.tapItem(at: IndexPath(item: 1, section: 0)))
        #expect(screen.selected == [IndexPath(item: 1, section: 0)])
    }

    @Test("a UITableViewController subclass answers as the table's data source through its overrides")
    func tableControllerOverride() {
        final class Screen: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        }
        let screen = Screen(style: .plain)
        let table: UITableView = screen.tableView
        table.dataSource = screen
        #expect(table.numberOfRows(inSection: 0) == 4)
    }
}
