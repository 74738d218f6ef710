import Diffing

/// Step 1 of UIKit's validation (§4.2): each reload stands for a delete where it was and an insert
/// where it lands. Section reloads are decomposed before the sections are checked; item reloads
/// after, so that an item's insert follows its section wherever deletes, inserts and moves take it
/// (otherwise a reload next to a section move would unbalance two sections). Reloading a deleted
/// path is refused; a reconfigure keeps its cell, so it only takes part in the range checks (as a
/// delete that is never applied). Reloads inside a deleted or reloaded section go with it. The ranges
/// themselves are checked with the other deletes (`ItemChanges`), in UIKit's order.
struct ReloadDecomposition {
    /// A reloaded or reconfigured item: the delete it stands for, and the insert, when it has one.
    struct ItemReload {
        var delete: ItemPath
        var insert: ItemPath?
    }

    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var items: [ItemReload] = []

    /// Decomposes the section reloads.
    init(sectionsOf update: BatchUpdate, validator v: BatchValidator) throws(InconsistencyError) {
        let explicitDeletes = Set(update.sectionDeletes)
        let deletesSorted = explicitDeletes.sorted(), insertsSorted = Set(update.sectionInserts).sorted()
        for section in Set(update.sectionReloads).sorted(by: BatchValidator.unsignedLess) {
            if explicitDeletes.contains(section) { throw v.fail(.deleteAndReloadSameSection(section)) }
            sectionDeletes.append(section)
            guard BatchValidator.isIndex(section, below: v.oldCounts.count) else { continue }  // the delete check refuses it
            sectionInserts.append(Self.shiftedUp(section &- Self.count(below: section, in: deletesSorted), by: insertsSorted))
        }
    }

    /// Adds the item reloads and reconfigures, landing each reload in `sectionMap[old section]` (nil
    /// when the section count does not add up, which the count check will refuse: then by shifting).
    mutating func addItems(of update: BatchUpdate, sectionMap: [Int]?, sections: SectionChanges, validator v: BatchValidator) throws(InconsistencyError) {
        if update.itemReloads.isEmpty && update.itemReconfigures.isEmpty { return }
        let requestedDeletes = Set(update.itemDeletes)
        let reloads = Set(update.itemReloads)
        let sectionDeletesSorted = Set(update.sectionDeletes).sorted(), sectionInsertsSorted = Set(update.sectionInserts).sorted()
        // Explicit item deletes per old section and inserts per new section, sorted, to shift by.
        let deletesBySection = Dictionary(grouping: update.itemDeletes, by: \.section).mapValues { Set($0.map(\.item)).sorted() }
        let insertsBySection = Dictionary(grouping: update.itemInserts, by: \.section).mapValues { Set($0.map(\.item)).sorted() }
        for path in reloads.union(update.itemReconfigures).sorted(by: BatchValidator.unsignedLess) {
            if requestedDeletes.contains(path) { throw v.fail(.deleteAndReloadSamePath(path)) }
            guard reloads.contains(path) else {
                items.append(ItemReload(delete: path, insert: nil))
                continue
            }
            guard BatchValidator.isIndex(path.section, below: v.oldCounts.count) else {
                items.append(ItemReload(delete: path, insert: nil))  // refused as a delete
                continue
            }
            if sections.deleted.contains(path.section) { continue }  // goes with its section
            let section = sectionMap.map { $0[path.section] }
                ?? Self.shiftedUp(path.section &- Self.count(below: path.section, in: sectionDeletesSorted), by: sectionInsertsSorted)
            // Wrapping arithmetic: an out-of-range item is refused as a delete before its insert is used.
            let item = path.item &- Self.count(below: path.item, in: deletesBySection[path.section] ?? [])
            items.append(ItemReload(delete: path, insert: ItemPath(section: section, item: Self.shiftedUp(item, by: insertsBySection[section] ?? []))))
        }
    }

    /// How many of `sorted` (ascending, unique) are below `value`. - Complexity: O(log k).
    static func count(below value: Int, in sorted: [Int]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// `index` moved right past every value in `inserts` (ascending, unique) at or before it.
    /// Wrapping, so that an index out of any range (refused elsewhere) cannot trap here.
    /// - Complexity: O(k).
    static func shiftedUp(_ index: Int, by inserts: [Int]) -> Int {
        var result = index
        for insert in inserts where insert <= result { result &+= 1 }
        return result
    }

    /// `update` with its reloads replaced by the deletes and inserts they stand for (the form UIKit's
    /// `Invalid batch updates detected` summary lists), reconfigures dropped.
    func folded(into update: BatchUpdate) -> BatchUpdate {
        var folded = update.structuralPart
        folded.sectionDeletes += sectionDeletes
        folded.sectionInserts += sectionInserts
        for reload in items {
            guard let insert = reload.insert else { continue }
            folded.itemDeletes.append(reload.delete)
            folded.itemInserts.append(insert)
        }
        return folded
    }
}
