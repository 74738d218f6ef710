import DiffableCompat
import Dispatch
import Foundation
import Testing

/// A cell provider that records what it was asked for.
final class CellLog: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [IndexPath] = []
    func add(_ path: IndexPath) { lock.withLock { paths.append(path) } }
    var all: [IndexPath] { lock.withLock { paths } }
}

@MainActor
func collectionSource(returningNilFor nilItem: String? = nil, log: CellLog = CellLog()) -> (UICollectionView, UICollectionViewDiffableDataSource<String, String>) {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
    let source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, indexPath, item in
        log.add(indexPath)
        if item == nilItem { return nil }
        return view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    return (view, source)
}

func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(sections.map(\.0))
    for (section, items) in sections { snapshot.appendItems(items, toSection: section) }
    return snapshot
}

@MainActor
@Suite("DiffableCompat: UIKit's names, signatures and failure semantics")
struct DiffableCompatTests {
    @Test("a failing snapshot call is recorded with UIKit's text and leaves the snapshot as it was; a re-append is a warning")
    func snapshotFailures() {
        var s = snapshot([("A", ["a", "b"])])
        let report = DiffableFailures.record {
            s.appendItems(["c", "c"])
            s.appendItems(["a"])
            s.reloadItems(["zz"])
        }
        #expect(report.failures.map(\.reason) == [
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    c\n)}",
            "Attempted to reload item identifier that does not exist in the snapshot: zz",
        ])
        #expect(report.warnings.count == 1 && report.warnings[0].hasPrefix("Diffable data source detected an attempt to insert or append 1 item identifier that already exists"))
        #expect(s.itemIdentifiers == ["b", "a"] && s.numberOfItems(inSection: "A") == 2)
        #expect(s.indexOfItem("a") == 1 && s.indexOfSection("A") == 0 && s.sectionIdentifier(containingItem: "b") == "A")
    }

    @Test("outside record, a failure ends the process with UIKit's uncaught-exception text")
    func raisesByDefault() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<String, String>()
            s.appendItems(["a"], toSection: "A")
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'There are currently no sections in the data source. Please add a section first.'"))
    }

    @Test("section snapshots: UIKit's API, its duplicate rule and its outline")
    func sectionSnapshots() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["root"])
        outline.append(["child"], to: "root")
        outline.expand(["root"])
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["leaf"])
        outline.append(tree, to: "root")
        #expect(outline.items == ["root", "child", "leaf"] && outline.level(of: "leaf") == 1 && outline.parent(of: "leaf") == "root")
        #expect(outline.isExpanded("root") && outline.visibleItems == ["root", "child", "leaf"] && outline.rootItems == ["root"])
        let report = DiffableFailures.record { outline.append(["child"]) }
        #expect(report.failures.map(\.reason) == ["Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    child\n)}"])
        #expect(outline.snapshot(of: "root").items == ["child", "leaf"])
    }

    @Test("an apply asks the cell provider for every inserted item, then only for what changed; queries answer from what is shown")
    func applyAsksForCells() async {
        let log = CellLog()
        let (view, source) = collectionSource(log: log)
        await source.apply(snapshot([("A", ["a", "b"]), ("B", ["c"])]))
        #expect(Set(log.all) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])
        #expect(view.numberOfSections == 2 && view.numberOfItems(inSection: 0) == 2)
        var next = source.snapshot()
        next.insertItems(["new"], beforeItem: "a")
        next.reloadItems(["c"])
        await source.apply(next, animatingDifferences: false)
        #expect(log.all.suffix(2) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "new")
        #expect(source.indexPath(for: "b") == IndexPath(item: 2, section: 0))
        #expect(source.sectionIdentifier(for: 1) == "B" && source.index(for: "B") == 1 && source.itemIdentifier(for: IndexPath(item: 9, section: 9)) == nil)
        #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test("the data source's own UICollectionViewDataSource answers: supplementary views from the provider, reordering from the handlers")
    func dataSourceAnswers() async {
        let (view, source) = collectionSource()
        await source.apply(snapshot([("A", ["a", "b"])]))
        let header = UICollectionReusableView()
        let headerKind = UICollectionView.elementKindSectionHeader, footerKind = UICollectionView.elementKindSectionFooter
        source.supplementaryViewProvider = { _, kind, path in kind == headerKind && path.section == 0 ? header : nil }
        #expect(source.collectionView(view, viewForSupplementaryElementOfKind: headerKind, at: IndexPath(item: 0, section: 0)) === header)
        #expect(source.collectionView(view, viewForSupplementaryElementOfKind: footerKind, at: IndexPath(item: 0, section: 0)) !== header)
        #expect(!source.collectionView(view, canMoveItemAt: IndexPath(item: 0, section: 0)), "no handler: not reorderable")
        source.reorderingHandlers.canReorderItem = { $0 == "b" }
        #expect(!source.collectionView(view, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(source.collectionView(view, canMoveItemAt: IndexPath(item: 1, section: 0)))
        #expect(source.numberOfSections(in: view) == 1 && source.collectionView(view, numberOfItemsInSection: 0) == 2)
    }

    @Test("a nil cell is UIKit's exception, recorded from the commit on the main queue")
    func nilCell() async {
        let report = await DiffableFailures.record {
            let (_, source) = collectionSource(returningNilFor: "bad")
            await source.apply(snapshot([("A", ["ok", "bad"])]))
        }
        #expect(report.failures.map(\.reason) == [
            "UICollectionViewDiffableDataSource cell provider returned nil for index path <NSIndexPath: 0x0> {length = 2, path = 0 - 1} with item identifier 'bad', which is not allowed. You must always return a cell to the collection view: <UICollectionView: 0x0>",
        ])
    }

    @Test("applies from a background queue and then the main queue log UIKit's non-thread-confined warning")
    func twoQueues() async {
        let report = await DiffableFailures.record {
            let (_, source) = collectionSource()
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async { source.apply(snapshot([("A", ["a"])])) { done.resume() } }
            }
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { source.apply(snapshot([("A", ["a", "b"])])) { done.resume() } }
            }
        }
        #expect(report.failures.isEmpty)
        #expect(report.warnings == ["Warning: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue - view=<UICollectionView: 0x0>"])
    }

    @Test("a batch update made by hand behind the data source's back is refused with UIKit's count message")
    func handMadeBatch() async {
        let (view, source) = collectionSource()
        await source.apply(snapshot([("A", ["a", "b"])]))
        let report = DiffableFailures.record {
            view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) })
        }
        #expect(report.failures.map(\.reason) == [
            "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
        ])
        #expect(view.numberOfItems(inSection: 0) == 2)
    }

    @Test("a table data source: UIKit's table wording, section snapshots not offered, cells by registration")
    func tableSource() async {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = CellLog()
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            rows.add(indexPath)
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var s = NSDiffableDataSourceSnapshot<Int, String>()
        s.appendSections([0])
        s.appendItems(["x", "y"])
        await source.apply(s)
        #expect(rows.all == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)] && table.numberOfRows(inSection: 0) == 2)
        let report = DiffableFailures.record {
            table.beginUpdates()
            table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
            table.endUpdates()
        }
        #expect(report.failures.map(\.reason) == ["attempt to delete row 9 from section 0 which only contains 2 rows before the update"])
    }

    @Test("a @Published model drives the data source through Combine, received on DispatchQueue.main")
    func combine() async throws {
        final class Model: ObservableObject, @unchecked Sendable {
            @Published var items: [String] = []
        }
        let model = Model()
        let (_, source) = collectionSource()
        // Each apply's completion reports how many items it applied: the test waits for the one
        // of three items, instead of polling the data source on a timer.
        let (applied, reported) = AsyncStream<Int>.makeStream()
        let cancellable = model.$items
            .map { items in snapshot([("A", items)]) }
            .receive(on: DispatchQueue.main)
            .sink { s in source.apply(s) { reported.yield(s.numberOfItems) } }
        model.items = ["a", "b", "c"]
        for await count in applied where count == 3 { break }
        #expect(source.snapshot().itemIdentifiers == ["a", "b", "c"])
        cancellable.cancel()
    }
}
