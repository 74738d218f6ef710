import DiffableSnapshots
import Testing

/// The item rows of uikit-semantics.md §1.3, one test per row.
@Suite("DiffableSnapshot item mutations behave as UIKit's")
struct SnapshotItemConformanceTests {
    @Test("appendItems with no sections throws the no-sections text")
    func appendWithoutSections() {
        expectRefusal(StringSnapshot(), "There are currently no sections in the data source. Please add a section first.") {
            try $0.appendItems(["x"])
        }
    }

    @Test("appendItems to a missing section fails section != NSNotFound")
    func appendToMissingSection() throws {
        expectRefusal(try sampleSnapshot(), "Invalid parameter not satisfying: section != NSNotFound") {
            try $0.appendItems(["x"], toSection: "Q")
        }
    }

    @Test("appendItems without a section appends to the last section")
    func appendToLastSection() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.appendItems(["c1", "c2"])
        #expect(try snapshot.itemIdentifiers(inSection: "C") == ["c1", "c2"])
        #expect(snapshot.indexOfItem("c2") == 6)
    }

    @Test("appendItems to a middle section shifts the sections after it")
    func appendToMiddleSection() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.appendItems(["a4"], toSection: "A")
        #expect(snapshot.itemIdentifiers == ["a1", "a2", "a3", "a4", "b1", "b2"])
        #expect(snapshot.indexOfItem("b1") == 4)
        #expect(snapshot.sectionIdentifier(containingItem: "a4") == "A")
        snapshot._verifyInvariants()
    }

    @Test("appendItems with repeated identifiers throws the item not-unique text listing each once")
    func appendRepeated() throws {
        expectRefusal(try sampleSnapshot(), "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x,\n    y\n)}") {
            try $0.appendItems(["x", "y", "x", "y", "x"], toSection: "C")
        }
    }

    @Test("appendItems repeating an existing item is a repeat, not a move")
    func appendRepeatedExisting() throws {
        expectRefusal(try sampleSnapshot(), "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a1\n)}") {
            try $0.appendItems(["a1", "a1"], toSection: "C")
        }
    }

    @Test("appendItems with repeats names the section check after the repeat check")
    func repeatBeforeMissingSection() throws {
        expectRefusal(try sampleSnapshot(), "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}") {
            try $0.appendItems(["x", "x"], toSection: "Q")
        }
    }

    @Test("appendItems of an existing item moves it into place and records the singular warning")
    func appendExistingItemMoves() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.appendItems(["c1", "a2"], toSection: "C")
        #expect(layout(snapshot) == ["A": ["a1", "a3"], "B": ["b1", "b2"], "C": ["c1", "a2"]])
        #expect(snapshot.warnings.map(\.description) == [
            "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifier that already exists: a2",
        ])
        snapshot._verifyInvariants()
    }

    @Test("appendItems of several existing items records the plural warning with an array")
    func appendExistingItemsPlural() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.appendItems(["b2", "a1"], toSection: "B")
        #expect(layout(snapshot) == ["A": ["a2", "a3"], "B": ["b1", "b2", "a1"], "C": []])
        #expect(snapshot.warnings.first?.description.hasPrefix(
            "Diffable data source detected an attempt to insert or append 2 item identifiers that already exist in the snapshot. The existing item identifiers will be moved into place instead,") == true)
        #expect(snapshot.warnings.first?.description.hasSuffix("Item identifiers that already exist: (\n    b2,\n    a1\n)") == true)
        snapshot.removeAllWarnings()
        #expect(snapshot.warnings.isEmpty)
    }

    @Test("insertItems before and after place items next to the destination, in its section")
    func insertItems() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.insertItems(["x", "y"], beforeItem: "b1")
        try snapshot.insertItems(["z"], afterItem: "a3")
        #expect(layout(snapshot) == ["A": ["a1", "a2", "a3", "z"], "B": ["x", "y", "b1", "b2"], "C": []])
        snapshot._verifyInvariants()
    }

    @Test("insertItems relative to a missing item fails section != NSNotFound")
    func insertItemsMissingDestination() throws {
        expectRefusal(try sampleSnapshot(), "Invalid parameter not satisfying: section != NSNotFound") {
            try $0.insertItems(["x"], afterItem: "q")
        }
    }

    @Test("insertItems relative to one of the inserted items throws the destination text")
    func insertItemsDestinationInList() throws {
        expectRefusal(
            try sampleSnapshot(),
            "Invalid update: destination for insertion operation [a1] is in the insertion identifier list for update: <_UIDiffableDataSourceUpdate 0x0 - action: INS; destinationIdentifier:a1; destIsSection: 0; identifiers: [x,a1]>."
        ) { try $0.insertItems(["x", "a1"], beforeItem: "a1") }
    }

    @Test("insertItems reports repeats before any other failure, naming them in order of first repeat")
    func insertItemsRepeatsFirst() throws {
        let repeated = "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    y,\n    x\n)}"
        // With a missing destination, with the destination in the list, and with nothing else wrong.
        expectRefusal(try sampleSnapshot(), repeated) { try $0.insertItems(["x", "y", "y", "x"], afterItem: "q") }
        expectRefusal(try sampleSnapshot(), repeated) { try $0.insertItems(["x", "a1", "y", "y", "x"], beforeItem: "a1") }
        expectRefusal(try sampleSnapshot(), repeated) { try $0.insertItems(["x", "y", "b1", "y", "x"], beforeItem: "a1") }
    }

    @Test("insertItems of an existing item moves it next to the destination with a warning")
    func insertExistingItemMoves() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.insertItems(["a1"], afterItem: "b2")
        #expect(layout(snapshot) == ["A": ["a2", "a3"], "B": ["b1", "b2", "a1"], "C": []])
        #expect(snapshot.warnings.count == 1)
    }

    @Test("deleteItems removes present items and ignores missing ones; repeats throw")
    func deleteItems() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.deleteItems(["a2", "q", "b1"])
        #expect(layout(snapshot) == ["A": ["a1", "a3"], "B": ["b2"], "C": []])
        #expect(snapshot.indexOfItem("b2") == 2)
        expectRefusal(snapshot, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a1\n)}") {
            try $0.deleteItems(["a1", "a1"])
        }
        // Repeats of missing items throw too, and a repeat among many is named in UIKit's order.
        expectRefusal(snapshot, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    q\n)}") {
            try $0.deleteItems(["q", "a1", "q"])
        }
        expectRefusal(snapshot, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    b2,\n    a1\n)}") {
            try $0.deleteItems(["a1", "b2", "zz", "b2", "a1", "a3"])
        }
    }

    @Test("deleteItems of many (the batched path) deletes the same items and refuses repeats with the same text")
    func deleteManyItems() throws {
        var snapshot = StringSnapshot()
        try snapshot.appendSections(["A", "B"])
        try snapshot.appendItems((0 ..< 30).map { "a\($0)" }, toSection: "A")
        try snapshot.appendItems((0 ..< 30).map { "b\($0)" }, toSection: "B")
        let doomed = (0 ..< 30).filter { $0 % 3 == 0 }.flatMap { ["a\($0)", "b\($0)"] } + ["q1", "q2"]
        var batched = snapshot
        try batched.deleteItems(doomed)
        var oneByOne = snapshot
        for id in doomed { try oneByOne.deleteItems([id]) }
        #expect(batched == oneByOne && batched.numberOfItems == 40)
        #expect(try batched.itemIdentifiers(inSection: "B").prefix(3) == ["b1", "b2", "b4"])
        // A repeat among present items, then among absent ones: UIKit's text, nothing deleted.
        expectRefusal(snapshot, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a3\n)}") {
            try $0.deleteItems(doomed + ["a3"])
        }
        expectRefusal(snapshot, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    q2\n)}") {
            try $0.deleteItems(doomed + ["q2"])
        }
    }

    @Test("deleteAllItems removes every item and every section")
    func deleteAllItems() throws {
        var snapshot = try sampleSnapshot()
        snapshot.deleteAllItems()
        #expect(snapshot == StringSnapshot())
        try snapshot.appendSections(["A"])
        try snapshot.appendItems(["a1"])
        #expect(snapshot.indexOfItem("a1") == 0)
    }

    @Test("moveItem before and after moves within and across sections")
    func moveItem() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.moveItem("a1", afterItem: "a3")
        #expect(try snapshot.itemIdentifiers(inSection: "A") == ["a2", "a3", "a1"])
        try snapshot.moveItem("a1", beforeItem: "a2")
        #expect(try snapshot.itemIdentifiers(inSection: "A") == ["a1", "a2", "a3"])
        try snapshot.moveItem("b2", beforeItem: "a2")
        #expect(layout(snapshot) == ["A": ["a1", "b2", "a2", "a3"], "B": ["b1"], "C": []])
        try snapshot.moveItem("a3", afterItem: "b1")
        #expect(layout(snapshot) == ["A": ["a1", "b2", "a2"], "B": ["b1", "a3"], "C": []])
        #expect(snapshot.sectionIdentifier(containingItem: "a3") == "B")
        snapshot._verifyInvariants()
    }

    @Test("moveItem from the end of one section to the start of the next changes its section")
    func moveAcrossBoundary() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.moveItem("a3", beforeItem: "b1")
        #expect(layout(snapshot) == ["A": ["a1", "a2"], "B": ["a3", "b1", "b2"], "C": []])
        #expect(snapshot.indexOfItem("a3") == 2)
    }

    @Test("moveItem relative to itself throws the same-as-source text")
    func moveItemToItself() throws {
        expectRefusal(
            try sampleSnapshot(),
            "Invalid update: destination for item move is the same as the source [a2] for update: <_UIDiffableDataSourceUpdate 0x0 - action: MOV; destinationIdentifier:a2; destIsSection: 0; identifiers: [a2]>."
        ) { try $0.moveItem("a2", beforeItem: "a2") }
    }

    @Test("moveItem of or to a missing item fails fromIndex / toIndex != NSNotFound")
    func moveItemMissing() throws {
        let snapshot = try sampleSnapshot()
        expectRefusal(snapshot, "Invalid parameter not satisfying: fromIndex != NSNotFound") { try $0.moveItem("q", afterItem: "a1") }
        expectRefusal(snapshot, "Invalid parameter not satisfying: toIndex != NSNotFound") { try $0.moveItem("a1", afterItem: "q") }
    }

    @Test("reloadItems and reconfigureItems mark separately; a missing item throws each one's text")
    func reloadAndReconfigure() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.reloadItems(["b1", "a1"])
        try snapshot.reconfigureItems(["a1"])
        try snapshot.reloadItems(["a1"])
        #expect(snapshot.reloadedItemIdentifiers == ["b1", "a1"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["a1"])
        expectRefusal(snapshot, "Attempted to reload item identifier that does not exist in the snapshot: q") { try $0.reloadItems(["a1", "q"]) }
        expectRefusal(snapshot, "Attempted to reconfigure item identifier that does not exist in the snapshot: q") { try $0.reconfigureItems(["q"]) }
    }

    @Test("marks stay after the marked item is deleted, as UIKit keeps its pending updates")
    func marksSurviveDeletion() throws {
        var snapshot = try sampleSnapshot()
        try snapshot.reloadItems(["a1"])
        try snapshot.deleteItems(["a1"])
        #expect(snapshot.reloadedItemIdentifiers == ["a1"])
    }
}
