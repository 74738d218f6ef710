import DiffableSnapshots
import Workloads

/// Section-snapshot cases of the `duplicates` scenario: calls over a pool of twelve items, checked
/// step by step against the plain `SectionReference`.
extension DuplicatesScenario {
    static func sectionCalls(steps: Int, using rng: inout SplitMix64) -> [SectionOperation] {
        (0 ..< steps).map { _ in
            let ids = repeating((0 ..< Int.random(in: 0 ... 4, using: &rng)).map { _ in Int.random(in: 0 ..< 12, using: &rng) }, using: &rng)
            let other = Int.random(in: 0 ..< 12, using: &rng)
            switch Int.random(in: 0 ..< 16, using: &rng) {
            case 0 ..< 3: return .append(ids, parent: nil)
            case 3 ..< 5: return .append(ids, parent: other)
            case 5 ..< 8: return .insert(ids, destination: other, after: Bool.random(using: &rng))
            case 8 ..< 10: return .delete(Array(ids.prefix(2)))
            case 10: return .expand(ids)
            case 11: return .collapse(ids)
            case 12 ..< 14: return .insertTree(tree(using: &rng), destination: other, after: Bool.random(using: &rng))
            default: return .replaceChildren(parent: other, tree: tree(using: &rng))
            }
        }
    }

    /// Up to three roots with up to two children each, all distinct.
    static func tree(using rng: inout SplitMix64) -> ItemTree {
        var used = Set<Int>()
        func fresh() -> Int? {
            let id = Int.random(in: 0 ..< 12, using: &rng)
            return used.insert(id).inserted ? id : nil
        }
        let roots = (0 ..< Int.random(in: 0 ... 3, using: &rng)).compactMap { _ in fresh() }
        return ItemTree(roots: roots, children: roots.map { _ in (0 ..< Int.random(in: 0 ... 2, using: &rng)).compactMap { _ in fresh() } })
    }

    static func runSection(_ operations: [SectionOperation]) -> CaseOutcome {
        var snapshot = SectionSnapshot<Int>()
        var reference = SectionReference()
        for (step, operation) in operations.enumerated() {
            func disagree(_ message: String, _ expected: String, _ actual: String) -> CaseOutcome {
                CaseOutcome(operations: step + 1, disagreement: Disagreement(
                    step: step, operation: operation.description, expected: expected, actual: actual, message: message))
            }
            let before = snapshot
            var actualError: SectionSnapshotError?
            do throws(SectionSnapshotError) { try operation.apply(to: &snapshot) } catch { actualError = error }
            snapshot._checkInvariants()
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
        return CaseOutcome(operations: operations.count)
    }
}
