import DiffableCompat
import Foundation
import Testing

/// An outline list as Apple's "Implementing Modern Collection Views" sample builds one: parents
/// with an outline disclosure (header or cell style), children without, in a section snapshot.
@MainActor
private final class OutlineScreen: NSObject, UICollectionViewDelegate {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var selected: [IndexPath] = []
    var handlerTaps = 0

    init(style: UICellAccessory.OutlineDisclosureStyle, handler: Bool = false) {
        super.init()
        let parent = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: style), actionHandler: handler ? { self.handlerTaps += 1 } : nil)]
        }
        let child = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            item.count == 1 ? view.dequeueConfiguredReusableCell(using: parent, for: path, item: item)
                : view.dequeueConfiguredReusableCell(using: child, for: path, item: item)
        }
        collectionView.delegate = self
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["A", "B"])
        outline.append(["a1", "a2"], to: "A")
        outline.append(["b1"], to: "B")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
    }

    var shown: [String] { dataSource.snapshot().itemIdentifiers }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
@Suite("Outline disclosures: a header-style cell's tap expands or collapses it and does not select; the accessory's tap, the handlers")
struct OutlineDisclosureTapTests {
    @Test("a tap on a header-style parent expands it, a second collapses it; the cell is never selected")
    func headerStyleTapToggles() {
        let screen = OutlineScreen(style: .header)
        #expect(screen.shown == ["A", "B"])
        #expect(!screen.collectionView.tapItem(at: IndexPath(item: 0, section: 0)))
        #expect(screen.shown == ["A", "a1", "a2", "B"] && screen.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(screen.selected.isEmpty && screen.collectionView.indexPathsForSelectedItems?.isEmpty != false)
        screen.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(screen.shown == ["A", "B"] && screen.selected.isEmpty)
        // A child (no disclosure) is selected as any item.
        screen.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        screen.collectionView.tapItem(at: IndexPath(item: 2, section: 0))
        #expect(screen.shown == ["A", "B", "b1"] && screen.selected == [IndexPath(item: 2, section: 0)])
    }

    @Test("a cell-style parent is selected by a tap; its accessory's tap expands it")
    func cellStyle() {
        let screen = OutlineScreen(style: .cell)
        #expect(screen.collectionView.tapItem(at: IndexPath(item: 0, section: 0)))
        #expect(screen.selected == [IndexPath(item: 0, section: 0)] && screen.shown == ["A", "B"])
        #expect(screen.collectionView.tapOutlineDisclosure(at: IndexPath(item: 0, section: 0)))
        #expect(screen.shown == ["A", "a1", "a2", "B"])
    }

    @Test("the handlers: shouldExpand refuses, willExpand and willCollapse are told, snapshotForExpandingParent gives the children")
    func handlers() {
        let screen = OutlineScreen(style: .header)
        var told: [String] = []
        var allow = false
        screen.dataSource.sectionSnapshotHandlers.shouldExpandItem = { _ in allow }
        screen.dataSource.sectionSnapshotHandlers.willExpandItem = { told.append("expand \($0)") }
        screen.dataSource.sectionSnapshotHandlers.willCollapseItem = { told.append("collapse \($0)") }
        #expect(!screen.collectionView.tapOutlineDisclosure(at: IndexPath(item: 1, section: 0)))
        #expect(screen.shown == ["A", "B"] && told.isEmpty)
        allow = true
        screen.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            var loaded = NSDiffableDataSourceSectionSnapshot<String>()
            loaded.append(children.items + ["\(parent.lowercased())2"])
            return loaded
        }
        #expect(screen.collectionView.tapOutlineDisclosure(at: IndexPath(item: 1, section: 0)))
        #expect(screen.shown == ["A", "B", "b1", "b2"] && told == ["expand B"])
        screen.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(screen.shown == ["A", "B"] && told == ["expand B", "collapse B"])
    }

    @Test("an accessory with its own action handler runs it instead; paths with no disclosure or out of range change nothing")
    func actionHandlerAndBadInput() {
        let screen = OutlineScreen(style: .header, handler: true)
        screen.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(screen.handlerTaps == 1 && screen.shown == ["A", "B"] && screen.selected.isEmpty)
        #expect(!screen.collectionView.tapOutlineDisclosure(at: IndexPath(item: 9, section: 0)))
        #expect(!screen.collectionView.tapOutlineDisclosure(at: IndexPath(item: 0, section: 4)))
        #expect(!screen.collectionView.tapOutlineDisclosure(at: IndexPath(index: 0)))
        #expect(!screen.collectionView.tapItem(at: IndexPath(item: -1, section: 0)))
        let plain = OutlineScreen(style: .cell)
        plain.collectionView.tapOutlineDisclosure(at: IndexPath(item: 0, section: 0))
        // A child has no disclosure.
        #expect(!plain.collectionView.tapOutlineDisclosure(at: IndexPath(item: 1, section: 0)))
    }
}
