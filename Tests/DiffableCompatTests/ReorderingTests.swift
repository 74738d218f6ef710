import DiffableCompat
import Foundation
import Testing

/// A cell that remembers the item it was configured for.
final class ItemCell: UICollectionViewListCell {
    var item: String?
}

/// A collection view whose data source configures `ItemCell`s and logs the items asked for.
@MainActor
func itemSource() -> (UICollectionView, UICollectionViewDiffableDataSource<String, String>, CellLog) {
    let log = CellLog()
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.register(ItemCell.self, forCellWithReuseIdentifier: "cell")
    let source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, path, item in
        log.add(path)
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path) as? ItemCell
        cell?.item = item
        return cell
    }
    return (view, source, log)
}

@MainActor
@Suite("DiffableCompat: reordering a collection view as UIKit's diffable data source does")
struct ReorderingTests {
    @Test("an interactive move calls willReorder and didReorder with the transaction and leaves snapshot() reordered, asking for no cell")
    func interactiveMove() async {
        let (view, source, log) = itemSource()
        await source.apply(snapshot([("A", ["a", "b", "c"]), ("B", ["d"])]))
        let asked = log.all.count
        var seen: [String] = []
        var transaction: NSDiffableDataSourceTransaction<String, String>?
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.willReorder = { t in seen.append("will \(t.finalSnapshot.itemIdentifiers)") }
        source.reorderingHandlers.didReorder = { t in
            seen.append("did \(source.snapshot().itemIdentifiers)")
            transaction = t
        }
        #expect(view.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
        #expect(source.snapshot().itemIdentifiers(inSection: "A") == ["b", "c", "a"])
        #expect(seen == ["will [\"b\", \"c\", \"a\", \"d\"]", "did [\"b\", \"c\", \"a\", \"d\"]"], "willReorder before the snapshot changes, didReorder after")
        #expect(log.all.count == asked, "the view already shows the move: no cell is asked for")
        guard let t = transaction else {
            Issue.record("didReorder got no transaction")
            return
        }
        #expect(t.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d"])
        #expect(t.initialSnapshot.itemIdentifiers.applying(t.difference) == t.finalSnapshot.itemIdentifiers)
        #expect(t.sectionTransactions.map(\.sectionIdentifier) == ["A"])
        #expect(t.sectionTransactions.first?.finalSnapshot.items == ["b", "c", "a"])
        #expect(t.sectionTransactions.first?.initialSnapshot.items == ["a", "b", "c"])
        #expect((view.cellForItem(at: IndexPath(item: 2, section: 0)) as? ItemCell)?.item == "a", "the moved item's cell moved with it")
    }

    @Test("a move across sections lists both sections' transactions; one past the end of another section is a place")
    func moveAcrossSections() async {
        let (view, source, _) = itemSource()
        await source.apply(snapshot([("A", ["a", "b"]), ("B", ["d"])]))
        var transaction: NSDiffableDataSourceTransaction<String, String>?
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.didReorder = { transaction = $0 }
        #expect(view.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)))
        #expect(source.snapshot().itemIdentifiers(inSection: "B") == ["d", "a"])
        #expect(transaction?.sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
        #expect(view.numberOfItems(inSection: 0) == 1 && view.numberOfItems(inSection: 1) == 2)
    }

    @Test("without canReorderItem, or when it says no, nothing moves and no handler runs")
    func notReorderable() async {
        let (view, source, _) = itemSource()
        await source.apply(snapshot([("A", ["a", "b"])]))
        var called = false
        source.reorderingHandlers.didReorder = { _ in called = true }
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "no handler: UIKit's diffable does not reorder")
        source.reorderingHandlers.canReorderItem = { $0 != "a" }
        #expect(!view.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)))
        #expect(view.moveItemInteractively(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0)))
        #expect(called && source.snapshot().itemIdentifiers == ["b", "a"])
    }

    @Test("bad input moves nothing and never traps: paths out of range, a cancelled movement, a direct call with a missing item")
    func badMoves() async {
        let (view, source, _) = itemSource()
        await source.apply(snapshot([("A", ["a", "b"])]))
        var calls = 0
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.didReorder = { _ in calls += 1 }
        #expect(!view.moveItemInteractively(from: IndexPath(item: 5, section: 0), to: IndexPath(item: 0, section: 0)))
        #expect(!view.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 9, section: 0)))
        #expect(!view.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 3)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), "one movement at a time")
        view.updateInteractiveMovementTarget(to: IndexPath(item: 1, section: 0))
        view.cancelInteractiveMovement()
        source.collectionView(view, moveItemAt: IndexPath(item: 7, section: 0), to: IndexPath(item: 0, section: 0))
        source.collectionView(view, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        #expect(calls == 0 && source.snapshot().itemIdentifiers == ["a", "b"])
    }

    @Test("the delegate's target index path decides where the item lands")
    func delegateRedirects() async {
        final class Redirect: NSObject, UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
                IndexPath(item: 1, section: 0)
            }
        }
        let (view, source, _) = itemSource()
        let delegate = Redirect()
        view.delegate = delegate
        await source.apply(snapshot([("A", ["a", "b", "c"])]))
        source.reorderingHandlers.canReorderItem = { _ in true }
        #expect(view.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
        #expect(source.snapshot().itemIdentifiers == ["b", "a", "c"])
    }

    @Test("a view whose diffable data source commits to another view shows a user's move itself; the data source's own view takes it from the commit")
    func dataSourceOfAnotherView() async {
        let (own, source, _) = itemSource()
        await source.apply(snapshot([("A", ["a", "b", "c"])]))
        source.reorderingHandlers.canReorderItem = { _ in true }
        let other = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        other.register(ItemCell.self, forCellWithReuseIdentifier: "cell")
        other.dataSource = source
        other.reloadData()
        let moved = other.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(other.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
        #expect(source.snapshot().itemIdentifiers == ["b", "c", "a"])
        #expect(other.cellForItem(at: IndexPath(item: 2, section: 0)) === moved, "the view showed the move itself")
        #expect((own.cellForItem(at: IndexPath(item: 2, section: 0)) as? ItemCell)?.item == "a", "the data source's commit moved its own view's cell")
    }

    @Test("a data source subclass overriding moveItemAt is what the view calls; without super the snapshot stays")
    func subclassOverride() async {
        final class Logging: UICollectionViewDiffableDataSource<String, String> {
            var moves: [String] = []
            override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
            override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                moves.append("\(sourceIndexPath.item)->\(destinationIndexPath.item)")
            }
        }
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let source = Logging(collectionView: view) { _, _, _ in UICollectionViewCell() }
        await source.apply(snapshot([("A", ["a", "b"])]))
        #expect(view.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)))
        #expect(source.moves == ["0->1"] && source.snapshot().itemIdentifiers == ["a", "b"])
    }
}
