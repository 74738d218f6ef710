import DiffableSnapshots
import Diffing
import HeadlessViews
import NaiveDiffer
import Testing

@Suite("The naive differ round-trips through diffbench's headless view")
struct NaiveDifferTests {
    func snapshot(_ sections: [(String, [Int])]) throws -> DiffableSnapshot<String, Int> {
        var snapshot = DiffableSnapshot<String, Int>()
        try snapshot.appendSections(sections.map(\.0))
        for (section, items) in sections where !items.isEmpty { try snapshot.appendItems(items, toSection: section) }
        return snapshot
    }

    @Test("an insert at the top, a cross-section move and a section move: accepted, and the view shows the new snapshot")
    func roundTrip() throws {
        let old = try snapshot([("A", [1, 2, 3]), ("B", [4, 5])])
        let new = try snapshot([("B", [5, 4, 3]), ("A", [0, 1, 2])])
        var view = HeadlessCollectionView(showing: old)
        try view.apply(NaiveDiffer().diff(from: old, to: new), dataSource: new)
        #expect(view.shows(new))
    }

    @Test("the broken variant is refused by UIKit's count check when an item changes section")
    func brokenIsCaught() throws {
        let old = try snapshot([("A", [1, 2]), ("B", [3])])
        let new = try snapshot([("A", [1]), ("B", [3, 2])])
        var view = HeadlessCollectionView(showing: old)
        #expect(throws: InconsistencyError.self) { try view.apply(NaiveDiffer(broken: true).diff(from: old, to: new), dataSource: new) }
    }
}
