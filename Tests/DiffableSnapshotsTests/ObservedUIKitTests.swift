import DiffableSnapshots
import Testing

/// Rules where observations of real UIKit (a port validated against it, crash logs) corrected our
/// reading: each test states the rule, not one example of it.
@Suite("DiffableSnapshot and SectionSnapshot agree with observed UIKit")
struct ObservedUIKitTests {
    // MARK: No sections is checked first

    @Test("appendItems on a snapshot with no sections says so first, whether or not a section is named or the items repeat")
    func noSectionsFirst() {
        let empty = StringSnapshot()
        let text = "There are currently no sections in the data source. Please add a section first."
        expectRefusal(empty, text) { try $0.appendItems(["a"], toSection: "A") }
        expectRefusal(empty, text) { try $0.appendItems(["a"]) }
        expectRefusal(empty, text) { try $0.appendItems(["a", "a"], toSection: "A") }
        expectRefusal(empty, text) { try $0.appendItems([], toSection: "A") }
    }

    @Test("with sections present, a named section that is missing is the NSNotFound assertion, after the repeat check")
    func namedSectionMissing() throws {
        let snapshot = try sampleSnapshot()
        expectRefusal(snapshot, "Invalid parameter not satisfying: section != NSNotFound") { try $0.appendItems(["z"], toSection: "Q") }
        expectRefusal(snapshot, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    z\n)}") {
            try $0.appendItems(["z", "z"], toSection: "Q")
        }
    }

    // MARK: Identifiers inside NSSet and NSArray descriptions

    @Test("String identifiers inside a collection print as NSString does there: quoted unless plain ASCII, non-ASCII as \\Uxxxx")
    func stringElementsQuoted() throws {
        var snapshot = StringSnapshot()
        try snapshot.appendSections(["S"])
        expectRefusal(snapshot, "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    \"\\Uace0\\Ub798\\Ubc25\"\n)}") {
            try $0.appendSections(["고래밥", "x", "고래밥"])
        }
        expectRefusal(snapshot, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \"two words\",\n    plain_id-1.2/3:$\n)}") {
            try $0.appendItems(["two words", "plain_id-1.2/3:$", "two words", "plain_id-1.2/3:$"])
        }
        // Several existing sections print as an NSArray of elements; one prints as itself, unquoted.
        var two = snapshot
        try two.appendSections(["b c", "é"])
        expectRefusal(two, "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\n    \"b c\",\n    \"\\U00e9\"\n)") {
            try $0.appendSections(["b c", "é"])
        }
        expectRefusal(two, "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: b c") {
            try $0.appendSections(["b c"])
        }
    }

    @Test("the quoting rule: escapes, control characters, surrogate pairs, the empty string; other types print their description")
    func quotingRule() {
        #expect(IdentifierRendering.element("abc_XYZ-0.9/:$") == "abc_XYZ-0.9/:$")
        #expect(IdentifierRendering.element("") == "\"\"")
        #expect(IdentifierRendering.element("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(IdentifierRendering.element("l1\nl2\tx\r\u{1}") == "\"l1\\nl2\\tx\\r\\001\"")
        #expect(IdentifierRendering.element("😀") == "\"\\Ud83d\\Ude00\"")
        #expect(IdentifierRendering.element("a b" as Substring) == "\"a b\"")
        #expect(IdentifierRendering.element(42) == "42")
        #expect(IdentifierText("고래밥").plain == "고래밥")
    }

    @Test("warnings list re-appended String items the same way")
    func warningElements() throws {
        var snapshot = StringSnapshot()
        try snapshot.appendSections(["S"])
        try snapshot.appendItems(["α", "β", "ok"])
        try snapshot.appendItems(["α", "ok"])
        #expect(snapshot.warnings.last?.description.hasSuffix("Item identifiers that already exist: (\n    \"\\U03b1\",\n    ok\n)") == true)
    }

    // MARK: Section snapshot duplicates in the order found

    @Test("a section snapshot lists duplicates in the order it meets them: present or repeated, each once")
    func sectionDuplicatesInOrderFound() throws {
        var outline = SectionSnapshot<String>()
        try outline.append(["b", "a"])
        let duplicates = "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    b,\n    x,\n    a\n)}"
        var appended = outline, inserted = outline, nested = outline
        #expect(throws: SectionSnapshotError.duplicateItems(["b", "x", "a"])) { try appended.append(["x", "b", "x", "a"]) }
        #expect(throws: SectionSnapshotError.duplicateItems(["b", "x", "a"])) { try inserted.insert(["x", "b", "x", "a"], before: "a") }
        #expect(throws: SectionSnapshotError.duplicateItems(["b", "x", "a"])) { try nested.append(["x", "b", "x", "a"], to: "b") }
        #expect(appended == outline && inserted == outline && nested == outline)
        #expect(SectionSnapshotError.duplicateItems(["b", "x", "a"]).description == duplicates)
        var other = outline
        #expect(throws: SectionSnapshotError.duplicateItems(["y", "a"])) { try other.append(["y", "y", "a", "y"]) }
    }

    // MARK: insert(_:after:)'s return value

    @Test("insert(snapshot, after:) returns the item after the destination's subtree, the destination when it is a leaf with a successor, nil at the end")
    func insertAfterReturn() throws {
        var outline = SectionSnapshot<String>()
        try outline.append(["p", "leaf", "last"])
        try outline.append(["c1", "c2"], to: "p")
        var tree = SectionSnapshot<String>()
        try tree.append(["n1"])
        var a = outline
        #expect(try a.insert(tree, after: "p") == "leaf")
        var b = outline
        #expect(try b.insert(tree, after: "leaf") == "leaf")
        var c = outline
        #expect(try c.insert(tree, after: "last") == nil)
        var d = outline
        #expect(try d.insert(tree, after: "c2") == "c2")  // a leaf, though what follows it is shallower
        #expect(c.items == ["p", "c1", "c2", "leaf", "last", "n1"])
    }
}
