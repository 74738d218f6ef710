import DiffableSnapshots
import Workloads
import Testing

@Suite("Broken Hashable identifiers are detected with UIKit's texts")
struct BrokenHashableTests {
    @Test("an identifier that is not equal to itself is refused on insertion")
    func notEqualToItself() throws {
        var snapshot = DiffableSnapshot<Int, NeverEqual>()
        try snapshot.appendSections([0])
        #expect(throws: SnapshotError.identifierNotEqualToItself(kind: .item, identifier: "NeverEqual(3)")) {
            try snapshot.appendItems([NeverEqual(id: 3)])
        }
        #expect(snapshot.numberOfItems == 0)
        #expect(SnapshotError.identifierNotEqualToItself(kind: .item, identifier: "X").description
            == "Diffable data source detected an item identifier that is not equal to itself. An identifier must compare as equal to the same identifier. You must fix this in the == function (Swift) or -isEqual: method (Objective-C) implementation for this identifier's type. Identifier with invalid equality: X")
    }

    @Test("a hash that changed after insertion is found by validateIdentifiers")
    func hashChanged() throws {
        var snapshot = DiffableSnapshot<Int, MutableHash>()
        try snapshot.appendSections([0])
        let items = (0 ..< 50).map(MutableHash.init)
        try snapshot.appendItems(items)
        try snapshot.validateIdentifiers()
        items[17].key = 1_000
        #expect(throws: SnapshotError.hashValueChanged(kind: .item, identifier: "MutableHash(1000)")) {
            try snapshot.validateIdentifiers()
        }
        #expect(SnapshotError.hashValueChanged(kind: .section, identifier: "X").description.hasPrefix(
            "Diffable data source detected a section identifier whose hash value changed. The hash value of an identifier cannot change once it has been added to a snapshot."))
    }

    @Test("equal identifiers with different hashes are found by the exhaustive validation")
    func equalWithDifferentHashes() throws {
        var snapshot = DiffableSnapshot<Int, IDOnlyEquality>()
        try snapshot.appendSections([0])
        try snapshot.appendItems([IDOnlyEquality(id: 1, name: "a"), IDOnlyEquality(id: 2, name: "b"), IDOnlyEquality(id: 1, name: "c")])
        #expect(throws: SnapshotError.equalIdentifiersWithDifferentHashes(kind: .item, first: "1/a", second: "1/c")) {
            try snapshot.validateIdentifiers(exhaustive: true)
        }
        #expect(SnapshotError.equalIdentifiersWithDifferentHashes(kind: .item, first: "1/a", second: "1/c").description
            == "Diffable data source detected item identifiers that are equal but have different hash values. Two identifiers which compare as equal must return the same hash value. You must fix this in the Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers. Identifiers that are equal but have different hash values: (1/a) and (1/c)")
    }
}
