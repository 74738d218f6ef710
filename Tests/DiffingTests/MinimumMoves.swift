import DiffableSnapshots

typealias IntSnapshot = DiffableSnapshot<Int, Int>

/// The true minimum number of item moves between two snapshots: cross-section moves plus, per kept
/// section, its kept items minus the longest run of them that keeps its order (brute force over
/// subsets, so only for a handful of items per section).
func bruteForceMinimumMoves(_ old: IntSnapshot, _ new: IntSnapshot) -> Int {
    var moves = 0
    for section in new.sectionIdentifiers where old.indexOfSection(section) != nil {
        let newList = try! new.itemIdentifiers(inSection: section)
        let oldList = try! old.itemIdentifiers(inSection: section)
        let common = newList.filter(oldList.contains)
        precondition(common.count <= 16, "brute force is for small sections")
        var best = 0
        for mask in 0 ..< (1 << common.count) {
            let chosen = common.indices.filter { mask & (1 << $0) != 0 }.map { oldList.firstIndex(of: common[$0])! }
            if zip(chosen, chosen.dropFirst()).allSatisfy({ $0 < $1 }) { best = max(best, chosen.count) }
        }
        moves += common.count - best
    }
    for section in new.sectionIdentifiers {
        for item in try! new.itemIdentifiers(inSection: section) {
            guard let oldSection = old.sectionIdentifier(containingItem: item) else { continue }
            if oldSection != section && old.indexOfSection(section) != nil && new.indexOfSection(oldSection) != nil { moves += 1 }
        }
    }
    return moves
}
