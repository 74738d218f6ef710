import DiffableSnapshots


/// A snapshot of `Int` sections and items as plain, Codable data: what crash seeds store, and what
/// the shrinker cuts down item by item and section by section.
public struct SnapshotSpec: Codable, Sendable, Hashable, CustomStringConvertible {
    /// One section and its items, in order.
    public struct Section: Codable, Sendable, Hashable {
        public var id: Int
        /// The section's items, in order.
        public var items: [Int]
        /// A section and its items.
        public init(id: Int, items: [Int]) { self.id = id; self.items = items }
    }

    /// The sections and their items, in order.
    public var sections: [Section]
    /// Items to mark for reload.
    public var reloadedItems: [Int]
    /// Items to mark for reconfigure.
    public var reconfiguredItems: [Int]
    /// Sections to mark for reload.
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

/// Two snapshots: what a view shows, and what is applied next.
public struct SnapshotPair: Codable, Sendable, Hashable {
    /// The snapshot before.
    public var old: SnapshotSpec
    /// The snapshot after.
    public var new: SnapshotSpec
    /// The identifier type they are checked with; nil means `Int`.
    public var identifiers: IdentifierType?

    /// A pair, diffed with identifiers of `identifiers` (the generator's choice when nil).
    public init(old: SnapshotSpec, new: SnapshotSpec, identifiers: IdentifierType? = nil) {
        self.old = old
        self.new = new
        self.identifiers = identifiers
    }

    /// One identifier a shrinker may drop from both sides.
    public enum Atom: Hashable, Sendable {
        /// A section identifier.
        case section(Int)
        /// An item identifier.
        case item(Int)
    }

    /// Every section and item identifier of either snapshot, each once, sections first.
    public var atoms: [Atom] {
        let sectionIDs = (old.sections + new.sections).map(\.id), itemIDs = (old.sections + new.sections).flatMap(\.items)
        var seen = Set<Atom>()
        return (sectionIDs.map(Atom.section) + itemIDs.map(Atom.item)).filter { seen.insert($0).inserted }
    }

    /// This pair with only the sections and items in `atoms`, on both sides.
    public func keeping(_ atoms: [Atom]) -> SnapshotPair {
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
}

extension SnapshotSpec {
    /// The specs of a trace's steps, its string identifiers numbered in order of first appearance
    /// (sections and items apart, the same string the same number in every step), so that the
    /// fuzzers can work on an app's own list shapes. Steps whose snapshot does not build (a repeated
    /// identifier) are left out. - Complexity: O(total items).
    public static func specs(of steps: [TraceStep]) -> [SnapshotSpec] {
        var sectionNumbers: [String: Int] = [:], itemNumbers: [String: Int] = [:]
        func number(_ id: String, in table: inout [String: Int]) -> Int {
            if let known = table[id] { return known }
            table[id] = table.count
            return table.count - 1
        }
        var specs: [SnapshotSpec] = []
        for step in steps {
            guard (try? step.snapshot()) != nil else { continue }
            let sections = step.sections.map { section in
                Section(id: number(section.id, in: &sectionNumbers), items: section.items.map { number($0, in: &itemNumbers) })
            }
            specs.append(SnapshotSpec(
                sections: sections, reloadedItems: (step.reloaded ?? []).map { number($0, in: &itemNumbers) },
                reconfiguredItems: (step.reconfigured ?? []).map { number($0, in: &itemNumbers) },
                reloadedSections: (step.reloadedSections ?? []).map { number($0, in: &sectionNumbers) }))
        }
        return specs
    }
}
