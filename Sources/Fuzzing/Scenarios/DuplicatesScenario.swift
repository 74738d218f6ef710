import DiffableSnapshots
import Workloads

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
