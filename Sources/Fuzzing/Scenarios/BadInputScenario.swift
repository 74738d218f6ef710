import ApplyPipeline
import DiffableSnapshots
import Diffing
import HeadlessViews
import Workloads

/// One case of the `badinput` scenario: a view's counts before, the data source's after, a batch
/// update of any shape (negative, huge and repeated indexes, contradictory entries), and index-path
/// queries and a section snapshot for a data source.
public struct BadInputCase: Codable, Sendable, Hashable {
    /// The view's item counts per section before the update.
    public var before: [Int]
    /// The data source's item counts per section after the update.
    public var after: [Int]
    /// The batch update, of any shape.
    public var update: BatchUpdate
    /// Whether the view speaks as a collection or a table view.
    public var wording: ViewWording
    /// The generation of UIKit's messages the view speaks.
    public var messages: MessageGeneration
    /// Index paths asked of a data source showing `after`.
    public var queries: [ItemPath]
    /// Items of a section snapshot applied to section `outlineSection` of that data source.
    public var outline: [Int]
    /// The section the outline is applied to (may not exist).
    public var outlineSection: Int

    /// A case; by default a collection view's classic messages.
    public init(before: [Int], after: [Int], update: BatchUpdate, wording: ViewWording = .collectionView,
                messages: MessageGeneration = .classic, queries: [ItemPath] = [], outline: [Int] = [], outlineSection: Int = 0) {
        self.before = before
        self.after = after
        self.update = update
        self.wording = wording
        self.messages = messages
        self.queries = queries
        self.outline = outline
        self.outlineSection = outlineSection
    }

    /// A snapshot of `counts`, section s holding items `base + s * 1_000 + i`.
    static func snapshot(_ counts: [Int], base: Int) -> DiffableSnapshot<Int, Int> {
        var snapshot = DiffableSnapshot<Int, Int>()
        try! snapshot.appendSections(Array(counts.indices))
        for (section, count) in counts.enumerated() where count > 0 {
            try! snapshot.appendItems((0 ..< count).map { base + section * 1_000 + $0 }, toSection: section)
        }
        return snapshot
    }
}

/// The `badinput` scenario: arbitrary batch updates against arbitrary counts, and arbitrary
/// index-path queries and section snapshots against a data source. The oracle: nothing traps; a
/// refused update is a typed error with a message and leaves the view as it was; an accepted one
/// leaves the view with the data source's counts, every item shown once and each one it showed or
/// the data source holds; a query answers nil or the item at that path.
public enum BadInputScenario: Scenario {
    public static let name: ScenarioName = "badinput"
    public static let summary = "arbitrary batch updates (negative, huge, repeated, contradictory) and index-path queries: typed errors, never a trap"

    public static func generate(seed: UInt64, caseIndex: Int, context: ScenarioContext) -> BadInputCase {
        var rng = caseGenerator(name, seed: seed, caseIndex: caseIndex)
        func counts() -> [Int] { (0 ..< Int.random(in: 0 ... 5, using: &rng)).map { _ in Int.random(in: 0 ... 6, using: &rng) } }
        let before = counts(), after = Bool.random(using: &rng) ? before : counts()
        let limit = max(before.count, after.count, before.max() ?? 0, after.max() ?? 0) + 1
        func index() -> Int {
            switch Int.random(in: 0 ..< 12, using: &rng) {
            case 0: -1
            case 1: Int.min
            case 2: Int.max
            case 3: Int.random(in: Int.min ... -2, using: &rng)
            case 4: limit + Int.random(in: 0 ... 3, using: &rng)
            default: Int.random(in: 0 ..< limit, using: &rng)
            }
        }
        func path() -> ItemPath { ItemPath(section: index(), item: index()) }
        func some<T>(_ make: () -> T, upTo count: Int) -> [T] {
            var values = (0 ..< Int.random(in: 0 ... count, using: &rng)).map { _ in make() }
            if let repeated = values.randomElement(using: &rng), Int.random(in: 0 ..< 4, using: &rng) == 0 { values.append(repeated) }
            return values
        }
        var update = BatchUpdate()
        update.sectionDeletes = some(index, upTo: 2)
        update.sectionInserts = some(index, upTo: 2)
        update.sectionMoves = some({ SectionMove(from: index(), to: index()) }, upTo: 2)
        update.sectionReloads = some(index, upTo: 1)
        update.itemDeletes = some(path, upTo: 3)
        update.itemInserts = some(path, upTo: 3)
        update.itemMoves = some({ ItemMove(from: path(), to: path()) }, upTo: 3)
        update.itemReloads = some(path, upTo: 2)
        update.itemReconfigures = some(path, upTo: 1)
        return BadInputCase(
            before: before, after: after, update: update, wording: Bool.random(using: &rng) ? .collectionView : .tableView,
            messages: MessageGeneration.allCases.randomElement(using: &rng)!, queries: some(path, upTo: 4),
            outline: some({ Int.random(in: 0 ..< 2_000, using: &rng) }, upTo: 4).filter { _ in Bool.random(using: &rng) },
            outlineSection: index())
    }

    public static func shrink(_ fuzzCase: BadInputCase, while fails: (BadInputCase) -> Bool) -> BadInputCase {
        var c = fuzzCase
        func shrinkList<T>(_ keyPath: WritableKeyPath<BadInputCase, [T]>) {
            c[keyPath: keyPath] = Shrinker.shrink(c[keyPath: keyPath]) { var s = c; s[keyPath: keyPath] = $0; return fails(s) }
        }
        func shrinkUpdate<T>(_ keyPath: WritableKeyPath<BatchUpdate, [T]>) {
            let base: WritableKeyPath<BadInputCase, BatchUpdate> = \.update
            let full: WritableKeyPath<BadInputCase, [T]> = base.appending(path: keyPath)
            shrinkList(full)
        }
        shrinkUpdate(\.sectionDeletes); shrinkUpdate(\.sectionInserts); shrinkUpdate(\.sectionMoves); shrinkUpdate(\.sectionReloads)
        shrinkUpdate(\.itemDeletes); shrinkUpdate(\.itemInserts); shrinkUpdate(\.itemMoves); shrinkUpdate(\.itemReloads)
        shrinkUpdate(\.itemReconfigures)
        shrinkList(\.queries)
        shrinkList(\.outline)
        return c
    }

    public static func size(of c: BadInputCase) -> String {
        "\(c.before.count) → \(c.after.count) sections, \(c.update.structuralChangeCount + c.update.itemReloads.count) changes, \(c.queries.count) queries"
    }

    public static func run(_ c: BadInputCase, context: ScenarioContext) -> CaseOutcome {
        let start = now
        var operations = 1
        var disagreement = checkView(c)
        if disagreement == nil {
            let (checked, found) = checkDataSource(c)
            operations += checked
            disagreement = found
        }
        return CaseOutcome(operations: operations, timings: CaseTimings(validation: seconds(since: start)), disagreement: disagreement)
    }

    /// The view's part: what the libFuzzer target over batch-update bytes checks too.
    public static func checkView(_ c: BadInputCase) -> Disagreement? {
        let old = BadInputCase.snapshot(c.before, base: 0), new = BadInputCase.snapshot(c.after, base: 1_000_000)
        func disagree(_ message: String, _ expected: String, _ actual: String) -> Disagreement {
            Disagreement(step: 0, operation: c.update.description.replacingOccurrences(of: "\n", with: " "), expected: expected, actual: actual, message: message)
        }
        var view = HeadlessCollectionView(showing: old, wording: c.wording, messages: c.messages)
        do throws(InconsistencyError) {
            try view.performBatchUpdates(c.update, dataSource: new)
        } catch {
            if error.description.isEmpty { return disagree("a refusal without a message", "UIKit's message", "\"\"") }
            if !view.shows(old) { return disagree("a refusing view changed its state", "\(c.before)", "\(view.itemCounts)") }
            return nil
        }
        if view.itemCounts != c.after || view.sectionIdentifiers.count != c.after.count {
            return disagree("an accepted update left the view with other counts than the data source's", "\(c.after)", "\(view.itemCounts)")
        }
        let shown = view.flatItemIdentifiers
        let known = Set(old.itemIdentifiers).union(new.itemIdentifiers)
        if Set(shown).count != shown.count || !shown.allSatisfy(known.contains) {
            return disagree("an accepted update shows an item twice or one from nowhere", "unique items of old or new", "\(shown)")
        }
        return nil
    }

    /// The data source's part: index-path queries answer nil or the right item, and a section
    /// snapshot applies without a trap. Returns the checks made and the first disagreement.
    static func checkDataSource(_ c: BadInputCase) -> (Int, Disagreement?) {
        let new = BadInputCase.snapshot(c.after, base: 1_000_000)
        let source = DiffableDataSource<Int, Int>(workers: 1)
        source.applySnapshotUsingReloadData(new)
        source.waitUntilIdle()
        func disagree(_ message: String, _ expected: String, _ actual: String) -> Disagreement {
            Disagreement(step: 1, operation: "queries \(c.queries)", expected: expected, actual: actual, message: message)
        }
        for path in c.queries {
            let inRange = path.section >= 0 && path.section < c.after.count && path.item >= 0 && path.item < c.after[path.section]
            let want = inRange ? 1_000_000 + path.section * 1_000 + path.item : nil
            if source.itemIdentifier(for: path) != want { return (c.queries.count, disagree("itemIdentifier(for: \(path))", "\(String(describing: want))", "\(String(describing: source.itemIdentifier(for: path)))")) }
            if let want, source.indexPath(for: want) != path { return (c.queries.count, disagree("indexPath(for: \(want))", "\(path)", "\(String(describing: source.indexPath(for: want)))")) }
            let section = path.section >= 0 && path.section < c.after.count ? path.section : nil
            if source.sectionIdentifier(for: path.section) != section { return (c.queries.count, disagree("sectionIdentifier(for: \(path.section))", "\(String(describing: section))", "another")) }
        }
        var outline = SectionSnapshot<Int>()
        try? outline.append(Array(Set(c.outline)).sorted())
        let submission = source.apply(outline, to: c.outlineSection)
        source.waitUntilIdle()
        guard case .accepted = submission, (try? source.snapshot().itemIdentifiers(inSection: c.outlineSection)) == outline.visibleItems else {
            return (c.queries.count + 1, disagree("apply(_:to:) of a section snapshot", "accepted, the section shows its items", "\(submission)"))
        }
        return (c.queries.count + 1, nil)
    }
}
