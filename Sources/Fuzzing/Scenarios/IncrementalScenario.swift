import DiffableSnapshots
import Diffing
import HeadlessViews
import Workloads

/// One case of the `incremental` scenario: calls that build the snapshot shown, then calls that edit
/// a snapshot taken from it, and the differ under test (nil: the linear differ).
public struct IncrementalCase: Codable, Sendable, Hashable {
    /// Operations that build the shown snapshot.
    public var base: [SnapshotOperation]
    /// Edits of a snapshot taken from the shown one, each checked.
    public var edits: [SnapshotOperation]
    /// The differ, by name (the built-in linear one when nil).
    public var differ: String?
    /// A case: the operations that build the shown snapshot, the edits of a snapshot taken from it, and the differ (the built-in linear one when nil).
    public init(base: [SnapshotOperation], edits: [SnapshotOperation], differ: String? = nil) {
        self.base = base
        self.edits = edits
        self.differ = differ
    }
}

/// The `incremental` scenario: the two paths of one apply checked against each other. A snapshot is
/// built at random and shown (it starts a lineage, as a data source's applied snapshot does); a copy
/// is edited at random, and after every edit the update read from its edit log and a full diff of
/// the same pair (the copy without its log) must both be accepted by a headless view showing the
/// base and leave it on the edited snapshot; the log's update must also pass the data source's
/// sparse validation with the same outcome as the full one's.
public enum IncrementalScenario: Scenario {
    public static let name: ScenarioName = "incremental"
    public static let summary = "snapshots edited from a shown one: the update read from the edit log against a full diff, both through the headless view"
    public static var batchSize: Int { 200 }

    public static func generate(seed: UInt64, caseIndex: Int, context: ScenarioContext) -> IncrementalCase {
        var rng = caseGenerator(name, seed: seed, caseIndex: caseIndex)
        let half = max(1, context.steps / 2)
        let base = (0 ..< half).map { _ in SnapshotOperation.random(using: &rng) }
        let edits = (0 ..< half).map { _ in SnapshotOperation.random(using: &rng) }
        return IncrementalCase(base: base, edits: edits, differ: context.differ)
    }

    public static func run(_ fuzzCase: IncrementalCase, context: ScenarioContext) -> CaseOutcome {
        let start = now
        let disagreement = check(fuzzCase, differ: context.resolve(fuzzCase.differ))
        return CaseOutcome(
            operations: disagreement.map { $0.step + 1 } ?? fuzzCase.edits.count, timings: CaseTimings(diff: seconds(since: start)),
            disagreement: disagreement)
    }

    public static func shrink(_ fuzzCase: IncrementalCase, while fails: (IncrementalCase) -> Bool) -> IncrementalCase {
        var current = fuzzCase
        current.edits = Shrinker.shrink(current.edits) { fails(IncrementalCase(base: current.base, edits: $0, differ: current.differ)) }
        current.base = Shrinker.shrink(current.base) { fails(IncrementalCase(base: $0, edits: current.edits, differ: current.differ)) }
        return current
    }

    public static func size(of fuzzCase: IncrementalCase) -> String { "\(fuzzCase.base.count) + \(fuzzCase.edits.count) operations" }

    public static func differ(of fuzzCase: IncrementalCase) -> String? { fuzzCase.differ }

    /// The first edit after which the two paths part ways, or nil.
    public static func check(_ fuzzCase: IncrementalCase, differ: any Differ = LinearDiffer()) -> Disagreement? {
        var base = DiffableSnapshot<Int, Int>()
        for operation in fuzzCase.base { try? operation.apply(to: &base) }
        base = base.withoutPendingUpdates().startingLineage()
        var edited = base
        for (step, operation) in fuzzCase.edits.enumerated() {
            try? operation.apply(to: &edited)
            func disagree(_ message: String, _ expected: String, _ actual: String) -> Disagreement {
                Disagreement(step: step, operation: operation.description, expected: expected, actual: actual, message: message)
            }
            if edited.loggedEditCount != nil && !edited.descends(from: base) {
                return disagree("a logged snapshot lost its origin", "descends from the base", "does not")
            }
            let logged = differ.diff(from: base, to: edited)
            let full = differ.diff(from: base, to: edited.withoutEditLog())
            for (path, update) in [("edit log", logged), ("full diff", full)] {
                var view = HeadlessCollectionView(showing: base)
                do throws(InconsistencyError) { try view.apply(update, dataSource: edited) } catch {
                    return disagree("the \(path)'s update was refused", "accepted", "\(error.description)\n\(update)")
                }
                if !view.shows(edited) {
                    return disagree("the \(path)'s update ends elsewhere", OperationsScenario.describe(edited), "\(view.itemIdentifiers)\n\(update)")
                }
            }
            guard differ.readsEditLogs && edited.descends(from: base) else { continue }
            let sparse = Result { () throws(InconsistencyError) in try HeadlessCollectionView.prepareDerived(logged, from: base, to: edited) }
            if case let .failure(error) = sparse {
                return disagree("the sparse validation refused the log's update", "accepted", error.description)
            }
        }
        return nil
    }
}
