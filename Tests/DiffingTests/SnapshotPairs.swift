import DiffableSnapshots

typealias IntSnapshot = DiffableSnapshot<Int, Int>

/// Random snapshot pairs for round-trip tests: `old` with up to `maxSections` sections (some empty)
/// and about `size` items, and `new` made from it by deleting, inserting and moving items (across
/// sections too), deleting, inserting and moving sections, and marking reloads.
struct SnapshotPairGenerator {
    var rng: SplitMix64
    var nextSection = 1_000_000
    var nextItem = 0

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func snapshot(size: Int, maxSections: Int) -> IntSnapshot {
        var snapshot = IntSnapshot()
        let sectionCount = Int.random(in: 0 ... maxSections, using: &rng)
        for _ in 0 ..< sectionCount {
            try! snapshot.appendSections([nextSection])
            nextSection += 1
        }
        guard sectionCount > 0 else { return snapshot }
        let sections = snapshot.sectionIdentifiers
        for _ in 0 ..< size {
            try! snapshot.appendItems([nextItem], toSection: sections.randomElement(using: &rng)!)
            nextItem += 1
        }
        return snapshot
    }

    mutating func churn(_ old: IntSnapshot, intensity: Double) -> IntSnapshot {
        var new = old
        new.removeAllWarnings()
        let items = old.itemIdentifiers
        let changes = max(1, Int(Double(items.count) * intensity))
        for _ in 0 ..< changes where !new.itemIdentifiers.isEmpty {
            let current = new.itemIdentifiers
            switch Int.random(in: 0 ..< 4, using: &rng) {
            case 0: try! new.deleteItems([current.randomElement(using: &rng)!])
            case 1:
                try! new.insertItems([nextItem], beforeItem: current.randomElement(using: &rng)!)
                nextItem += 1
            default:
                let a = current.randomElement(using: &rng)!, b = current.randomElement(using: &rng)!
                if a != b { try! new.moveItem(a, afterItem: b) }
            }
        }
        // Section churn.
        for _ in 0 ..< Int.random(in: 0 ... 2, using: &rng) {
            let sections = new.sectionIdentifiers
            switch Int.random(in: 0 ..< 4, using: &rng) {
            case 0 where !sections.isEmpty: try! new.deleteSections([sections.randomElement(using: &rng)!])
            case 1:
                if let anchor = sections.randomElement(using: &rng) {
                    try! new.insertSections([nextSection], afterSection: anchor)
                } else {
                    try! new.appendSections([nextSection])
                }
                // An inserted section may take items from elsewhere, and get new ones.
                let taken = Array(new.itemIdentifiers.shuffled(using: &rng).prefix(Int.random(in: 0 ... 3, using: &rng)))
                try! new.appendItems(taken + [nextItem], toSection: nextSection)
                nextSection += 1
                nextItem += 1
            case 2 where sections.count >= 2:
                let a = sections.randomElement(using: &rng)!, b = sections.randomElement(using: &rng)!
                if a != b { try! new.moveSection(a, beforeSection: b) }
            default:
                // Items that leave a section that is then deleted go somewhere else first.
                break
            }
        }
        let present = new.itemIdentifiers
        if !present.isEmpty && Bool.random(using: &rng) {
            try! new.reloadItems(Array(Set((0 ..< 3).map { _ in present.randomElement(using: &rng)! })))
        }
        if let section = new.sectionIdentifiers.randomElement(using: &rng), Bool.random(using: &rng) {
            try! new.reloadSections([section])
        }
        return new
    }
}

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
