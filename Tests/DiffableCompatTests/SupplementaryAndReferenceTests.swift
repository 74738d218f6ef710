import DiffableCompat
import Foundation
import Testing

/// A header that remembers its section.
final class SectionHeader: UICollectionReusableView {
    var section: Int?
}

/// A collection data source subclass overriding the supplementary view, as real apps do.
final class HeaderDataSource: UICollectionViewDiffableDataSource<String, String> {
    var asked: [String] = []
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        asked.append("\(kind.suffix(6)) \(indexPath.section)")
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? SectionHeader)?.section = indexPath.section
        return view
    }
}

extension UICollectionViewDiffableDataSourceReference {
    /// A convenience initializer over an existing data source, as apps adopting diffable data
    /// sources add in an extension.
    convenience init(collectionView: UICollectionView, adopting existing: any UICollectionViewDataSource) {
        self.init(collectionView: collectionView) { view, path, _ in existing.collectionView(view, cellForItemAt: path) }
    }
}

@MainActor
@Suite("DiffableCompat: supplementary views and the Objective-C Reference types")
struct SupplementaryAndReferenceTests {
    @Test("the supplementary view is asked for the kinds the layout declares in each section, new sections only on later applies, through a subclass override")
    func headersPerSection() async {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = HeaderDataSource(collectionView: view) { _, _, _ in UICollectionViewCell() }
        await source.apply(snapshot([("A", ["a"]), ("B", ["b"])]))
        let header = UICollectionView.elementKindSectionHeader
        #expect(source.asked == ["Header 0", "Header 1"], "a header per section, no footer: the layout declares none")
        #expect(view.visibleSupplementaryViews(ofKind: header).compactMap { ($0 as? SectionHeader)?.section } == [0, 1])
        let first = view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        await source.apply(snapshot([("C", ["c"]), ("A", ["a"]), ("B", ["b"])]))
        #expect(source.asked == ["Header 0", "Header 1", "Header 0"], "only the new section C")
        #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) === first, "A's header moved with A")
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: header).count == 3)
        #expect(view.supplementaryView(forElementKind: "nope", at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("a list layout with supplementary headers: a registration configures each section's header through the provider")
    func registrations() async {
        let kind = UICollectionView.elementKindSectionHeader
        let registration = UICollectionView.SupplementaryRegistration<SectionHeader>(elementKind: kind) { view, _, path in view.section = path.section }
        let (view, source, _) = itemSource()
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        view.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: list)
        var sections: [String] = []
        source.supplementaryViewProvider = { view, kind, path in
            // Apple's sample reads the section from snapshot(): during the commit, the applied one.
            sections.append(source.snapshot().sectionIdentifiers.dropFirst(path.section).first ?? "missing")
            return kind == registration.elementKind ? view.dequeueConfiguredReusableSupplementary(using: registration, for: path) : nil
        }
        await source.apply(snapshot([("A", ["a"]), ("B", ["b"])]))
        #expect(sections == ["A", "B"])
        #expect(view.visibleSupplementaryViews(ofKind: kind).compactMap { ($0 as? SectionHeader)?.section } == [0, 1])
        let direct = source.collectionView(view, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: 1))
        #expect((direct as? SectionHeader)?.section == 1)
    }

    @Test("a layout that declares no supplementary views is never asked for one, registered or not")
    func noDeclaredKinds() async {
        let (view, source, _) = itemSource()
        view.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        var asked = 0
        source.supplementaryViewProvider = { _, _, _ in asked += 1; return nil }
        await source.apply(snapshot([("A", ["a"])]))
        #expect(asked == 0 && view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
    }

    @Test("dequeuing an unregistered supplementary view raises UIKit's text (recorded: an empty view)")
    func unregisteredKind() {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let report = DiffableFailures.record {
            _ = view.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "footer", for: IndexPath(item: 0, section: 0))
        }
        #expect(report.failures.map(\.reason) == [
            "could not dequeue a view of kind: UICollectionElementKindSectionFooter with identifier footer - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
        ])
    }

    @Test("NSDiffableDataSourceSnapshotReference: Objective-C names, NSNotFound, UIKit's failures, and bridging both ways")
    func snapshotReference() {
        let reference = NSDiffableDataSourceSnapshotReference()
        reference.appendSections(withIdentifiers: ["S"])
        reference.appendItems(withIdentifiers: [1, 2], intoSectionWithIdentifier: "S")
        reference.insertItems(withIdentifiers: [0], beforeItemWithIdentifier: 1)
        #expect(reference.itemIdentifiers.compactMap { $0 as? Int } == [0, 1, 2])
        #expect(reference.itemIdentifiersInSection(withIdentifier: "S").count == 3 && reference.numberOfItems == 3)
        #expect(reference.index(ofItemIdentifier: 2) == 2 && reference.index(ofItemIdentifier: 99) == NSNotFound)
        #expect(reference.index(ofSectionIdentifier: "S") == 0 && reference.index(ofSectionIdentifier: "T") == NSNotFound)
        #expect(reference.sectionIdentifierForSection(containingItemIdentifier: 1) as? String == "S")
        let report = DiffableFailures.record { reference.appendItems(withIdentifiers: [5, 5]) }
        #expect(report.failures.map(\.reason) == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    5\n)}"])
        let swift = NSDiffableDataSourceSnapshot(reference)
        #expect(swift.itemIdentifiers == [0, 1, 2].map { AnyDiffableIdentifier($0) })
        #expect(NSDiffableDataSourceSnapshotReference(swift).numberOfSections == 1)
        let copy = reference.copy() as? NSDiffableDataSourceSnapshotReference
        copy?.deleteAllItems()
        #expect(copy?.numberOfItems == 0 && reference.numberOfItems == 3, "a copy is its own snapshot")
    }

    @Test("Darwin's time constants, which Linux lacks, have Darwin's values and type: a deadline written the iOS way")
    func timeConstants() {
        let deadline: DispatchTime = .now() + Double(NSEC_PER_SEC) * 0.25 / Double(NSEC_PER_SEC)
        #expect(deadline > .now() - 1)
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC * 1_000 == NSEC_PER_SEC && NSEC_PER_USEC * USEC_PER_SEC == NSEC_PER_SEC)
        let nanoseconds: UInt64 = 3 * NSEC_PER_SEC
        #expect(DispatchTimeInterval.nanoseconds(Int(nanoseconds)) == .seconds(3))
    }

    @Test("`as` bridges a reference and a typed snapshot both ways, as UIKit's casts do: identifiers, order, reloads; other types left out")
    func snapshotBridging() {
        let reference = NSDiffableDataSourceSnapshotReference()
        reference.appendSections(withIdentifiers: ["A", "B"])
        reference.appendItems(withIdentifiers: [1, 2], intoSectionWithIdentifier: "A")
        reference.appendItems(withIdentifiers: [3, "not an Int"], intoSectionWithIdentifier: "B")
        reference.reloadItems(withIdentifiers: [2])
        let typed = reference as NSDiffableDataSourceSnapshot<String, Int>
        #expect(typed.sectionIdentifiers == ["A", "B"] && typed.itemIdentifiers(inSection: "B") == [3])
        #expect(typed.itemIdentifiers == [1, 2, 3] && typed.reloadedItemIdentifiers == [2])
        let back = typed as NSDiffableDataSourceSnapshotReference
        #expect(back.itemIdentifiers.compactMap { $0 as? Int } == [1, 2, 3])
        #expect(back.sectionIdentifiers.compactMap { $0 as? String } == ["A", "B"] && back.reloadedItemIdentifiers.compactMap { $0 as? Int } == [2])
        let untyped = reference as NSDiffableDataSourceSnapshot<AnyDiffableIdentifier, AnyDiffableIdentifier>
        #expect(untyped.numberOfItems == 4, "the reference's own types keep every identifier")
        #expect((untyped as NSDiffableDataSourceSnapshotReference).numberOfItems == 4)
        let mixed = reference as NSDiffableDataSourceSnapshot<AnyDiffableIdentifier, Int>
        #expect(mixed.numberOfSections == 2 && mixed.itemIdentifiers == [1, 2, 3])
        #expect(((mixed as NSDiffableDataSourceSnapshotReference) as NSDiffableDataSourceSnapshot<String, Int>).itemIdentifiers == [1, 2, 3],
                "sections already boxed are not boxed twice")
    }

    @Test("UICollectionViewDiffableDataSourceReference: a convenience initializer in an extension, applySnapshot, lookups, UIKit's data-source answers")
    func collectionReference() async {
        final class Existing: NSObject, UICollectionViewDataSource {
            var asked: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                asked.append(indexPath)
                return UICollectionViewCell()
            }
        }
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let existing = Existing()
        let source = UICollectionViewDiffableDataSourceReference(collectionView: view, adopting: existing)
        let snapshot = NSDiffableDataSourceSnapshotReference()
        snapshot.appendSections(withIdentifiers: [0])
        snapshot.appendItems(withIdentifiers: ["x", "y"])
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            source.applySnapshot(snapshot, animatingDifferences: true) { done.resume() }
        }
        #expect(existing.asked == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(source.collectionView(view, numberOfItemsInSection: 0) == 2 && view.numberOfItems(inSection: 0) == 2)
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) as? String == "y")
        #expect(source.indexPath(forItemIdentifier: "y") == IndexPath(item: 1, section: 0) && source.indexPath(forItemIdentifier: "z") == nil)
        #expect(source.snapshot().itemIdentifiers.count == 2 && source.index(forSectionIdentifier: 7) == NSNotFound)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) != nil)
    }

    @Test("UITableViewDiffableDataSourceReference applies and answers; a subclass's titles reach the table")
    func tableReference() async {
        final class Titled: UITableViewDiffableDataSourceReference {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        }
        let table = UITableView(frame: .zero, style: .grouped)
        let source = Titled(tableView: table) { _, _, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item as? String
            return cell
        }
        let snapshot = NSDiffableDataSourceSnapshotReference()
        snapshot.appendSections(withIdentifiers: ["S"])
        snapshot.appendItems(withIdentifiers: ["r"], intoSectionWithIdentifier: "S")
        source.applySnapshot(snapshot, animatingDifferences: false)
        #expect(table.numberOfRows(inSection: 0) == 1 && table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "r")
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Section 0")
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 0)) as? String == "r")
    }
}
