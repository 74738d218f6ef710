@testable import DiffableSnapshots
import Foundation
import Synchronization
import Testing

/// The fast identifier hashes: equal identifiers hash alike whatever their representation, and the
/// index defends itself against identifiers crafted to collide.
@Suite("Identifier hashing is fast per type, consistent with ==, and resists crafted collisions")
struct IdentifierHashingTests {
    @Test("a string hashes alike stored small, stored out of line with spare capacity, or sliced", arguments: 0 ... 40)
    func stringRepresentations(length: Int) {
        let text = String((0 ..< length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
        var reserved = String()
        reserved.reserveCapacity(64)
        reserved += text
        let sliced = String(("xy" + text + "z").dropFirst(2).dropLast())
        let hasher = IdentifierHasher<String>(standard: false)
        #expect(reserved == text && sliced == text)
        #expect(text.identifierHash == reserved.identifierHash)
        #expect(text.identifierHash == sliced.identifierHash)
        #expect(hasher.fragment(of: text) == hasher.fragment(of: reserved))
        #expect(text.identifierHash == text.utf8CString.withUnsafeBytes { IdentifierHash.bytes(UnsafeRawBufferPointer(rebasing: $0.dropLast())) })
    }

    @Test("canonically equivalent strings, which == calls equal, hash alike", arguments: [
        ("K", "\u{212A}"),                       // KELVIN SIGN is K
        (";", "\u{037E}"),                       // GREEK QUESTION MARK is a semicolon
        ("caf\u{E9}", "cafe\u{301}"),            // precomposed and combining acute
        ("identifier-with-an-\u{E9}-past-sixteen-bytes", "identifier-with-an-e\u{301}-past-sixteen-bytes"),
        ("\u{212B}ngstr\u{F6}m", "\u{C5}ngstro\u{308}m"),
    ])
    func canonicalEquivalence(pair: (String, String)) {
        #expect(pair.0 == pair.1)
        #expect(pair.0.identifierHash == pair.1.identifierHash)
        var table = IdentifierTable<String>()
        #expect(table.insert(contentsOf: [pair.0, "other"], at: 0) == nil)
        #expect(table.offset(of: pair.1) == 0)
        let conflicts = table.insert(contentsOf: [pair.1], at: 2)
        #expect(conflicts?.alreadyPresent == [pair.1])
    }

    @Test("distinct short strings, UUIDs and integers get distinct hashes")
    func distinct() {
        let strings = (0 ..< 20_000).map { "item-\($0)" } + ["", "\0", "\0\0", "a", "a\0"]
        #expect(Set(strings.map(\.identifierHash)).count == strings.count)
        let uuids = (0 ..< 20_000).map { _ in UUID() }
        #expect(Set(uuids.map(\.identifierHash)).count == uuids.count)
        #expect(uuids[7].identifierHash == UUID(uuid: uuids[7].uuid).identifierHash)
        let hasher = IdentifierHasher<UUID>(standard: false)
        #expect(Set(uuids.map { hasher.fragment(of: $0) }).count > 19_900)
    }

    @Test("an app's identifier type provides its hash; the index uses it, once per identifier per operation")
    func customIdentifier() {
        let calls = Counter()
        let items = (0 ..< 1_000).map { CountedID(value: $0, calls: calls) }
        var snapshot = DiffableSnapshot<Int, CountedID>()
        try! snapshot.appendSections([0])
        try! snapshot.appendItems(items)
        #expect(calls.value == 1_000)
        #expect(snapshot.indexOfItem(items[500]) == 500)
        #expect(calls.value == 1_001)
        #expect(!snapshot._items.usesStandardHash)
    }

    @Test("identifiers crafted to collide under the integer mix make the index rehash with the keyed hash, in linear work")
    func craftedIntegerCollisions() {
        // Every identifier gets fragment 0: one home bucket, one fragment, so each probe step would
        // compare identifiers. Crafted from the process's own seed, as an attacker who learnt it would.
        let crafted = (1 ... 20_000).map { Int(bitPattern: UInt(CraftedCollisions.integer(withFragment: 0, tag: UInt32($0)))) }
        let hasher = IdentifierHasher<Int>(standard: false)
        #expect(crafted.allSatisfy { hasher.fragment(of: $0) == 0 })
        var snapshot = DiffableSnapshot<Int, Int>()
        try! snapshot.appendSections([0])
        try! snapshot.appendItems(crafted)
        #expect(snapshot._items.usesStandardHash)
        snapshot._verifyInvariants()
        for (offset, item) in crafted.enumerated() where offset % 97 == 0 { #expect(snapshot.indexOfItem(item) == offset) }
        // Appending more to it keeps the keyed hash, and still finds repeats.
        #expect(throws: SnapshotError.self) { try snapshot.appendItems([crafted[3], crafted[3]]) }
    }

    @Test("building and looking up identifiers whose hashes all collide compares identifiers a linear number of times")
    func collidingBuildAndLookupsStayLinear() throws {
        let calls = Counter()
        let n = 20_000
        // The worst an app's `identifierHash` can do: the same value for every identifier.
        let old = (0 ..< n).map { CountedID(value: $0, calls: calls, fixedHash: 42) }
        var shuffled = old
        var generator = SystemRandomNumberGenerator()
        shuffled[0 ..< 200].shuffle(using: &generator)
        let new = Array(shuffled.dropLast(500)) + (n ..< n + 500).map { CountedID(value: $0, calls: calls, fixedHash: 42) }
        calls.comparisons.store(0, ordering: .relaxed)
        var before = DiffableSnapshot<Int, CountedID>(), after = DiffableSnapshot<Int, CountedID>()
        try before.appendSections([0])
        try before.appendItems(old)
        try after.appendSections([0])
        try after.appendItems(new)
        #expect(before._items.usesStandardHash && after._items.usesStandardHash)
        let positions = after.itemIdentifiers.map { before.indexOfItem($0) ?? -1 }
        // Without the defence: n²/2 = 200,000,000 comparisons for each build.
        #expect(calls.comparisons.load(ordering: .relaxed) < 12 * n)
        #expect(positions.filter { $0 >= 0 }.count == n - 500)
    }

    @Test("lookups that walk one long cluster (built without a single long probe) stop, and succeed in a copy under the keyed hash")
    func craftedLookupCluster() {
        let calls = Counter()
        var snapshot = DiffableSnapshot<Int, CountedID>()
        try! snapshot.appendSections([0])
        try! snapshot.appendItems((0 ..< 4_000).map { CountedID(value: $0, calls: calls) })
        // The next 2,000 items each take the empty bucket at the end of one cluster: every insert
        // probes nothing (each lands on its own home), yet the cluster grows to 2,000 buckets.
        let mask = UInt32(snapshot._items.bucketMask)
        let table = snapshot._items
        var start = 0
        while table.buckets[start] != 0 || table.buckets[(start + 1) & Int(mask)] != 0 { start += 1 }
        var placed: [CountedID] = []
        var home = UInt32(start)
        var tag: UInt32 = 1
        while placed.count < 2_000 {
            if table.buckets[Int(home)] == 0 {
                placed.append(CountedID(value: 10_000 + placed.count, calls: calls, fixedHash: CraftedCollisions.hash(withFragment: home, tag: tag)))
            }
            home = (home + 1) & mask
            tag += 1
        }
        try! snapshot.appendItems(placed)
        #expect(!snapshot._items.usesStandardHash)
        // Absent probes, all homed at the cluster's start with fragments that never match.
        let probes = (0 ..< 5_000).map {
            CountedID(value: 100_000 + $0, calls: calls, fixedHash: CraftedCollisions.hash(withFragment: UInt32(start) | (mask + 1) << 1, tag: UInt32($0)))
        }
        var found = [Int32](repeating: 0, count: probes.count)
        let completed = probes.withUnsafeBufferPointer { probes in found.withUnsafeMutableBufferPointer { snapshot.indexesOfItems(probes, into: $0) } }
        #expect(!completed, "the lookups walked the cluster within budget")
        let hardened = snapshot.withItemsHashedByStandardHash()
        #expect(hardened.itemsUseStandardHash && !snapshot.itemsUseStandardHash)
        let again = probes.withUnsafeBufferPointer { probes in found.withUnsafeMutableBufferPointer { hardened.indexesOfItems(probes, into: $0) } }
        #expect(again)
        #expect(found.allSatisfy { $0 == -1 })
        var present = [Int32](repeating: 0, count: placed.count)
        _ = placed.withUnsafeBufferPointer { placed in present.withUnsafeMutableBufferPointer { hardened.indexesOfItems(placed, into: $0) } }
        #expect(present == (4_000 ..< 6_000).map(Int32.init))
    }
}

/// Identifiers whose hash an attacker chose, for the tests: inverting the integer mix
/// (`IntegerMix`: an add, then MurmurHash3's finalizer, a bijection) for any wanted fragment.
enum CraftedCollisions {
    /// A value whose `IntegerMix` fragment is `fragment`; `tag` picks one of 2³² such values.
    static func integer(withFragment fragment: UInt32, tag: UInt32) -> UInt64 {
        var x = UInt64(tag) << 32 | UInt64(fragment)
        x ^= x >> 33
        x &*= inverse(0xC4CE_B9FE_1A85_EC53)
        x ^= x >> 33
        x &*= inverse(0xFF51_AFD7_ED55_8CCD)
        x ^= x >> 33
        return x &- IntegerMix.seed
    }

    /// An `identifierHash` whose fragment is `fragment` (a `FastHashableIdentifier`'s is mixed alike).
    static func hash(withFragment fragment: UInt32, tag: UInt32) -> UInt64 { integer(withFragment: fragment, tag: tag) }

    /// The inverse of odd `a` modulo 2⁶⁴ (Newton's iteration doubles the correct bits each step).
    static func inverse(_ a: UInt64) -> UInt64 {
        var x = a
        for _ in 0 ..< 6 { x &*= 2 &- a &* x }
        return x
    }
}

/// Counts how often identifiers are compared and hashed.
final class Counter: Sendable {
    let comparisons = Atomic<Int>(0)
    let hashes = Atomic<Int>(0)
    var value: Int { hashes.load(ordering: .relaxed) }
}

/// An app's identifier type with its own fast hash (by default a good one; `fixedHash` forces one).
struct CountedID: FastHashableIdentifier, Sendable, CustomStringConvertible {
    let value: Int
    let calls: Counter
    var fixedHash: UInt64?

    init(value: Int, calls: Counter, fixedHash: UInt64? = nil) {
        self.value = value
        self.calls = calls
        self.fixedHash = fixedHash
    }

    static func == (lhs: CountedID, rhs: CountedID) -> Bool {
        lhs.calls.comparisons.add(1, ordering: .relaxed)
        return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }

    var identifierHash: UInt64 {
        calls.hashes.add(1, ordering: .relaxed)
        return fixedHash ?? UInt64(value).identifierHash
    }

    var description: String { "CountedID(\(value))" }
}
