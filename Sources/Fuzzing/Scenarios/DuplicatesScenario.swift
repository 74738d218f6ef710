import DiffableSnapshots

/// One case of the `duplicates` scenario.
public enum DuplicatesCase: Codable, Sendable, Hashable {
    /// Snapshot API calls over tiny identifier pools with repeats forced into lists: duplicates within
    /// one call, across sections, re-appended items, duplicate sections. Checked step by step against
    /// the reference model, as in `operations`.
    case snapshot([SnapshotOperation])
    /// Section-snapshot calls over a tiny pool, against a plain reference of the section snapshot.
    case sectionSnapshot([SectionOperation])
    /// An identifier type with a broken `Hashable`; UIKit's checks must catch it.
    case brokenHashable(BrokenHashableProbe)

    // Crash seeds name every field (no `_0`).
    enum SnapshotCodingKeys: String, CodingKey { case _0 = "steps" }
    enum SectionSnapshotCodingKeys: String, CodingKey { case _0 = "steps" }
    enum BrokenHashableCodingKeys: String, CodingKey { case _0 = "probe" }

    func shrunk(while fails: (DuplicatesCase) -> Bool) -> DuplicatesCase {
        switch self {
        case let .snapshot(operations): .snapshot(Shrinker.shrink(operations) { fails(.snapshot($0)) })
        case let .sectionSnapshot(operations): .sectionSnapshot(Shrinker.shrink(operations) { fails(.sectionSnapshot($0)) })
        case var .brokenHashable(probe):
            {
                while probe.count > 1 {
                    var smaller = probe
                    smaller.count = (probe.count + 1) / 2
                    smaller.target = min(probe.target, smaller.count - 1)
                    guard fails(.brokenHashable(smaller)) else { break }
                    probe = smaller
                }
                return .brokenHashable(probe)
            }()
        }
    }

    var size: String {
        switch self {
        case let .snapshot(operations): "\(operations.count) snapshot operations"
        case let .sectionSnapshot(operations): "\(operations.count) section-snapshot operations"
        case let .brokenHashable(probe): "\(probe.kind) with \(probe.count) identifiers"
        }
    }
}

/// A small tree of items: roots, each with its children (one level), the second half expanded.
public struct ItemTree: Codable, Sendable, Hashable, CustomStringConvertible {
    public var roots: [Int]
    public var children: [[Int]]

    /// Items in display order, with levels and expanded flags.
    var flattened: [(item: Int, level: Int, expanded: Bool)] {
        roots.indices.flatMap { r in
            [(roots[r], 0, r >= roots.count / 2)] + children[r].map { ($0, 1, false) }
        }
    }

    /// The tree as a section snapshot.
    var snapshot: SectionSnapshot<Int> {
        var tree = SectionSnapshot<Int>()
        try! tree.append(roots)
        for (root, kids) in zip(roots, children) where !kids.isEmpty { try! tree.append(kids, to: root) }
        tree.expand(Array(roots[(roots.count / 2)...]))
        return tree
    }

    public var description: String { zip(roots, children).map { "\($0)\($1.isEmpty ? "" : "\($1)")" }.joined(separator: " ") }
}

/// One call of the section-snapshot API.
public enum SectionOperation: Codable, Sendable, Hashable, CustomStringConvertible {
    case append([Int], parent: Int?)
    case insert([Int], destination: Int, after: Bool)
    case delete([Int])
    case expand([Int])
    case collapse([Int])
    case insertTree(ItemTree, destination: Int, after: Bool)
    case replaceChildren(parent: Int, tree: ItemTree)

    // Crash seeds name every field (no `_0`).
    enum AppendCodingKeys: String, CodingKey { case _0 = "items", parent }
    enum InsertCodingKeys: String, CodingKey { case _0 = "items", destination, after }
    enum DeleteCodingKeys: String, CodingKey { case _0 = "items" }
    enum ExpandCodingKeys: String, CodingKey { case _0 = "items" }
    enum CollapseCodingKeys: String, CodingKey { case _0 = "items" }
    enum InsertTreeCodingKeys: String, CodingKey { case _0 = "tree", destination, after }

    public var description: String {
        switch self {
        case let .append(ids, parent): "append(\(ids), to: \(parent.map(String.init) ?? "nil"))"
        case let .insert(ids, d, a): "insert(\(ids), \(a ? "after" : "before"): \(d))"
        case let .delete(ids): "delete(\(ids))"
        case let .expand(ids): "expand(\(ids))"
        case let .collapse(ids): "collapse(\(ids))"
        case let .insertTree(tree, d, a): "insert(snapshot \(tree), \(a ? "after" : "before"): \(d))"
        case let .replaceChildren(parent, tree): "replace(childrenOf: \(parent), using: \(tree))"
        }
    }

    func apply(to snapshot: inout SectionSnapshot<Int>) throws(SectionSnapshotError) {
        switch self {
        case let .append(ids, parent): try snapshot.append(ids, to: parent)
        case let .insert(ids, d, a): if a { try snapshot.insert(ids, after: d) } else { try snapshot.insert(ids, before: d) }
        case let .delete(ids): try snapshot.delete(ids)
        case let .expand(ids): snapshot.expand(ids)
        case let .collapse(ids): snapshot.collapse(ids)
        case let .insertTree(tree, d, a):
            if a { _ = try snapshot.insert(tree.snapshot, after: d) } else { try snapshot.insert(tree.snapshot, before: d) }
        case let .replaceChildren(parent, tree): try snapshot.replace(childrenOf: parent, using: tree.snapshot)
        }
    }
}

/// A plain model of a section snapshot: items in display order with their levels and expanded flags.
struct SectionReference {
    var items: [Int] = []
    var levels: [Int] = []
    var expanded: [Bool] = []

    /// Items whose ancestors are all expanded.
    var visibleItems: [Int] {
        var visible: [Int] = []
        var collapsedAbove = Int.max  // the level of the nearest collapsed ancestor still open
        for (offset, item) in items.enumerated() {
            if levels[offset] <= collapsedAbove { collapsedAbove = Int.max }
            guard collapsedAbove == Int.max else { continue }
            visible.append(item)
            if !expanded[offset] { collapsedAbove = levels[offset] }
        }
        return visible
    }

    func subtreeEnd(_ offset: Int) -> Int {
        var end = offset + 1
        while end < levels.count && levels[end] > levels[offset] { end += 1 }
        return end
    }

    mutating func add(_ ids: [Int], level: Int, at offset: Int) throws(SectionSnapshotError) {
        try add(ids, levels: ids.map { _ in level }, expanded: ids.map { _ in false }, at: offset)
    }

    mutating func add(_ ids: [Int], levels newLevels: [Int], expanded flags: [Bool], at offset: Int) throws(SectionSnapshotError) {
        var seen = Set<Int>(), present: [Int] = [], repeated: [Int] = []
        for id in ids {
            if seen.contains(id) {
                if !repeated.contains(id) { repeated.append(id) }
            } else {
                seen.insert(id)
                if items.contains(id) { present.append(id) }
            }
        }
        var reported = Set<Int>()
        let duplicates = (present + repeated).filter { reported.insert($0).inserted }
        if !duplicates.isEmpty { throw .duplicateItems(duplicates.map(String.init)) }
        items.insert(contentsOf: ids, at: offset)
        levels.insert(contentsOf: newLevels, at: offset)
        expanded.insert(contentsOf: flags, at: offset)
    }

    mutating func remove(where doomed: [Bool]) {
        items = items.indices.filter { !doomed[$0] }.map { items[$0] }
        levels = levels.indices.filter { !doomed[$0] }.map { levels[$0] }
        expanded = expanded.indices.filter { !doomed[$0] }.map { expanded[$0] }
    }

    mutating func apply(_ operation: SectionOperation) throws(SectionSnapshotError) {
        switch operation {
        case let .append(ids, parent):
            if ids.isEmpty { return }
            guard let parent else { return try add(ids, level: 0, at: items.count) }
            guard let offset = items.firstIndex(of: parent) else { throw .parentNotFound(String(parent)) }
            try add(ids, level: levels[offset] + 1, at: subtreeEnd(offset))
        case let .insert(ids, destination, after):
            if ids.isEmpty { return }
            guard let offset = items.firstIndex(of: destination) else {
                throw after ? .insertAfterDestinationNotFound(String(destination)) : .insertBeforeDestinationNotFound(String(destination))
            }
            try add(ids, level: levels[offset], at: after ? subtreeEnd(offset) : offset)
        case let .delete(ids):
            var doomed = [Bool](repeating: false, count: items.count)
            for id in ids {
                guard let offset = items.firstIndex(of: id) else { throw .itemNotFound(String(id)) }
                for d in offset ..< subtreeEnd(offset) { doomed[d] = true }
            }
            remove(where: doomed)
        case let .expand(ids), let .collapse(ids):
            let flag: Bool = if case .expand = operation { true } else { false }
            for id in ids { if let offset = items.firstIndex(of: id) { expanded[offset] = flag } }
        case let .insertTree(tree, destination, after):
            let flat = tree.flattened
            if flat.isEmpty { return }
            guard let offset = items.firstIndex(of: destination) else {
                throw after ? .insertAfterDestinationNotFound(String(destination)) : .insertBeforeDestinationNotFound(String(destination))
            }
            try add(flat.map(\.item), levels: flat.map { $0.level + levels[offset] }, expanded: flat.map(\.expanded),
                    at: after ? subtreeEnd(offset) : offset)
        case let .replaceChildren(parent, tree):
            guard let offset = items.firstIndex(of: parent) else { throw .parentNotFound(String(parent)) }
            let children = (offset + 1) ..< subtreeEnd(offset)
            let flat = tree.flattened
            let clashing = flat.map(\.item).filter { item in items.firstIndex(of: item).map { !children.contains($0) } ?? false }
            if !clashing.isEmpty { throw .duplicateItems(clashing.map(String.init)) }
            remove(where: items.indices.map(children.contains))
            try add(flat.map(\.item), levels: flat.map { $0.level + levels[offset] + 1 }, expanded: flat.map(\.expanded), at: offset + 1)
        }
    }
}

/// A broken identifier type and how many identifiers of it a case adds.
public struct BrokenHashableProbe: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
        /// `==` is never true, not even for itself: the append must be refused.
        case notEqualToItself
        /// The hash follows a field changed after insertion: `validateIdentifiers()` must say so.
        case hashChanged
        /// `==` looks at part of what the hash looks at: the append or the exhaustive validation must catch it.
        case equalWithDifferentHashes
    }

    public var kind: Kind
    public var count: Int
    /// The identifier that is broken (changed, or repeated with another hash).
    public var target: Int
    /// Whether sections rather than items carry the broken type.
    public var sections: Bool
}

/// An identifier whose `==` is never true, not even for itself.
public struct NeverEqual: Hashable, Sendable, CustomStringConvertible {
    public var id: Int
    public init(id: Int) { self.id = id }
    public static func == (lhs: Self, rhs: Self) -> Bool { false }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { "NeverEqual(\(id))" }
}

/// A class identifier whose hash follows a mutable field.
public final class MutableHash: Hashable, @unchecked Sendable, CustomStringConvertible {
    public var key: Int
    public init(_ key: Int) { self.key = key }
    public static func == (lhs: MutableHash, rhs: MutableHash) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
    public var description: String { "MutableHash(\(key))" }
}

/// An identifier whose `==` looks at `id` only while its hash also mixes in `name`.
public struct IDOnlyEquality: Hashable, Sendable, CustomStringConvertible {
    public var id: Int
    public var name: String
    public init(id: Int, name: String) { self.id = id; self.name = name }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id); hasher.combine(name) }
    public var description: String { "\(id)/\(name)" }
}

/// The `duplicates` scenario.
public enum DuplicatesScenario {
    public static func generate(seed: UInt64, caseIndex: Int, steps: Int) -> DuplicatesCase {
        var rng = caseGenerator(.duplicates, seed: seed, caseIndex: caseIndex)
        func repeating(_ ids: [Int]) -> [Int] {
            guard let id = ids.randomElement(using: &rng), Bool.random(using: &rng) else { return ids }
            var ids = ids
            ids.insert(id, at: Int.random(in: 0 ... ids.count, using: &rng))
            return ids
        }
        switch Int.random(in: 0 ..< 10, using: &rng) {
        case 0 ..< 5:
            return .snapshot((0 ..< steps).map { _ in
                switch SnapshotOperation.random(using: &rng, sectionPool: 3, itemPool: 10) {
                case let .appendSections(ids): .appendSections(repeating(ids))
                case let .insertSections(ids, d, a): .insertSections(repeating(ids), destination: d, after: a)
                case let .deleteSections(ids): .deleteSections(repeating(ids))
                case let .reloadSections(ids): .reloadSections(repeating(ids))
                case let .appendItems(ids, s): .appendItems(repeating(ids), section: s)
                case let .insertItems(ids, d, a): .insertItems(repeating(ids), destination: d, after: a)
                case let .deleteItems(ids): .deleteItems(repeating(ids))
                case let .reloadItems(ids): .reloadItems(repeating(ids))
                case let .reconfigureItems(ids): .reconfigureItems(repeating(ids))
                case let other: other
                }
            })
        case 5 ..< 8:
            return .sectionSnapshot((0 ..< steps).map { _ in
                let ids = repeating((0 ..< Int.random(in: 0 ... 4, using: &rng)).map { _ in Int.random(in: 0 ..< 12, using: &rng) })
                let other = Int.random(in: 0 ..< 12, using: &rng)
                func tree() -> ItemTree {
                    var used = Set<Int>()
                    func fresh() -> Int? {
                        let id = Int.random(in: 0 ..< 12, using: &rng)
                        return used.insert(id).inserted ? id : nil
                    }
                    let roots = (0 ..< Int.random(in: 0 ... 3, using: &rng)).compactMap { _ in fresh() }
                    return ItemTree(roots: roots, children: roots.map { _ in (0 ..< Int.random(in: 0 ... 2, using: &rng)).compactMap { _ in fresh() } })
                }
                switch Int.random(in: 0 ..< 16, using: &rng) {
                case 0 ..< 3: return .append(ids, parent: nil)
                case 3 ..< 5: return .append(ids, parent: other)
                case 5 ..< 8: return .insert(ids, destination: other, after: Bool.random(using: &rng))
                case 8 ..< 10: return .delete(Array(ids.prefix(2)))
                case 10: return .expand(ids)
                case 11: return .collapse(ids)
                case 12 ..< 14: return .insertTree(tree(), destination: other, after: Bool.random(using: &rng))
                default: return .replaceChildren(parent: other, tree: tree())
                }
            })
        default:
            let count = Int.random(in: 1 ... 400, using: &rng)
            return .brokenHashable(BrokenHashableProbe(
                kind: BrokenHashableProbe.Kind.allCases.randomElement(using: &rng)!, count: count,
                target: Int.random(in: 0 ..< count, using: &rng), sections: Int.random(in: 0 ..< 4, using: &rng) == 0))
        }
    }

    public static func run(_ c: DuplicatesCase) -> CaseResult {
        let start = now
        var result: CaseResult
        switch c {
        case let .snapshot(operations):
            result = OperationsScenario.run(operations)
        case let .sectionSnapshot(operations):
            result = runSection(operations)
        case let .brokenHashable(probe):
            result = CaseResult(operations: 1, disagreement: runBroken(probe))
        }
        result.timings = CaseTimings(apply: seconds(since: start))
        return result
    }

    static func runSection(_ operations: [SectionOperation]) -> CaseResult {
        var snapshot = SectionSnapshot<Int>()
        var reference = SectionReference()
        for (step, operation) in operations.enumerated() {
            func disagree(_ message: String, _ expected: String, _ actual: String) -> CaseResult {
                CaseResult(operations: step + 1, disagreement: Disagreement(
                    step: step, operation: operation.description, expected: expected, actual: actual, message: message))
            }
            let before = snapshot
            var actualError: SectionSnapshotError?
            do throws(SectionSnapshotError) { try operation.apply(to: &snapshot) } catch { actualError = error }
            var expected = reference
            var expectedError: SectionSnapshotError?
            do throws(SectionSnapshotError) { try expected.apply(operation) } catch { expectedError = error }
            if actualError != expectedError {
                return disagree("different outcome", expectedError?.description ?? "no error", actualError?.description ?? "no error")
            }
            if actualError != nil {
                if snapshot != before { return disagree("a refused call changed the section snapshot", before.items.description, snapshot.items.description) }
                continue
            }
            reference = expected
            let levels = snapshot.items.map { (try? snapshot.level(of: $0)) ?? -1 }
            let expanded = snapshot.items.map { (try? snapshot.isExpanded($0)) ?? false }
            if snapshot.items != reference.items || levels != reference.levels || expanded != reference.expanded {
                return disagree("different state", "\(reference.items) levels \(reference.levels) expanded \(reference.expanded)",
                                "\(snapshot.items) levels \(levels) expanded \(expanded)")
            }
            if snapshot.visibleItems != reference.visibleItems {
                return disagree("different visible items", "\(reference.visibleItems)", "\(snapshot.visibleItems)")
            }
        }
        return CaseResult(operations: operations.count)
    }

    static func runBroken(_ probe: BrokenHashableProbe) -> Disagreement? {
        func disagree(_ message: String, _ expected: String, _ actual: String) -> Disagreement {
            Disagreement(step: 0, operation: "\(probe.kind) \(probe.sections ? "sections" : "items") × \(probe.count), target \(probe.target)",
                         expected: expected, actual: actual, message: message)
        }
        switch probe.kind {
        case .notEqualToItself:
            let ids = (0 ..< probe.count).map { NeverEqual(id: $0) }
            let want = SnapshotError.identifierNotEqualToItself(kind: probe.sections ? .section : .item, identifier: "NeverEqual(0)")
            if probe.sections {
                var snapshot = DiffableSnapshot<NeverEqual, Int>()
                do throws(SnapshotError) { try snapshot.appendSections(ids) } catch {
                    if error != want { return disagree("wrong error", want.description, error.description) }
                    if snapshot.numberOfSections != 0 { return disagree("a refused call changed the snapshot", "0 sections", "\(snapshot.numberOfSections)") }
                    return nil
                }
                return disagree("not refused", want.description, "no error")
            }
            var snapshot = DiffableSnapshot<Int, NeverEqual>()
            try! snapshot.appendSections([0])
            do throws(SnapshotError) { try snapshot.appendItems(ids) } catch {
                if error != want { return disagree("wrong error", want.description, error.description) }
                if snapshot.numberOfItems != 0 { return disagree("a refused call changed the snapshot", "0 items", "\(snapshot.numberOfItems)") }
                var section = SectionSnapshot<NeverEqual>()
                do throws(SectionSnapshotError) { try section.append(ids) } catch {
                    if error != .identifierNotEqualToItself("NeverEqual(0)") { return disagree("wrong section-snapshot error", "not equal to itself", error.description) }
                    return nil
                }
                return disagree("section snapshot did not refuse it", "identifierNotEqualToItself", "no error")
            }
            return disagree("not refused", want.description, "no error")
        case .hashChanged:
            let ids = (0 ..< probe.count).map(MutableHash.init)
            var items = DiffableSnapshot<Int, MutableHash>(), sections = DiffableSnapshot<MutableHash, Int>()
            do throws(SnapshotError) {
                if probe.sections { try sections.appendSections(ids) } else { try items.appendSections([0]); try items.appendItems(ids) }
                try items.validateIdentifiers()
                try sections.validateIdentifiers()
            } catch {
                return disagree("a sound snapshot failed validation", "no error", error.description)
            }
            ids[probe.target].key = probe.count + 1_000_003
            let want = SnapshotError.hashValueChanged(kind: probe.sections ? .section : .item, identifier: "MutableHash(\(probe.count + 1_000_003))")
            do throws(SnapshotError) {
                try items.validateIdentifiers()
                try sections.validateIdentifiers()
            } catch {
                return error == want ? nil : disagree("wrong error", want.description, error.description)
            }
            return disagree("a changed hash went unnoticed", want.description, "no error")
        case .equalWithDifferentHashes:
            // Identifier `target` appears twice, with different names: equal, hashed differently.
            var ids = (0 ..< probe.count).map { IDOnlyEquality(id: $0, name: "a") }
            ids.append(IDOnlyEquality(id: probe.target, name: "b"))
            var snapshot = DiffableSnapshot<Int, IDOnlyEquality>()
            try! snapshot.appendSections([0])
            do throws(SnapshotError) {
                try snapshot.appendItems(ids)
            } catch {
                // Caught at once: the two landed in the same probe run, so the batch holds a repeat.
                if case .identifiersNotUnique = error { return nil }
                return disagree("wrong error", "identifiersNotUnique or none", error.description)
            }
            do throws(SnapshotError) { try snapshot.validateIdentifiers(exhaustive: true) } catch {
                if case .equalIdentifiersWithDifferentHashes = error { return nil }
                return disagree("wrong error", "equalIdentifiersWithDifferentHashes", error.description)
            }
            return disagree("equal identifiers with different hashes went unnoticed", "equalIdentifiersWithDifferentHashes", "no error")
        }
    }
}
