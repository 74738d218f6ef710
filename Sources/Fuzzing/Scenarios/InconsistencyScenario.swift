import DiffableSnapshots
import Diffing
import HeadlessViews
import Workloads

/// One case of the `inconsistency` scenario: a pair, and how the linear differ's update (structural
/// part) is corrupted before a view showing `old` receives it.
public struct InconsistencyCase: Codable, Sendable, Hashable {
    /// How the update is corrupted.
    public enum Corruption: String, Codable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// An item insert is dropped: the section's count no longer adds up.
        case dropItemInsert
        /// An item delete is dropped.
        case dropItemDelete
        /// An item insert is sent twice: UIKit's index sets collapse it, so the update is fine.
        case doubleItemInsert
        /// An item delete is sent twice: also fine.
        case doubleItemDelete
        /// A delete names the index one past the section's end before the update.
        case deleteOutOfRange
        /// An insert names the index one past the section's end after the update.
        case insertOutOfRange
        /// A section insert is dropped: the section count no longer adds up.
        case dropSectionInsert
        /// A section delete is dropped.
        case dropSectionDelete
        /// The view got an extra item behind the data source's back before the update.
        case viewMutatedBehindBack
        /// The view is one item behind: it shows an older snapshot than the update's base.
        case staleBase

        public var description: String { rawValue }
    }

    /// The snapshots before and after.
    public var pair: SnapshotPair
    /// How the update is corrupted.
    public var corruption: Corruption
    /// Which candidate change the corruption picks (modulo the number of candidates).
    public var pick: Int
    /// Whether the view speaks as a collection or a table view.
    public var wording: ViewWording
    /// The differ whose update is corrupted; nil means the linear differ.
    public var differ: String?
}

/// The `inconsistency` scenario: every corrupted update must be refused with exactly the reason a
/// plain model of UIKit's checks predicts (out-of-range index, section count, or the per-section
/// item count `after == before + inserted − deleted + moved in − moved out`), and the view must keep
/// its state; doubled changes must be accepted, as UIKit's index sets collapse them.
public enum InconsistencyScenario: Scenario {
    public static let name: ScenarioName = "inconsistency"
    public static let summary = "corrupted batch updates must be refused with UIKit's message, the view unchanged"

    public static func shrink(_ fuzzCase: InconsistencyCase, while fails: (InconsistencyCase) -> Bool) -> InconsistencyCase {
        var c = fuzzCase
        c.pair = fuzzCase.pair.shrunk { var smaller = fuzzCase; smaller.pair = $0; return fails(smaller) }
        return c
    }

    public static func size(of fuzzCase: InconsistencyCase) -> String {
        "\(fuzzCase.pair.old.itemCount) → \(fuzzCase.pair.new.itemCount) items, \(fuzzCase.corruption)"
    }

    public static func differ(of fuzzCase: InconsistencyCase) -> String? { fuzzCase.differ }

    public static func generate(seed: UInt64, caseIndex: Int, context: ScenarioContext) -> InconsistencyCase {
        var rng = caseGenerator(name, seed: seed, caseIndex: caseIndex)
        let size = Int.random(in: 1 ... 200, using: &rng), sections = Int.random(in: 1 ... 8, using: &rng)
        let intensity = Double.random(in: 0.05 ... 0.5, using: &rng)
        var generator = SnapshotPairGenerator(seed: rng.next())
        return InconsistencyCase(
            pair: generator.pair(size: size, maxSections: sections, intensity: intensity),
            corruption: InconsistencyCase.Corruption.allCases.randomElement(using: &rng)!,
            pick: Int.random(in: 0 ..< 1 << 30, using: &rng), wording: Bool.random(using: &rng) ? .collectionView : .tableView,
            differ: context.differ)
    }

    enum Expectation: Equatable { case accept, reject(InconsistencyError.Reason) }

    struct Setup {
        var corruption: InconsistencyCase.Corruption
        var update: BatchUpdate
        var view: DiffableSnapshot<Int, Int>
        var expectation: Expectation
    }

    public static func run(_ c: InconsistencyCase, context: ScenarioContext) -> CaseOutcome {
        let old = c.pair.old.build(), new = c.pair.new.build()
        let differ = context.resolve(c.differ)
        var start = now
        let clean = differ.diff(from: old, to: new).structuralPart
        let diffSeconds = seconds(since: start)
        // The corruptions assume a sound update: a differ's unsound one is its own finding.
        var check = HeadlessCollectionView(showing: old)
        do throws(InconsistencyError) { try check.performBatchUpdates(clean, dataSource: new) } catch {
            return CaseOutcome(operations: 1, timings: CaseTimings(diff: diffSeconds), disagreement: Disagreement(
                step: 0, operation: "\(differ.name) diff", expected: "accepted", actual: error.description,
                message: "the view refused the \(differ.name) update before any corruption"))
        }
        // The chosen corruption, or the next one that applies to this pair.
        let all = InconsistencyCase.Corruption.allCases
        let first = all.firstIndex(of: c.corruption)!
        var setup: Setup?
        for k in 0 ..< all.count where setup == nil {
            setup = corrupt(clean, all[(first + k) % all.count], pick: c.pick, old: old, new: new)
        }
        guard let setup else { return CaseOutcome(operations: 0, timings: CaseTimings(diff: diffSeconds)) }
        var view = HeadlessCollectionView(showing: setup.view, wording: c.wording)
        let before = (view.sectionIdentifiers, view.flatItemIdentifiers, view.itemCounts)
        func disagree(_ message: String, _ expected: String, _ actual: String) -> CaseOutcome {
            CaseOutcome(operations: 1, timings: CaseTimings(diff: diffSeconds), disagreement: Disagreement(
                step: 0, operation: "\(setup.corruption) (pick \(c.pick)): \(setup.update.description.replacingOccurrences(of: "\n", with: " "))",
                expected: expected, actual: actual, message: message))
        }
        start = now
        var thrown: InconsistencyError?
        do throws(InconsistencyError) { try view.performBatchUpdates(setup.update, dataSource: new) } catch { thrown = error }
        let validation = seconds(since: start)
        switch (setup.expectation, thrown) {
        case (.accept, nil):
            if !view.shows(new) { return disagree("accepted, but the view does not show the new snapshot", c.pair.new.description, "\(view.itemIdentifiers)") }
        case let (.accept, error?):
            return disagree("a harmless update was refused", "accepted", error.description)
        case let (.reject(reason), nil):
            return disagree("a corrupted update was accepted", InconsistencyError(reason, wording: c.wording).description, "accepted")
        case let (.reject(reason), error?):
            let want = InconsistencyError(reason, wording: c.wording)
            if error != want { return disagree("refused with the wrong message", want.description, error.description) }
            if before != (view.sectionIdentifiers, view.flatItemIdentifiers, view.itemCounts) {
                return disagree("the refusing view changed its state", "\(before)", "\(view.itemIdentifiers)")
            }
        }
        return CaseOutcome(operations: 1, timings: CaseTimings(diff: diffSeconds, validation: validation))
    }

    static func counts(_ snapshot: DiffableSnapshot<Int, Int>) -> [Int] {
        snapshot.itemCounts
    }

    /// The corrupted update, the snapshot the view shows, and what UIKit does; nil if the
    /// corruption has nothing to act on in this pair.
    static func corrupt(
        _ clean: BatchUpdate, _ corruption: InconsistencyCase.Corruption, pick: Int,
        old: DiffableSnapshot<Int, Int>, new: DiffableSnapshot<Int, Int>
    ) -> Setup? {
        let oldCounts = counts(old), newCounts = counts(new)
        let oldIDs = old.sectionIdentifiers, newIDs = new.sectionIdentifiers
        // Where each old section goes (by identity), -1 when deleted.
        let sectionMap = oldIDs.map { new.indexOfSection($0) ?? -1 }
        var update = clean
        func chosen<T>(_ candidates: [T]) -> T? { candidates.isEmpty ? nil : candidates[pick % candidates.count] }
        /// A chosen item change whose section is itself neither inserted nor deleted.
        func chosenIndex(_ paths: [ItemPath], outside sections: [Int]) -> Int? {
            chosen(paths.indices.filter { !sections.contains(paths[$0].section) })
        }
        /// Points one such change just past its section's end; returns that section.
        func pushPastEnd(_ paths: WritableKeyPath<BatchUpdate, [ItemPath]>, outside sections: [Int], counts: [Int]) -> Int? {
            guard let i = chosenIndex(update[keyPath: paths], outside: sections) else { return nil }
            let section = update[keyPath: paths][i].section
            update[keyPath: paths][i].item = counts[section]
            return section
        }
        func rejectByCounts(_ update: BatchUpdate, viewCounts: [Int], view: DiffableSnapshot<Int, Int>) -> Setup? {
            guard let reason = countFailure(update, before: viewCounts, after: newCounts, sectionMap: sectionMap) else { return nil }
            return Setup(corruption: corruption, update: update, view: view, expectation: .reject(reason))
        }
        switch corruption {
        case .dropItemInsert:
            guard let i = chosenIndex(update.itemInserts, outside: update.sectionInserts) else { return nil }
            update.itemInserts.remove(at: i)
            return rejectByCounts(update, viewCounts: oldCounts, view: old)
        case .dropItemDelete:
            guard let i = chosenIndex(update.itemDeletes, outside: update.sectionDeletes) else { return nil }
            update.itemDeletes.remove(at: i)
            return rejectByCounts(update, viewCounts: oldCounts, view: old)
        case .doubleItemInsert:
            guard let path = chosen(update.itemInserts) else { return nil }
            update.itemInserts.append(path)
            return Setup(corruption: corruption, update: update, view: old, expectation: .accept)
        case .doubleItemDelete:
            guard let path = chosen(update.itemDeletes) else { return nil }
            update.itemDeletes.insert(path, at: 0)
            return Setup(corruption: corruption, update: update, view: old, expectation: .accept)
        case .deleteOutOfRange:
            guard let section = pushPastEnd(\.itemDeletes, outside: update.sectionDeletes, counts: oldCounts) else { return nil }
            return Setup(corruption: corruption, update: update, view: old, expectation: .reject(
                .deleteItemOutOfRange(item: oldCounts[section], section: section, itemsBefore: oldCounts[section])))
        case .insertOutOfRange:
            guard let section = pushPastEnd(\.itemInserts, outside: update.sectionInserts, counts: newCounts) else { return nil }
            return Setup(corruption: corruption, update: update, view: old, expectation: .reject(
                .insertItemOutOfRange(item: newCounts[section], section: section, itemsAfter: newCounts[section])))
        case .dropSectionInsert, .dropSectionDelete:
            let inserting = corruption == .dropSectionInsert
            guard let i = chosen(Array((inserting ? update.sectionInserts : update.sectionDeletes).indices)) else { return nil }
            if inserting { update.sectionInserts.remove(at: i) } else { update.sectionDeletes.remove(at: i) }
            return Setup(corruption: corruption, update: update, view: old, expectation: .reject(.invalidSectionCount(
                after: newIDs.count, before: oldIDs.count, inserted: update.sectionInserts.count, deleted: update.sectionDeletes.count)))
        case .viewMutatedBehindBack:
            guard let section = chosen(oldIDs.indices.filter { sectionMap[$0] >= 0 }) else { return nil }
            var shown = old
            let extra = (old.itemIdentifiers.max() ?? 0) &+ (new.itemIdentifiers.max() ?? 0) &+ 1
            try! shown.appendItems([extra], toSection: oldIDs[section])
            var viewCounts = oldCounts
            viewCounts[section] += 1
            return rejectByCounts(update, viewCounts: viewCounts, view: shown)
        case .staleBase:
            let candidates = oldIDs.indices.filter { s in
                sectionMap[s] >= 0 && oldCounts[s] > 0
                    && !update.itemDeletes.contains(ItemPath(section: s, item: oldCounts[s] - 1))
                    && !update.itemMoves.contains { $0.from == ItemPath(section: s, item: oldCounts[s] - 1) }
            }
            guard let section = chosen(candidates) else { return nil }
            var shown = old
            try! shown.deleteItems([try! old.itemIdentifiers(inSection: oldIDs[section]).last!])
            var viewCounts = oldCounts
            viewCounts[section] -= 1
            return rejectByCounts(update, viewCounts: viewCounts, view: shown)
        }
    }

    /// UIKit's per-section count rule, done the plain way: the first kept section (in old order)
    /// whose count does not add up, or nil.
    static func countFailure(_ update: BatchUpdate, before: [Int], after: [Int], sectionMap: [Int]) -> InconsistencyError.Reason? {
        let deletedSections = Set(update.sectionDeletes), insertedSections = Set(update.sectionInserts)
        for old in before.indices where sectionMap[old] >= 0 {
            let new = sectionMap[old]
            let deleted = Set(update.itemDeletes.filter { $0.section == old && !deletedSections.contains(old) }).count
            let inserted = Set(update.itemInserts.filter { $0.section == new && !insertedSections.contains(new) }).count
            let crossing = Set(update.itemMoves).filter { sectionMap[$0.from.section] != $0.to.section }
            let movedOut = crossing.filter { $0.from.section == old }.count, movedIn = crossing.filter { $0.to.section == new }.count
            if deleted > before[old] { return .deleteMoreItemsThanExist(section: new) }
            if after[new] != before[old] + inserted - deleted + movedIn - movedOut {
                return .invalidItemCount(section: new, after: after[new], before: before[old], inserted: inserted, deleted: deleted,
                                         movedIn: movedIn, movedOut: movedOut)
            }
        }
        return nil
    }
}
