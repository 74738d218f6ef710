import DiffableSnapshots
import Foundation

/// A snapshot of `Int` sections and items as plain, Codable data: what crash seeds store, and what
/// the shrinker cuts down item by item and section by section.
public struct SnapshotSpec: Codable, Sendable, Hashable, CustomStringConvertible {
    /// One section and its items, in order.
    public struct Section: Codable, Sendable, Hashable {
        public var id: Int
        public var items: [Int]
        public init(id: Int, items: [Int]) { self.id = id; self.items = items }
    }

    public var sections: [Section]
    public var reloadedItems: [Int]
    public var reconfiguredItems: [Int]
    public var reloadedSections: [Int]

    /// - Complexity: O(n).
    public init(sections: [Section], reloadedItems: [Int] = [], reconfiguredItems: [Int] = [], reloadedSections: [Int] = []) {
        self.sections = sections
        self.reloadedItems = reloadedItems
        self.reconfiguredItems = reconfiguredItems
        self.reloadedSections = reloadedSections
    }

    /// The spec of `snapshot`, reload marks included. - Complexity: O(n).
    public init(_ snapshot: DiffableSnapshot<Int, Int>) {
        sections = snapshot.sectionIdentifiers.map { Section(id: $0, items: try! snapshot.itemIdentifiers(inSection: $0)) }
        // Marks of identifiers deleted since they were marked are dropped: they name nothing.
        reloadedItems = snapshot.reloadedItemIdentifiers.filter { snapshot.indexOfItem($0) != nil }
        reconfiguredItems = snapshot.reconfiguredItemIdentifiers.filter { snapshot.indexOfItem($0) != nil }
        reloadedSections = snapshot.reloadedSectionIdentifiers.filter { snapshot.indexOfSection($0) != nil }
    }

    /// The snapshot this spec describes. Traps on a spec with duplicate identifiers, which no
    /// generator makes and the shrinker cannot create. - Complexity: O(n).
    public func build() -> DiffableSnapshot<Int, Int> { build(section: { $0 }, item: { $0 }) }

    /// The snapshot this spec describes, its identifiers mapped (injectively) to other types.
    /// - Complexity: O(n) mappings.
    public func build<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        section sectionID: (Int) -> SectionID, item itemID: (Int) -> ItemID
    ) -> DiffableSnapshot<SectionID, ItemID> {
        var snapshot = DiffableSnapshot<SectionID, ItemID>()
        do {
            try snapshot.appendSections(sections.map { sectionID($0.id) })
            for section in sections where !section.items.isEmpty {
                try snapshot.appendItems(section.items.map(itemID), toSection: sectionID(section.id))
            }
            if !reloadedItems.isEmpty { try snapshot.reloadItems(reloadedItems.map(itemID)) }
            if !reconfiguredItems.isEmpty { try snapshot.reconfigureItems(reconfiguredItems.map(itemID)) }
            if !reloadedSections.isEmpty { try snapshot.reloadSections(reloadedSections.map(sectionID)) }
        } catch {
            fatalError("a snapshot spec holds duplicate or missing identifiers: \(error)")
        }
        return snapshot
    }

    /// Items in all sections, in order.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// This spec with only the sections in `sections` and the items in `items`.
    public func keeping(sections keptSections: Set<Int>, items keptItems: Set<Int>) -> SnapshotSpec {
        let kept = sections.filter { keptSections.contains($0.id) }.map { Section(id: $0.id, items: $0.items.filter(keptItems.contains)) }
        let present = Set(kept.flatMap(\.items))
        return SnapshotSpec(
            sections: kept, reloadedItems: reloadedItems.filter(present.contains),
            reconfiguredItems: reconfiguredItems.filter(present.contains),
            reloadedSections: reloadedSections.filter(keptSections.contains))
    }

    public var description: String {
        sections.map { "\($0.id): \($0.items)" }.joined(separator: "; ")
            + (reloadedItems.isEmpty && reloadedSections.isEmpty && reconfiguredItems.isEmpty
                ? "" : " (reload \(reloadedItems), reconfigure \(reconfiguredItems), reload sections \(reloadedSections))")
    }
}

/// The identifier type a case's snapshots use: what apps use, `Int`, `String` or `UUID`.
public enum IdentifierType: String, Codable, Sendable, Hashable, CaseIterable {
    case int, string, uuid

    /// `n` as a string identifier: "item-n", "section-n".
    static func string(_ n: Int, section: Bool) -> String { (section ? "section-" : "item-") + String(n) }

    /// `n` as a UUID whose 128 bits are a bijective mix of `n` (and whether it names a section).
    static func uuid(_ n: Int, section: Bool) -> UUID {
        var mix = SplitMix64(seed: UInt64(bitPattern: Int64(n)))
        let high = mix.next(), low = UInt64(bitPattern: Int64(n)) ^ (section ? 0x8000_0000_0000_0000 : 0)
        // The two words' bytes in memory order, as before, without an array per identifier.
        return UUID(uuid: unsafeBitCast((high, low), to: uuid_t.self))
    }
}

/// Two snapshots: what a view shows, and what is applied next.
public struct SnapshotPair: Codable, Sendable, Hashable {
    public var old: SnapshotSpec
    public var new: SnapshotSpec
    /// The identifier type they are checked with; nil means `Int`.
    public var identifiers: IdentifierType?

    public init(old: SnapshotSpec, new: SnapshotSpec, identifiers: IdentifierType? = nil) {
        self.old = old
        self.new = new
        self.identifiers = identifiers
    }

    /// One identifier the shrinker may drop from both sides.
    enum Atom: Hashable { case section(Int), item(Int) }

    var atoms: [Atom] {
        let sectionIDs = (old.sections + new.sections).map(\.id), itemIDs = (old.sections + new.sections).flatMap(\.items)
        var seen = Set<Atom>()
        return (sectionIDs.map(Atom.section) + itemIDs.map(Atom.item)).filter { seen.insert($0).inserted }
    }

    func keeping(_ atoms: [Atom]) -> SnapshotPair {
        var sections = Set<Int>(), items = Set<Int>()
        for atom in atoms {
            switch atom {
            case let .section(id): sections.insert(id)
            case let .item(id): items.insert(id)
            }
        }
        return SnapshotPair(
            old: old.keeping(sections: sections, items: items), new: new.keeping(sections: sections, items: items), identifiers: identifiers)
    }

    /// The smallest pair found that still fails: delta debugging over the sections and items of
    /// both snapshots (dropping one from both sides at once).
    public func shrunk(while fails: (SnapshotPair) -> Bool) -> SnapshotPair {
        keeping(Shrinker.shrink(atoms) { fails(keeping($0)) })
    }
}

/// Random snapshot pairs: `old` with up to `maxSections` sections (some empty) and about `size`
/// items, and `new` made from it by deleting, inserting and moving items (across sections too),
/// deleting, inserting and moving sections, and marking reloads. Deterministic for a seed.
public struct SnapshotPairGenerator: Sendable {
    public var rng: SplitMix64
    var nextSection = 1_000_000
    var nextItem = 0

    public init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    /// A snapshot of about `size` items in 0…`maxSections` sections.
    public mutating func snapshot(size: Int, maxSections: Int) -> DiffableSnapshot<Int, Int> {
        var snapshot = DiffableSnapshot<Int, Int>()
        let sectionCount = Int.random(in: 0 ... maxSections, using: &rng)
        let sections = (0 ..< sectionCount).map { nextSection + $0 }
        nextSection += sectionCount
        guard sectionCount > 0 else { return snapshot }
        try! snapshot.appendSections(sections)
        var lists = [[Int]](repeating: [], count: sectionCount)
        for _ in 0 ..< size {
            lists[Int.random(in: 0 ..< sectionCount, using: &rng)].append(nextItem)
            nextItem += 1
        }
        for (section, list) in zip(sections, lists) where !list.isEmpty { try! snapshot.appendItems(list, toSection: section) }
        return snapshot
    }

    /// `old` churned: about `intensity` × its items changed, plus up to two section changes and reload marks.
    public mutating func churn(_ old: DiffableSnapshot<Int, Int>, intensity: Double) -> DiffableSnapshot<Int, Int> {
        var new = old
        new.removeAllWarnings()
        var current = old.itemIdentifiers
        let changes = max(1, Int(Double(current.count) * intensity))
        for _ in 0 ..< changes where !current.isEmpty {
            switch Int.random(in: 0 ..< 4, using: &rng) {
            case 0:
                let index = Int.random(in: current.indices, using: &rng)
                try! new.deleteItems([current[index]])
                current.swapAt(index, current.count - 1)
                current.removeLast()
            case 1:
                try! new.insertItems([nextItem], beforeItem: current.randomElement(using: &rng)!)
                current.append(nextItem)
                nextItem += 1
            default:
                let a = current.randomElement(using: &rng)!, b = current.randomElement(using: &rng)!
                if a != b { try! new.moveItem(a, afterItem: b) }
            }
        }
        for _ in 0 ..< Int.random(in: 0 ... 2, using: &rng) {
            let sections = new.sectionIdentifiers
            switch Int.random(in: 0 ..< 4, using: &rng) {
            case 0 where !sections.isEmpty: try! new.deleteSections([sections.randomElement(using: &rng)!])
            case 1:
                if let anchor = sections.randomElement(using: &rng) {
                    try! new.insertSections([nextSection], afterSection: anchor)
                } else {
                    try! new.appendSections([nextSection])
                }
                // An inserted section may take items from elsewhere, and get new ones.
                let taken = Array(new.itemIdentifiers.shuffled(using: &rng).prefix(Int.random(in: 0 ... 3, using: &rng)))
                try! new.appendItems(taken + [nextItem], toSection: nextSection)
                nextSection += 1
                nextItem += 1
            case 2 where sections.count >= 2:
                let a = sections.randomElement(using: &rng)!, b = sections.randomElement(using: &rng)!
                if a != b { try! new.moveSection(a, beforeSection: b) }
            default: break
            }
        }
        let present = new.itemIdentifiers
        if !present.isEmpty && Bool.random(using: &rng) {
            try! new.reloadItems(Array(Set((0 ..< 3).map { _ in present.randomElement(using: &rng)! })).sorted())
        }
        if let section = new.sectionIdentifiers.randomElement(using: &rng), Bool.random(using: &rng) {
            try! new.reloadSections([section])
        }
        return new
    }

    /// A pair of about `size` items.
    public mutating func pair(size: Int, maxSections: Int, intensity: Double) -> SnapshotPair {
        let old = snapshot(size: size, maxSections: maxSections)
        return SnapshotPair(old: SnapshotSpec(old), new: SnapshotSpec(churn(old, intensity: intensity)))
    }
}
