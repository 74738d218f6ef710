import DiffableSnapshots
import Diffing

/// A pair of snapshots to diff, with the true minimum number of item moves between them.
public struct ChurnPair<ItemID: Hashable & Sendable>: Sendable {
    /// The snapshot before.
    public var old: DiffableSnapshot<Int, ItemID>
    /// The snapshot after.
    public var new: DiffableSnapshot<Int, ItemID>
    /// Cross-section moves plus, per kept section, kept items minus their longest increasing run.
    public var minimalMoves: Int
}

extension ChurnPair where ItemID == Int {
    /// The same pair with every identifier mapped through `identifier` (which must be injective).
    public func mapped<T: Hashable & Sendable>(_ identifier: (Int) -> T) -> ChurnPair<T> {
        func map(_ snapshot: DiffableSnapshot<Int, Int>) -> DiffableSnapshot<Int, T> {
            var result = DiffableSnapshot<Int, T>()
            try! result.appendSections(snapshot.sectionIdentifiers)
            let items = snapshot.itemIdentifiers
            for section in 0 ..< snapshot.numberOfSections {
                try! result.appendItems(items[snapshot.globalRange(ofSectionAt: section)].map(identifier), toSection: section)
            }
            return result
        }
        return ChurnPair<T>(old: map(old), new: map(new), minimalMoves: minimalMoves)
    }
}

/// The churn shapes the benchmarks run.
public enum ChurnShape: String, Sendable, Codable, CaseIterable {
    /// peers.md's standard workload: 10% deleted, 10% moved, N/10 inserted, at random positions.
    case standard
    /// N/10 new items appended at the end.
    case appendOnly = "append"
    /// The whole list reversed.
    case reverse
    /// The whole list shuffled.
    case shuffle
    /// Ten items moved in an otherwise unchanged list.
    case fewChanges = "few"
}

/// Builds churn pairs over Int identifiers `0 ..< n`, split into `sections` equal sections (the new
/// snapshot is cut at the same sizes, so churn carries items across sections).
public enum ChurnWorkload {
    /// The pair for `shape` at size `n` in `sections` sections, from SplitMix64 seeded with `seed`.
    public static func make(_ shape: ChurnShape, n: Int, sections: Int = 1, seed: UInt64 = 42) -> ChurnPair<Int> {
        var rng = SplitMix64(seed: seed)
        let source = Array(0 ..< n)
        let target: [Int]
        switch shape {
        case .standard: target = standardTarget(source, using: &rng)
        case .appendOnly: target = source + Array(n ..< n + n / 10)
        case .reverse: target = source.reversed()
        case .shuffle: target = source.shuffled(using: &rng)
        case .fewChanges:
            var list = source
            for _ in 0 ..< min(10, n / 2) {
                let from = Int.random(in: 0 ..< list.count, using: &rng)
                let item = list.remove(at: from)
                list.insert(item, at: Int.random(in: 0 ... list.count, using: &rng))
            }
            target = list
        }
        let old = snapshot(source, sections: sections)
        let new = snapshot(target, sections: sections)
        return ChurnPair(old: old, new: new, minimalMoves: minimalMoves(old, new))
    }

    /// peers.md: 10% of the source deleted (random choice), 10% moved to random positions, N/10 new
    /// identifiers `n ..< n + n/10` inserted at random positions, so the target has n items.
    static func standardTarget(_ source: [Int], using rng: inout SplitMix64) -> [Int] {
        standardStep(source, newIdentifiers: Array(source.count ..< source.count + source.count / 10), using: &rng)
    }

    /// One standard churn step from any list: a tenth of it deleted, a tenth moved to random
    /// positions, `newIdentifiers` inserted at random positions. Positions are drawn as slots between
    /// kept items, so building it is O(n log n), not O(n²).
    public static func standardStep(_ source: [Int], newIdentifiers: [Int], using rng: inout SplitMix64) -> [Int] {
        let n = source.count
        let tenth = n / 10
        let chosen = Array(0 ..< n).shuffled(using: &rng)  // positions
        var leaving = [Bool](repeating: false, count: n)
        for position in chosen[0 ..< 2 * tenth] { leaving[position] = true }
        let kept = source.indices.filter { !leaving[$0] }.map { source[$0] }
        let placed = chosen[tenth ..< 2 * tenth].map { source[$0] } + newIdentifiers
        var slotted = placed.map { (slot: Int.random(in: 0 ... kept.count, using: &rng), item: $0) }
        slotted.sort { $0.slot < $1.slot }
        var target: [Int] = []
        target.reserveCapacity(kept.count + placed.count)
        var next = 0
        for slot in 0 ... kept.count {
            while next < slotted.count && slotted[next].slot == slot { target.append(slotted[next].item); next += 1 }
            if slot < kept.count { target.append(kept[slot]) }
        }
        return target
    }

    /// `count` snapshots of about `n` items in `sections` sections, each one standard churn step from
    /// the one before (new identifiers never repeat): a stream for the pipeline.
    public static func stream(n: Int, count: Int, sections: Int = 1, seed: UInt64 = 42) -> [DiffableSnapshot<Int, Int>] {
        var rng = SplitMix64(seed: seed)
        var list = Array(0 ..< n)
        var nextID = n
        var snapshots = [snapshot(list, sections: sections)]
        for _ in 1 ..< count {
            let fresh = Array(nextID ..< nextID + n / 10)
            nextID += n / 10
            list = standardStep(list, newIdentifiers: fresh, using: &rng)
            snapshots.append(snapshot(list, sections: sections))
        }
        return snapshots
    }

    /// Items cut into `sections` sections of (nearly) equal size, section identifiers 0 ..< sections.
    public static func snapshot(_ items: [Int], sections: Int) -> DiffableSnapshot<Int, Int> {
        var snapshot = DiffableSnapshot<Int, Int>()
        try! snapshot.appendSections(Array(0 ..< sections))
        var start = 0
        for section in 0 ..< sections {
            let end = items.count * (section + 1) / sections
            try! snapshot.appendItems(Array(items[start ..< end]), toSection: section)
            start = end
        }
        return snapshot
    }

    /// The true minimum number of item moves (sections are kept in place by these workloads).
    public static func minimalMoves(_ old: DiffableSnapshot<Int, Int>, _ new: DiffableSnapshot<Int, Int>) -> Int {
        var moves = 0
        for section in 0 ..< new.numberOfSections {
            var run: [Int32] = []
            let oldStart = old.globalRange(ofSectionAt: section).lowerBound
            for offset in new.globalRange(ofSectionAt: section) {
                guard let oldOffset = old.indexOfItem(new.itemIdentifiers[offset]) else { continue }
                if old.sectionIndex(ofGlobalIndex: oldOffset) == section { run.append(Int32(oldOffset - oldStart)) } else { moves += 1 }
            }
            moves += run.count - LongestIncreasingSubsequence.length(run)
        }
        return moves
    }
}
