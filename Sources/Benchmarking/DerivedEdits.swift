import DiffableSnapshots
import Workloads

/// The derived-snapshot workload of the load profile and the derived soak: what an app does on each
/// update, `var snapshot = dataSource.snapshot()`, a few calls, `apply(snapshot)`. One churn step
/// is: one `deleteItems` of `churn / 2` of the items (spread evenly from a random start), one
/// `insertItems` of as many fresh items before a random item, one `moveItem`, and a
/// `reconfigureItems` of `churn / 20` of them. Each call is one pass over the list at most, never a
/// call per changed item: the calls an app batches.
public struct DerivedEdits: Sendable {
    /// The share of the list deleted per step; as many fresh items are inserted.
    public var churn: Double
    private var rng: SplitMix64
    private var nextIdentifier: Int

    /// Edits for a list whose identifiers are below `firstFreshIdentifier`.
    public init(churn: Double, firstFreshIdentifier: Int, seed: UInt64 = 11) {
        self.churn = churn
        rng = SplitMix64(seed: seed)
        nextIdentifier = firstFreshIdentifier
    }

    /// Applies one churn step to `snapshot` (one section or more, at least a few items).
    public mutating func step(_ snapshot: inout DiffableSnapshot<Int, Int>) {
        let items = snapshot.itemIdentifiers
        guard items.count >= 4 else { return }
        let changed = max(1, Int((Double(items.count) * churn / 2).rounded()))
        try? snapshot.deleteItems(spread(changed, over: items))
        let fresh = Array(nextIdentifier ..< nextIdentifier + changed)
        nextIdentifier += changed
        let after = snapshot.itemIdentifiers
        try? snapshot.insertItems(fresh, beforeItem: after[Int.random(in: 0 ..< after.count, using: &rng)])
        do {
            let list = snapshot.itemIdentifiers
            let (a, b) = (list[Int.random(in: 0 ..< list.count, using: &rng)], list[Int.random(in: 0 ..< list.count, using: &rng)])
            if a != b { try? snapshot.moveItem(a, afterItem: b) }
        }
        try? snapshot.reconfigureItems(spread(max(1, changed / 10), over: snapshot.itemIdentifiers))
    }

    /// `count` distinct items of `items`, evenly spaced from a random start. - Complexity: O(count).
    private mutating func spread(_ count: Int, over items: [Int]) -> [Int] {
        let count = min(count, items.count)
        let step = max(1, items.count / count)
        let start = Int.random(in: 0 ..< step, using: &rng)
        return (0 ..< count).map { items[(start + $0 * step) % items.count] }
    }
}
