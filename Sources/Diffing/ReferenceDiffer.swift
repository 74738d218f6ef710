import DiffableSnapshots

/// A small differ that is obviously correct, for tests on small inputs: plain arrays, linear
/// searches, and the longest increasing subsequence by the textbook O(k²) dynamic programme. It
/// shares no code with `LinearDiffer` beyond the reload pass, so that the two check each other.
///
/// - Complexity: O(N · M + K²). Keep it to a few thousand items.
public struct ReferenceDiffer: Differ {
    /// Creates the differ.
    public init() {}
    /// `reference`.
    public var name: String { "reference" }

    /// The update from `old` to `new`.
    public func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>,
        options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldLists = oldSections.map { try! old.itemIdentifiers(inSection: $0) }
        let newLists = newSections.map { try! new.itemIdentifiers(inSection: $0) }
        var update = BatchUpdate()

        let newToOld = newSections.map { oldSections.firstIndex(of: $0) ?? -1 }
        let kept = oldSections.map { newSections.contains($0) }
        update.sectionDeletes = oldSections.indices.filter { !kept[$0] }
        update.sectionInserts = newSections.indices.filter { newToOld[$0] < 0 }
        let commonNew = newSections.indices.filter { newToOld[$0] >= 0 }
        let sectionStays = Self.lisMembers(commonNew.map { newToOld[$0] })
        for (i, j) in commonNew.enumerated() where !sectionStays[i] {
            update.sectionMoves.append(SectionMove(from: newToOld[j], to: j))
        }

        func find(_ item: ItemID, in lists: [[ItemID]]) -> ItemPath? {
            for (s, list) in lists.enumerated() { if let i = list.firstIndex(of: item) { return ItemPath(section: s, item: i) } }
            return nil
        }
        for (s, list) in oldLists.enumerated() where kept[s] {
            for (i, item) in list.enumerated() {
                let now = find(item, in: newLists)
                if now == nil || newToOld[now!.section] < 0 { update.itemDeletes.append(ItemPath(section: s, item: i)) }
            }
        }
        for (j, list) in newLists.enumerated() where newToOld[j] >= 0 {
            var stayed: [(old: Int, new: Int)] = []
            for (k, item) in list.enumerated() {
                let to = ItemPath(section: j, item: k)
                guard let from = find(item, in: oldLists), kept[from.section] else { update.itemInserts.append(to); continue }
                if from.section == newToOld[j] { stayed.append((from.item, k)) } else { update.itemMoves.append(ItemMove(from: from, to: to)) }
            }
            let stays = Self.lisMembers(stayed.map(\.old))
            for (index, pair) in stayed.enumerated() where !stays[index] {
                update.itemMoves.append(ItemMove(from: ItemPath(section: newToOld[j], item: pair.old), to: ItemPath(section: j, item: pair.new)))
            }
        }
        let newItems = new.itemIdentifiers, oldItems = old.itemIdentifiers
        ReloadPass.apply(to: &update, old: old, new: new, options: options) { offset in
            oldItems.firstIndex(of: newItems[offset]) ?? -1
        }
        return update
    }

    /// Members of one longest strictly increasing subsequence, by O(k²) dynamic programming.
    static func lisMembers(_ values: [Int]) -> [Bool] {
        let k = values.count
        if k == 0 { return [] }
        var length = [Int](repeating: 1, count: k), previous = [Int](repeating: -1, count: k)
        for i in 0 ..< k {
            for j in 0 ..< i where values[j] < values[i] && length[j] + 1 > length[i] {
                length[i] = length[j] + 1
                previous[i] = j
            }
        }
        var member = [Bool](repeating: false, count: k)
        var index = length.indices.max { length[$0] < length[$1] }!
        while index >= 0 { member[index] = true; index = previous[index] }
        return member
    }
}
