import DiffableSnapshots

/// The one generator of snapshot pairs, seeded (SplitMix64), so the same seed gives the same pairs on
/// every machine. Two families of pair come out of it:
///
/// - **random** pairs for the fuzzers and property tests: `old` with up to `maxSections` sections
///   (some empty) and about `size` items, and `new` made from it through the snapshot API by deleting,
///   inserting and moving items (across sections too), deleting, inserting and moving sections, and
///   marking reloads;
/// - **shaped** pairs for the benchmarks: Int identifiers `0 ..< n` cut into equal sections, churned
///   in one of the ``ChurnShape``s (peers.md's standard workload among them), and streams of them.
public struct SnapshotPairGenerator: Sendable {
    /// The generator's random source; callers may draw from it too.
    public var rng: SplitMix64
    var nextSection = 1_000_000
    var nextItem = 0

    /// A generator seeded with `seed`.
    public init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    // MARK: Random pairs

    /// A snapshot of about `size` items in 0…`maxSections` sections.
    public mutating func snapshot(size: Int, maxSections: Int) -> DiffableSnapshot<Int, Int> {
        var snapshot = DiffableSnapshot<Int, Int>()
        let sectionCount = Int.random(in: 0 ... max(0, maxSections), using: &rng)
        let sections = (0 ..< sectionCount).map { nextSection + $0 }
        nextSection += sectionCount
        guard sectionCount > 0 else { return snapshot }
        try! snapshot.appendSections(sections)
        var lists = [[Int]](repeating: [], count: sectionCount)
        for _ in 0 ..< size {
            lists[Int.random(in: 0 ..< sectionCount, using: &rng)].append(nextItem)
            nextItem += 1
        }
        for (section, list) in zip(sections, lists) where !list.isEmpty { try! snapshot.appendItems(list, toSection: section) }
        return snapshot
    }

    /// `old` churned: about `intensity` × its items changed, plus up to two section changes and reload marks.
    public mutating func churn(_ old: DiffableSnapshot<Int, Int>, intensity: Double) -> DiffableSnapshot<Int, Int> {
        var new = old
        new.removeAllWarnings()
        churnItems(&new, intensity: intensity)
        churnSections(&new)
        let present = new.itemIdentifiers
        if !present.isEmpty && Bool.random(using: &rng) {
            try! new.reloadItems(Array(Set((0 ..< 3).map { _ in present.randomElement(using: &rng)! })).sorted())
        }
        if let section = new.sectionIdentifiers.randomElement(using: &rng), Bool.random(using: &rng) {
            try! new.reloadSections([section])
        }
        return new
    }

    /// A random pair of about `size` items.
    public mutating func pair(size: Int, maxSections: Int, intensity: Double) -> SnapshotPair {
        let old = snapshot(size: size, maxSections: maxSections)
        return SnapshotPair(old: SnapshotSpec(old), new: SnapshotSpec(churn(old, intensity: intensity)))
    }

    /// Makes identifiers this generator hands out from now on start past `spec`'s, so that churning a
    /// snapshot that did not come from this generator (a user's trace) never reuses one of its ids.
    public mutating func avoidIdentifiers(of spec: SnapshotSpec) {
        nextSection = max(nextSection, (spec.sections.map(\.id).max() ?? -1) + 1)
        nextItem = max(nextItem, (spec.sections.flatMap(\.items).max() ?? -1) + 1)
    }

    mutating func churnItems(_ new: inout DiffableSnapshot<Int, Int>, intensity: Double) {
        var current = new.itemIdentifiers
        let changes = max(1, Int(Double(current.count) * intensity))
        for _ in 0 ..< changes where !current.isEmpty {
            switch Int.random(in: 0 ..< 4, using: &rng) {
            case 0:
                let index = Int.random(in: current.indices, using: &rng)
                try! new.deleteItems([current[index]])
                current.swapAt(index, current.count - 1)
                current.removeLast()
            case 1:
                try! new.insertItems([nextItem], beforeItem: current.randomElement(using: &rng)!)
                current.append(nextItem)
                nextItem += 1
            default:
                let a = current.randomElement(using: &rng)!, b = current.randomElement(using: &rng)!
                if a != b { try! new.moveItem(a, afterItem: b) }
            }
        }
    }

    mutating func churnSections(_ new: inout DiffableSnapshot<Int, Int>) {
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
            default: break
            }
        }
    }

    // MARK: Shaped pairs (benchmarks)

    /// The pair for `shape` over Int identifiers `0 ..< n`, cut into `sections` equal sections in both
    /// snapshots (so churn carries items across sections), with its true minimum of item moves.
    /// peers.md's standard workload is `SnapshotPairGenerator(seed: 42).shaped(.standard, n: n)`.
    public mutating func shaped(_ shape: ChurnShape, n: Int, sections: Int = 1) -> ChurnPair<Int> {
        let source = Array(0 ..< n)
        let target: [Int]
        switch shape {
        case .standard: target = standardStep(source, newIdentifiers: Array(n ..< n + n / 10))
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
        case .differenceKitMix:
            var list = source
            list.removeSubrange(Swift.min(n / 5, n) ..< Swift.min(n / 5 + n / 10, n))
            list.insert(contentsOf: n ..< n + n / 10, at: Swift.min(3 * n / 10, list.count))
            list[0 ..< Swift.min(n / 50, list.count)].shuffle(using: &rng)
            target = list
        }
        let old = Self.snapshot(source, sections: sections)
        let new = Self.snapshot(target, sections: sections)
        return ChurnPair(old: old, new: new, minimalMoves: MinimalMoves.items(from: old, to: new))
    }

    /// One standard churn step from any list: a tenth of it deleted, a tenth moved to random
    /// positions, `newIdentifiers` inserted at random positions. Positions are drawn as slots between
    /// kept items, so building it is O(n log n), not O(n²).
    public mutating func standardStep(_ source: [Int], newIdentifiers: [Int]) -> [Int] {
        churnStep(source, changing: source.count / 10, newIdentifiers: newIdentifiers)
    }

    /// A churn step of any size: `count` items deleted, `count` moved to random positions,
    /// `newIdentifiers` inserted at random positions (the standard step has `count` = n/10).
    public mutating func churnStep(_ source: [Int], changing count: Int, newIdentifiers: [Int]) -> [Int] {
        let n = source.count
        let tenth = min(max(0, count), n / 2)
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
    public mutating func stream(n: Int, count: Int, sections: Int = 1) -> [DiffableSnapshot<Int, Int>] {
        var list = Array(0 ..< n)
        var next = n
        var snapshots = [Self.snapshot(list, sections: sections)]
        for _ in 1 ..< max(1, count) {
            let fresh = Array(next ..< next + n / 10)
            next += n / 10
            list = standardStep(list, newIdentifiers: fresh)
            snapshots.append(Self.snapshot(list, sections: sections))
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
}
