import DiffableSnapshots
import Workloads

/// A broken identifier type and how many identifiers of it a case adds.
public struct BrokenHashableProbe: Codable, Sendable, Hashable {
    /// How the identifier type's `Hashable` is broken.
    public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
        /// `==` is never true, not even for itself: the append must be refused.
        case notEqualToItself
        /// The hash follows a field changed after insertion: `validateIdentifiers()` must say so.
        case hashChanged
        /// `==` looks at part of what the hash looks at: the append or the exhaustive validation must catch it.
        case equalWithDifferentHashes
    }

    /// The way the type is broken.
    public var kind: Kind
    /// How many identifiers of that type the case adds.
    public var count: Int
    /// The identifier that is broken (changed, or repeated with another hash).
    public var target: Int
    /// Whether sections rather than items carry the broken type.
    public var sections: Bool

    /// A probe of a random kind with 1…400 identifiers.
    static func random(using rng: inout SplitMix64) -> BrokenHashableProbe {
        let count = Int.random(in: 1 ... 400, using: &rng)
        return BrokenHashableProbe(
            kind: Kind.allCases.randomElement(using: &rng)!, count: count,
            target: Int.random(in: 0 ..< count, using: &rng), sections: Int.random(in: 0 ..< 4, using: &rng) == 0)
    }

    /// Halves the identifier count while `fails` holds.
    func shrunk(while fails: (BrokenHashableProbe) -> Bool) -> BrokenHashableProbe {
        var probe = self
        while probe.count > 1 {
            var smaller = probe
            smaller.count = (probe.count + 1) / 2
            smaller.target = min(probe.target, smaller.count - 1)
            guard fails(smaller) else { break }
            probe = smaller
        }
        return probe
    }
}

/// Broken-`Hashable` cases of the `duplicates` scenario: UIKit's identifier checks must catch each
/// kind of breakage, with its text, and a refused call must change nothing.
extension DuplicatesScenario {
    static func runBroken(_ probe: BrokenHashableProbe) -> Disagreement? {
        let disagree = { (message: String, expected: String, actual: String) -> Disagreement in
            Disagreement(step: 0, operation: "\(probe.kind) \(probe.sections ? "sections" : "items") × \(probe.count), target \(probe.target)",
                         expected: expected, actual: actual, message: message)
        }
        switch probe.kind {
        case .notEqualToItself: return notEqualToItself(probe, disagree)
        case .hashChanged: return hashChanged(probe, disagree)
        case .equalWithDifferentHashes: return equalWithDifferentHashes(probe, disagree)
        }
    }

    typealias Disagree = (_ message: String, _ expected: String, _ actual: String) -> Disagreement

    /// An identifier not equal to itself: refused on append, by both snapshot types, changing nothing.
    static func notEqualToItself(_ probe: BrokenHashableProbe, _ disagree: Disagree) -> Disagreement? {
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
    }

    /// An identifier whose hash changed after it went in: caught by validation, with its new value.
    static func hashChanged(_ probe: BrokenHashableProbe, _ disagree: Disagree) -> Disagreement? {
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
    }

    /// Two equal identifiers hashed differently: caught on append or by exhaustive validation.
    static func equalWithDifferentHashes(_ probe: BrokenHashableProbe, _ disagree: Disagree) -> Disagreement? {
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
