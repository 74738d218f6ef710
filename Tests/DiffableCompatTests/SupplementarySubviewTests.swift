import DiffableCompat
import Foundation
import Testing

@MainActor
@Suite("Supplementary views are the view's subviews while shown, as UIKit's section headers and footers are")
struct SupplementarySubviewTests {
    private func sections(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private final class Header: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    @Test("a collection view's section headers join its subviews beside the cells, leave with their section, and go on reload")
    func collectionViewHeaders() async {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 800), collectionViewLayout: layout)
        let registration = UICollectionView.SupplementaryRegistration<Header>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, path in
            header.label.text = "Section \(path.section)"
        }
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { _, _, _ in UICollectionViewCell() }
        source.supplementaryViewProvider = { view, _, path in view.dequeueConfiguredReusableSupplementary(using: registration, for: path) }
        await source.apply(sections([("A", ["a1", "a2"]), ("B", ["b1"])]))
        let headers = view.subviews.compactMap { $0 as? Header }
        #expect(headers.compactMap(\.label.text).sorted() == ["Section 0", "Section 1"])
        #expect(view.subviews.filter { $0 is UICollectionViewCell }.count == 3, "the cells are still there")
        #expect(headers.allSatisfy { $0.superview === view })
        // What a test of a screen does: find the header's label among the view's subviews.
        let texts = view.subviews.flatMap(\.subviews).compactMap { ($0 as? UILabel)?.text }
        #expect(texts.contains("Section 1"))
        await source.apply(sections([("B", ["b1"])]))
        let remaining = view.subviews.compactMap { $0 as? Header }
        #expect(remaining.count == 1, "section A's header left with its section")
        #expect(remaining.first === view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        await source.applySnapshotUsingReloadData(sections([("C", ["c1"])]))
        let afterReload = view.subviews.compactMap { $0 as? Header }
        #expect(afterReload.count == 1 && afterReload.first?.label.text == "Section 0", "a reload replaces them")
        #expect(!remaining.contains { $0.superview === view })
    }

    @Test("a table view's header views made from titles are its subviews; new titles replace them")
    func tableViewHeaders() {
        final class Titles: NSObject, UITableViewDataSource {
            var titles = ["Fruit", "Vegetables"]
            func numberOfSections(in tableView: UITableView) -> Int { titles.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 800), style: .plain)
        let titles = Titles()
        table.dataSource = titles
        table.layoutIfNeeded()
        let header = table.headerView(forSection: 1)
        #expect(header?.textLabel?.text == "Vegetables")
        #expect(header?.superview === table)
        titles.titles = ["Fruit", "Grains"]
        table.reloadData()
        table.layoutIfNeeded()
        #expect(header?.superview == nil, "the old header left")
        #expect(table.headerView(forSection: 1)?.superview === table)
    }
}

@MainActor
@Suite("scrollViewDidScroll: a collection or table view's delegate is told when the content offset changes, as UIKit's")
struct ScrollViewDidScrollTests {
    private final class Feed: NSObject, UICollectionViewDelegate, UITableViewDelegate {
        var offsets: [CGFloat] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    }

    @Test("setting contentOffset or setContentOffset(_:animated:) tells the delegate after the change; the same offset tells nothing")
    func toldOnChange() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 800), collectionViewLayout: UICollectionViewFlowLayout())
        let feed = Feed()
        view.delegate = feed
        view.contentOffset = CGPoint(x: 0, y: 120)
        view.setContentOffset(CGPoint(x: 0, y: 480), animated: true)
        view.contentOffset = CGPoint(x: 0, y: 480)
        #expect(feed.offsets == [120, 480])
        let table = UITableView(frame: .zero, style: .plain)
        table.delegate = feed
        table.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
        #expect(feed.offsets == [120, 480, 60])
        view.delegate = nil
        view.contentOffset = .zero
        #expect(feed.offsets.count == 3, "no delegate: no one is told")
    }
}
