import DiffableSnapshots
import Workloads

/// The system a scenario checks: applies one operation to a snapshot. `DiffableSnapshot`'s own API by
/// default; tests plant bugs by passing another.
public typealias SnapshotSystem = @Sendable (inout DiffableSnapshot<Int, Int>, SnapshotOperation) throws(SnapshotError) -> Void

/// One case of the `operations` scenario: calls of the snapshot API.
public struct OperationsCase: Codable, Sendable, Hashable {
    /// The operations, in order.
    public var steps: [SnapshotOperation]
    /// A case of operations.
    public init(steps: [SnapshotOperation]) { self.steps = steps }
}

/// The `operations` scenario: random API sequences, each step checked against the plain reference
/// model of UIKit's semantics (same outcome, same error text, receiver unchanged on error, same state,
/// warnings and marks).
public enum OperationsScenario: Scenario {
    public static let name: ScenarioName = "operations"
    public static let summary = "random snapshot API sequences, each step checked against the reference model"

    public static func generate(seed: UInt64, caseIndex: Int, context: ScenarioContext) -> OperationsCase {
        OperationsCase(steps: operations(seed: seed, caseIndex: caseIndex, steps: context.steps))
    }

    public static func run(_ fuzzCase: OperationsCase, context: ScenarioContext) -> CaseOutcome { run(fuzzCase.steps) }

    public static func shrink(_ fuzzCase: OperationsCase, while fails: (OperationsCase) -> Bool) -> OperationsCase {
        OperationsCase(steps: Shrinker.shrink(fuzzCase.steps) { fails(OperationsCase(steps: $0)) })
    }

    public static func size(of fuzzCase: OperationsCase) -> String { "\(fuzzCase.steps.count) operations" }

    /// `DiffableSnapshot` itself.
    public static let realSystem: SnapshotSystem = { snapshot, operation throws(SnapshotError) in try operation.apply(to: &snapshot) }

    /// The operations of case `caseIndex` of a campaign seeded with `seed`: the same on every machine.
    public static func operations(seed: UInt64, caseIndex: Int, steps: Int) -> [SnapshotOperation] {
        var rng = SplitMix64(seed: seed ^ (UInt64(caseIndex) &* 0xD1B5_4A32_D192_ED03))
        return (0 ..< steps).map { _ in SnapshotOperation.random(using: &rng) }
    }

    /// Runs the case: the first disagreement, the operations checked, the time the system took.
    public static func run(_ operations: [SnapshotOperation], system: SnapshotSystem = realSystem) -> CaseOutcome {
        let start = now
        let disagreement = check(operations, system: system)
        return CaseOutcome(
            operations: disagreement.map { $0.step + 1 } ?? operations.count, timings: CaseTimings(apply: seconds(since: start)),
            disagreement: disagreement)
    }

    /// Runs `operations` on the system and on the reference model; the first disagreement, or nil.
    public static func check(_ operations: [SnapshotOperation], system: SnapshotSystem = realSystem) -> Disagreement? {
        var snapshot = DiffableSnapshot<Int, Int>()
        var reference = ReferenceSnapshot()
        for (step, operation) in operations.enumerated() {
            let before = snapshot
            var actualError: SnapshotError?
            do throws(SnapshotError) { try system(&snapshot, operation) } catch { actualError = error }
            snapshot._checkInvariants()
            var expected = reference
            var expectedError: SnapshotError?
            do throws(SnapshotError) { try operation.apply(to: &expected) } catch { expectedError = error }
            func disagree(_ message: String, _ want: String, _ got: String) -> Disagreement {
                Disagreement(step: step, operation: operation.description, expected: want, actual: got, message: message)
            }
            if actualError != expectedError {
                return disagree("different outcome", expectedError?.description ?? "no error", actualError?.description ?? "no error")
            }
            if actualError != nil {
                if snapshot != before || snapshot.warnings != before.warnings {
                    return disagree("a refused call changed the snapshot", describe(before), describe(snapshot))
                }
                continue
            }
            reference = expected
            if snapshot.sectionIdentifiers != reference.sectionIDs
                || reference.sections.contains(where: { (try? snapshot.itemIdentifiers(inSection: $0.id)) != $0.items }) {
                return disagree("different state", describe(reference), describe(snapshot))
            }
            if snapshot.warnings != reference.warnings {
                return disagree("different warnings", "\(reference.warnings.count) warnings", "\(snapshot.warnings.count) warnings")
            }
            if snapshot.reloadedItemIdentifiers != reference.reloadedItems || snapshot.reconfiguredItemIdentifiers != reference.reconfiguredItems
                || snapshot.reloadedSectionIdentifiers != reference.reloadedSections {
                return disagree("different reload marks", "\(reference.reloadedItems) \(reference.reconfiguredItems)",
                                "\(snapshot.reloadedItemIdentifiers) \(snapshot.reconfiguredItemIdentifiers)")
            }
        }
        return nil
    }

    static func describe(_ snapshot: DiffableSnapshot<Int, Int>) -> String {
        snapshot.sectionIdentifiers.map { "\($0): \((try? snapshot.itemIdentifiers(inSection: $0)) ?? [])" }.joined(separator: "; ")
    }

    static func describe(_ reference: ReferenceSnapshot) -> String {
        reference.sections.map { "\($0.id): \($0.items)" }.joined(separator: "; ")
    }
}

