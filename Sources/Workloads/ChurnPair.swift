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

    /// A pair and its minimum.
    public init(old: DiffableSnapshot<Int, ItemID>, new: DiffableSnapshot<Int, ItemID>, minimalMoves: Int) {
        self.old = old
        self.new = new
        self.minimalMoves = minimalMoves
    }
}

extension ChurnPair where ItemID == Int {
    /// The same pair with every identifier mapped through `identifier` (which must be injective).
    public func mapped<T: Hashable & Sendable>(_ identifier: (Int) -> T) -> ChurnPair<T> {
        func map(_ snapshot: DiffableSnapshot<Int, Int>) -> DiffableSnapshot<Int, T> {
            var result = DiffableSnapshot<Int, T>()
            try! result.appendSections(snapshot.sectionIdentifiers)
            let items = snapshot.itemIdentifiers
            for section in 0 ..< snapshot.numberOfSections {
                try! result.appendItems(items[snapshot.uncheckedGlobalRange(ofSectionAt: section)].map(identifier), toSection: section)
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
    /// DifferenceKit's published benchmark mix (its README's table: 10,000 deleted, 10,000 inserted,
    /// 2,000 shuffled of 100,000), scaled to `n`: the contiguous range of a tenth from n/5 deleted,
    /// a tenth fresh inserted as one block at 3n/10, then the first fiftieth shuffled in place.
    case differenceKitMix = "dkmix"
}

/// The true minimum number of moves between two snapshots, whatever differ is asked.
public enum MinimalMoves {
    /// Item moves: every item that changes between two sections kept by identity, plus, per kept
    /// section, its staying items minus their longest run that keeps its order. Items whose old or
    /// new section is deleted or inserted are deletes and inserts, not moves (UIKit's rule).
    /// - Complexity: O(n) lookups plus O(k log L) per section.
    public static func items<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>
    ) -> Int {
        let newItems = new.itemIdentifiers
        var moves = 0
        var run: [Int32] = []
        for section in 0 ..< new.numberOfSections {
            guard let oldSection = old.indexOfSection(new.sectionIdentifiers[section]) else { continue }
            let oldStart = old.uncheckedGlobalRange(ofSectionAt: oldSection).lowerBound
            run.removeAll(keepingCapacity: true)
            for offset in new.uncheckedGlobalRange(ofSectionAt: section) {
                guard let oldOffset = old.indexOfItem(newItems[offset]) else { continue }
                let from = old.uncheckedSectionIndex(ofGlobalIndex: oldOffset)
                if from == oldSection {
                    run.append(Int32(oldOffset - oldStart))
                } else if new.indexOfSection(old.sectionIdentifiers[from]) != nil {
                    moves += 1
                }
            }
            moves += run.count - LongestIncreasingSubsequence.length(run)
        }
        return moves
    }

    /// Section moves: kept sections minus their longest run that keeps its order.
    public static func sections<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>
    ) -> Int {
        let run = new.sectionIdentifiers.compactMap { old.indexOfSection($0).map(Int32.init) }
        return run.count - LongestIncreasingSubsequence.length(run)
    }
}
