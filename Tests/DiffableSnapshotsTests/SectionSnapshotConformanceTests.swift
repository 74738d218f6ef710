import DiffableSnapshots
import Testing

typealias Outline = SectionSnapshot<String>

/// r1 [c1 [g1], c2], r2   — roots r1, r2; r1 has children c1 (with child g1) and c2.
func sampleOutline() throws -> Outline {
    var outline = Outline()
    try outline.append(["r1", "r2"])
    try outline.append(["c1", "c2"], to: "r1")
    try outline.append(["g1"], to: "c1")
    return outline
}

func levels(_ outline: Outline) -> [String] {
    outline.items.map { String(repeating: ".", count: try! outline.level(of: $0)) + $0 }
}

/// `expectRefusal` for section snapshots.
func expectRefusal(
    _ outline: Outline, _ message: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout Outline) throws -> Void
) {
    let copy = expectRefusal(outline, message, as: SectionSnapshotError.self, same: ==, sourceLocation: sourceLocation, body)
    copy._verifyInvariants()
}

@Suite("SectionSnapshot behaves as UIKit's NSDiffableDataSourceSectionSnapshot")
struct SectionSnapshotConformanceTests {
    @Test("append adds roots, or children after a parent's existing children")
    func appendBuildsTree() throws {
        var outline = try sampleOutline()
        #expect(levels(outline) == ["r1", ".c1", "..g1", ".c2", "r2"])
        try outline.append(["c3"], to: "r1")
        try outline.append(["k1"], to: "r2")
        #expect(levels(outline) == ["r1", ".c1", "..g1", ".c2", ".c3", "r2", ".k1"])
        #expect(outline.rootItems == ["r1", "r2"])
        outline._verifyInvariants()
    }

    @Test("append to a missing parent throws the parent text; an empty list is a no-op whatever the parent")
    func appendToMissingParent() throws {
        let outline = try sampleOutline()
        expectRefusal(outline, "Parent item identifier does not exist in section snapshot: zz") { try $0.append(["x"], to: "zz") }
        var copy = outline
        try copy.append([], to: "zz")
        try copy.insert([], before: "zz")
        try copy.insert([], after: "zz")
        #expect(copy == outline)
    }

    @Test("insert before matches the destination's level")
    func insertBefore() throws {
        var outline = try sampleOutline()
        try outline.insert(["x"], before: "c2")
        try outline.insert(["y"], before: "r1")
        #expect(levels(outline) == ["y", "r1", ".c1", "..g1", ".x", ".c2", "r2"])
    }

    @Test("insert after goes past the destination's children at the destination's level")
    func insertAfter() throws {
        var outline = try sampleOutline()
        try outline.insert(["x"], after: "c1")
        try outline.insert(["y"], after: "r1")
        #expect(levels(outline) == ["r1", ".c1", "..g1", ".x", ".c2", "y", "r2"])
    }

    @Test("insert relative to a missing item throws the before / after texts")
    func insertMissingDestination() throws {
        let outline = try sampleOutline()
        expectRefusal(outline, "Item identifier to insert before does not exist in section snapshot: zz") { try $0.insert(["x"], before: "zz") }
        expectRefusal(outline, "Item identifier to insert after does not exist in section snapshot: zz") { try $0.insert(["x"], after: "zz") }
    }

    @Test("adding an item already present, or twice in one call, throws the duplicate text and moves nothing")
    func duplicates() throws {
        let outline = try sampleOutline()
        expectRefusal(outline, "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    c2\n)}") {
            try $0.append(["x", "c2"])
        }
        expectRefusal(outline, "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    x\n)}") {
            try $0.insert(["x", "y", "x"], after: "g1")
        }
    }

    @Test("the destination is checked before duplicates")
    func destinationBeforeDuplicates() throws {
        expectRefusal(try sampleOutline(), "Parent item identifier does not exist in section snapshot: zz") { try $0.append(["r1"], to: "zz") }
    }

    @Test("delete removes the items with their descendants; naming one twice or with its ancestor is fine")
    func deleteWithChildren() throws {
        var outline = try sampleOutline()
        try outline.delete(["c1", "g1", "c1"])
        #expect(levels(outline) == ["r1", ".c2", "r2"])
        try outline.delete(["r1"])
        #expect(levels(outline) == ["r2"])
        outline._verifyInvariants()
    }

    @Test("delete of a missing item throws Failed to find index and deletes nothing")
    func deleteMissing() throws {
        expectRefusal(try sampleOutline(), "Failed to find index of item zz") { try $0.delete(["c2", "zz"]) }
    }

    @Test("deleteAll empties the tree and its expanded state")
    func deleteAll() throws {
        var outline = try sampleOutline()
        outline.expand(["r1"])
        outline.deleteAll()
        #expect(outline == Outline())
        #expect(outline.expandedItems.isEmpty)
    }

    @Test("expand and collapse decide visibility; missing items are ignored; calls are recorded")
    func expandCollapse() throws {
        var outline = try sampleOutline()
        #expect(outline.visibleItems == ["r1", "r2"])
        outline.expand(["r1", "zz"])
        #expect(outline.visibleItems == ["r1", "c1", "c2", "r2"])
        outline.expand(["c1"])
        #expect(outline.visibleItems == ["r1", "c1", "g1", "c2", "r2"])
        outline.collapse(["r1"])
        #expect(outline.visibleItems == ["r1", "r2"])
        #expect(try outline.isExpanded("c1") && !(try outline.isExpanded("r1")))
        #expect(try !outline.isVisible("g1") && outline.isVisible("r2"))
        outline.expand(["g1"])  // state without children persists
        #expect(try outline.isExpanded("g1"))
        #expect(outline.expandedItemsUpdates == ["r1", "zz", "c1", "g1"])
        #expect(outline.collapsedItemsUpdates == ["r1"])
    }

    @Test("level, isExpanded and isVisible of a missing item throw the does-not-exist text")
    func queriesOfMissingItem() throws {
        let outline = try sampleOutline()
        let text = "Item identifier does not exist in section snapshot: zz"
        #expect(throws: SectionSnapshotError.itemDoesNotExist("zz")) { try outline.level(of: "zz") }
        #expect(throws: SectionSnapshotError.itemDoesNotExist("zz")) { try outline.isExpanded("zz") }
        #expect(throws: SectionSnapshotError.itemDoesNotExist("zz")) { try outline.isVisible("zz") }
        #expect(SectionSnapshotError.itemDoesNotExist("zz").description == text)
        #expect(outline.index(of: "zz") == nil && !outline.contains("zz"))
        #expect(outline.index(of: "g1") == 2 && outline.contains("g1"))
    }

    @Test("parent is nil for a root; a missing child throws the child text")
    func parent() throws {
        let outline = try sampleOutline()
        #expect(try outline.parent(of: "g1") == "c1")
        #expect(try outline.parent(of: "c2") == "r1")
        #expect(try outline.parent(of: "r2") == nil)
        #expect(throws: SectionSnapshotError.childNotFound("zz")) { try outline.parent(of: "zz") }
        #expect(SectionSnapshotError.childNotFound("zz").description == "Child item identifier does not exist in section snapshot: zz")
    }

    @Test("snapshot(of:) copies the descendants with levels from 0, and expanded state")
    func childSnapshot() throws {
        var outline = try sampleOutline()
        outline.expand(["c1"])
        let children = try outline.snapshot(of: "r1")
        #expect(levels(children) == ["c1", ".g1", "c2"])
        #expect(try children.isExpanded("c1"))
        let withParent = try outline.snapshot(of: "r1", includingParent: true)
        #expect(levels(withParent) == ["r1", ".c1", "..g1", ".c2"])
        #expect(try outline.snapshot(of: "r2").items.isEmpty)
        #expect(throws: SectionSnapshotError.parentNotFound("zz")) { try outline.snapshot(of: "zz") }
    }

    @Test("replace(childrenOf:) swaps a parent's subtree; a missing parent throws")
    func replaceChildren() throws {
        var outline = try sampleOutline()
        var replacement = Outline()
        try replacement.append(["n1"])
        try replacement.append(["n2"], to: "n1")
        try replacement.append(["c1"])  // an item from the replaced subtree may come back
        try outline.replace(childrenOf: "r1", using: replacement)
        #expect(levels(outline) == ["r1", ".n1", "..n2", ".c1", "r2"])
        expectRefusal(outline, "Parent item identifier does not exist in section snapshot: zz") { try $0.replace(childrenOf: "zz", using: replacement) }
    }

    @Test("replace(childrenOf:) refuses items that exist outside the replaced subtree")
    func replaceWithClash() throws {
        var replacement = Outline()
        try replacement.append(["r2"])
        expectRefusal(try sampleOutline(), "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    r2\n)}") {
            try $0.replace(childrenOf: "r1", using: replacement)
        }
    }

    @Test("inserting a snapshot keeps its shape at the destination's level and returns UIKit's follower")
    func insertSnapshot() throws {
        var outline = try sampleOutline()
        var tree = Outline()
        try tree.append(["t"])
        try tree.append(["t1"], to: "t")
        #expect(try outline.insert(tree, after: "c1") == "c2")
        #expect(levels(outline) == ["r1", ".c1", "..g1", ".t", "..t1", ".c2", "r2"])
        var second = Outline()
        try second.append(["u"])
        #expect(try outline.insert(second, after: "r2") == nil)
        var third = Outline()
        try third.append(["v"])
        try outline.insert(third, before: "g1")
        #expect(levels(outline) == ["r1", ".c1", "..v", "..g1", ".t", "..t1", ".c2", "r2", "u"])
        outline._verifyInvariants()
    }

    @Test("visualDescription renders indent, expanded and visible marks as UIKit does")
    func visualDescription() throws {
        var outline = try sampleOutline()
        outline.expand(["r1"])
        #expect(outline.visualDescription() == "<NSDiffableDataSourceSectionSnapshot: 0x0\n+*r1\n  -*c1\n    - g1\n  -*c2\n-*r2\n>")
    }
}
