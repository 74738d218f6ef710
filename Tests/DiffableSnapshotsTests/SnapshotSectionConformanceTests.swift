import DiffableSnapshots
import Testing

/// uikit-semantics.md §1.2 and the section rows of §1.3, one test per row.
@Suite("DiffableSnapshot queries and section mutations behave as UIKit's")
struct SnapshotSectionConformanceTests {
    @Test("an empty snapshot has no sections and no items")
    func emptySnapshot() {
        let snapshot = StringSnapshot()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty && snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.indexOfItem("x") == nil && snapshot.indexOfSection("X") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "x") == nil)
    }

    @Test("indexOfItem is the global flat index across sections; queries answer per section")
    func queries() throws {
        let snapshot = try sampleSnapshot()
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 3)
        #expect(snapshot.itemIdentifiers == ["a1", "a2", "a3", "b1", "b2"])
        #expect(snapshot.indexOfItem("b1") == 3)
        #expect(snapshot.indexOfSection("C") == 2)
        #expect(try snapshot.numberOfItems(inSection: "B") == 2)
        #expect(try snapshot.itemIdentifiers(inSection: "C") == [])
        #expect(snapshot.sectionIdentifier(containingItem: "b2") == "B")
        #expect(snapshot.sectionIdentifier(containingItem: "zz") == nil)
    }

    @Test("per-section queries about a missing section throw UIKit's section-not-found text")
    func missingSectionQueries() throws {
        let snapshot = try sampleSnapshot()
        let text = "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
        #expect(throws: SnapshotError.sectionNotFound) { try snapshot.numberOfItems(inSection: "Z") }
        #expect(throws: SnapshotError.sectionNotFound) { try snapshot.itemIdentifiers(inSection: "Z") }
        #expect(SnapshotError.sectionNotFound.description == text)
    }

    @Test("section and item identifiers live in separate namespaces")
    func separateNamespaces() throws {
        var snapshot = DiffableSnapshot<Int, Int>()
        try snapshot.appendSections([1])
        try snapshot.appendItems([1])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == 1)
    }

    @Test("appendSections with a repeated identifier throws the not-unique text")
    func appendSectionsRepeated() throws {
        expectRefusal(try sampleSnapshot(), "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    D\n)}") {
            try $0.appendSections(["D", "E", "D", "D"])
        }
    }

    @Test("appendSections of one existing section throws the singular already-exists text")
    func appendExistingSection() throws {
        expectRefusal(
            try sampleSnapshot(),
            "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: B"
        ) { try $0.appendSections(["D", "B"]) }
    }

    @Test("appendSections of several existing sections throws the plural text with an array")
    func appendExistingSections() throws {
        expectRefusal(
            try sampleSnapshot(),
            "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\n    A,\n    C\n)"
        ) { try $0.appendSections(["A", "D", "C"]) }
    }

    @Test("repeated identifiers are reported before existing ones")
    func repeatBeforeExisting() throws {
        expectRefusal(try sampleSnapshot(), "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    A\n)}") {
            try $0.appendSections(["A", "A"])
        }
    }

    @Test("insertSections before and after place the sections next to the destination")
    func insertSections() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.insertSections(["X", "Y"], beforeSection: "B")
        try snapshot.insertSections(["Z"], afterSection: "C")
        try snapshot.insertSections(["W"], afterSection: "A")
        #expect(snapshot.sectionIdentifiers == ["A", "W", "X", "Y", "B", "C", "Z"])
        #expect(try snapshot.itemIdentifiers(inSection: "B") == ["b1", "b2"])
        #expect(snapshot.sectionIdentifier(containingItem: "b1") == "B")
        snapshot._verifyInvariants()
    }

    @Test("insertSections relative to a missing section fails insertIndex != NSNotFound")
    func insertSectionsMissingDestination() throws {
        expectRefusal(try sampleSnapshot(), "Invalid parameter not satisfying: insertIndex != NSNotFound") {
            try $0.insertSections(["D"], beforeSection: "Q")
        }
    }

    @Test("insertSections relative to one of the inserted sections throws the destination text, destIsSection 0 as UIKit prints it")
    func insertSectionsDestinationInList() throws {
        expectRefusal(
            try sampleSnapshot(),
            "Invalid update: destination for section operation [B] is in the inserted section list for update: <_UIDiffableDataSourceUpdate 0x0 - action: INS; destinationIdentifier:B; destIsSection: 0; identifiers: [D,B]>"
        ) { try $0.insertSections(["D", "B"], afterSection: "B") }
    }

    @Test("insertSections of an existing section throws the already-exists text")
    func insertExistingSection() throws {
        expectRefusal(
            try sampleSnapshot(),
            "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: C"
        ) { try $0.insertSections(["C"], beforeSection: "A") }
    }

    @Test("deleteSections removes the sections with their items and ignores missing ones")
    func deleteSections() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.deleteSections(["A", "Q"])
        #expect(snapshot.sectionIdentifiers == ["B", "C"])
        #expect(snapshot.itemIdentifiers == ["b1", "b2"])
        #expect(snapshot.indexOfItem("b1") == 0 && snapshot.indexOfItem("a1") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "b2") == "B")
        snapshot._verifyInvariants()
    }

    @Test("moveSection before and after uses UIKit's move arithmetic and carries the items")
    func moveSection() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.moveSection("A", afterSection: "C")
        #expect(snapshot.sectionIdentifiers == ["B", "C", "A"])
        #expect(snapshot.itemIdentifiers == ["b1", "b2", "a1", "a2", "a3"])
        try snapshot.moveSection("A", beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        try snapshot.moveSection("C", beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["A", "C", "B"])
        #expect(snapshot.sectionIdentifier(containingItem: "b1") == "B")
        snapshot._verifyInvariants()
    }

    @Test("moveSection to where it already is changes nothing")
    func moveSectionInPlace() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.moveSection("A", beforeSection: "B")
        try snapshot.moveSection("B", afterSection: "A")
        #expect(snapshot == (try sampleSnapshot()))
    }

    @Test("moveSection relative to itself throws the same-as-source text, destIsSection 0 as UIKit prints it")
    func moveSectionToItself() throws {
        expectRefusal(
            try sampleSnapshot(),
            "Invalid update: destination for section move is the same as the source [B] for update: <_UIDiffableDataSourceUpdate 0x0 - action: MOV; destinationIdentifier:B; destIsSection: 0; identifiers: [B]>."
        ) { try $0.moveSection("B", afterSection: "B") }
    }

    @Test("moveSection of or to a missing section fails fromSection / toSection != NSNotFound")
    func moveSectionMissing() throws {
        let snapshot = try sampleSnapshot()
        expectRefusal(snapshot, "Invalid parameter not satisfying: fromSection != NSNotFound") { try $0.moveSection("Q", beforeSection: "A") }
        expectRefusal(snapshot, "Invalid parameter not satisfying: toSection != NSNotFound") { try $0.moveSection("A", beforeSection: "Q") }
    }

    @Test("reloadSections marks sections in first-mark order; a missing one throws the reload text")
    func reloadSections() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.reloadSections(["B", "A"])
        try snapshot.reloadSections(["A", "C"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B", "A", "C"])
        expectRefusal(snapshot, "Attempted to reload section identifier that does not exist in the snapshot: Q") {
            try $0.reloadSections(["A", "Q"])
        }
    }

    @Test("equality ignores reload and reconfigure marks; copies keep them")
    func equalityIgnoresMarks() throws {
        var marked = try sampleSnapshot()
        try marked.reloadSections(["A"])
        try marked.reloadItems(["a1"])
        try marked.reconfigureItems(["b1"])
        #expect(marked == (try sampleSnapshot()))
        let copy = marked
        #expect(copy.reloadedSectionIdentifiers == ["A"])
        #expect(copy.reloadedItemIdentifiers == ["a1"])
        #expect(copy.reconfiguredItemIdentifiers == ["b1"])
    }

    @Test("a copy is independent of the original once either changes")
    func copyOnWrite() throws {
        let original = try sampleSnapshot()
        var copy = original
        try copy.appendItems(["c1"], toSection: "C")
        try copy.moveSection("C", beforeSection: "A")
        #expect(original.itemIdentifiers == ["a1", "a2", "a3", "b1", "b2"])
        #expect(copy.itemIdentifiers == ["c1", "a1", "a2", "a3", "b1", "b2"])
        original._verifyInvariants()
        copy._verifyInvariants()
    }
}
