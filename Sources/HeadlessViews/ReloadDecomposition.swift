import Diffing

/// Step 1 of UIKit's validation (§4.2): each reload at P, a path before the update, becomes a delete
/// at P and an insert where P lands; a section reload likewise. Reloading a deleted path is refused;
/// a reconfigure keeps its cell, so it is only range-checked. Reloads inside a section that is
/// deleted (or itself reloaded) go with their section.
struct ReloadDecomposition {
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var itemDeletes: [ItemPath] = []
    var itemInserts: [ItemPath] = []
    /// iOS 15+: the first reload out of range, thrown only after the counts were checked.
    var deferredRangeError: InconsistencyError?

    init(_ update: BatchUpdate, validator v: BatchValidator, deferRangeErrors: Bool) throws(InconsistencyError) {
        let oldS = v.oldCounts.count
        let explicitSectionDeletes = Set(update.sectionDeletes)
        let sectionDeletesSorted = explicitSectionDeletes.sorted()
        let sectionInsertsSorted = Set(update.sectionInserts).sorted()
        for section in Set(update.sectionReloads).sorted(by: BatchValidator.unsignedLess) {
            if explicitSectionDeletes.contains(section) { throw v.fail(.deleteAndReloadSameSection(section)) }
            sectionDeletes.append(section)
            guard BatchValidator.isIndex(section, below: oldS) else { continue }  // the delete check refuses it
            let kept = section - Self.count(below: section, in: sectionDeletesSorted)
            sectionInserts.append(Self.shiftedUp(kept, by: sectionInsertsSorted))
        }
        if update.itemReloads.isEmpty && update.itemReconfigures.isEmpty { return }

        let requestedDeletes = Set(update.itemDeletes)
        let reloads = Set(update.itemReloads)
        let gone = explicitSectionDeletes.union(update.sectionReloads)
        // Explicit item deletes and inserts per section, sorted, to shift a reload's position by them.
        let deletesBySection = Dictionary(grouping: update.itemDeletes, by: \.section).mapValues { Set($0.map(\.item)).sorted() }
        let insertsBySection = Dictionary(grouping: update.itemInserts, by: \.section).mapValues { Set($0.map(\.item)).sorted() }
        let ordered = reloads.union(update.itemReconfigures).sorted { a, b in
            a.section != b.section ? BatchValidator.unsignedLess(a.section, b.section) : BatchValidator.unsignedLess(a.item, b.item)
        }
        for path in ordered {
            if requestedDeletes.contains(path) { throw v.fail(.deleteAndReloadSamePath(path)) }
            if let error = rangeError(path, validator: v) {
                if deferRangeErrors {
                    deferredRangeError = deferredRangeError ?? error
                    continue
                }
                throw error
            }
            guard reloads.contains(path), !gone.contains(path.section) else { continue }
            let kept = path.section - Self.count(below: path.section, in: sectionDeletesSorted)
            let section = Self.shiftedUp(kept, by: sectionInsertsSorted)
            let item = path.item - Self.count(below: path.item, in: deletesBySection[path.section] ?? [])
            itemDeletes.append(path)
            itemInserts.append(ItemPath(section: section, item: Self.shiftedUp(item, by: insertsBySection[section] ?? [])))
        }
    }

    /// What a reload at `path` would be refused for as a delete: its section or item out of range.
    private func rangeError(_ path: ItemPath, validator v: BatchValidator) -> InconsistencyError? {
        let oldS = v.oldCounts.count
        guard BatchValidator.isIndex(path.section, below: oldS) else {
            return v.fail(.deleteItemSectionOutOfRange(item: path.item, section: path.section, sectionsBefore: oldS))
        }
        guard BatchValidator.isIndex(path.item, below: v.oldCounts[path.section]) else {
            return v.fail(.deleteItemOutOfRange(item: path.item, section: path.section, itemsBefore: v.oldCounts[path.section]))
        }
        return nil
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
    /// - Complexity: O(k).
    static func shiftedUp(_ index: Int, by inserts: [Int]) -> Int {
        var result = index
        for insert in inserts where insert <= result { result += 1 }
        return result
    }

    /// `update` with its reloads replaced by the deletes and inserts they stand for (the form UIKit's
    /// `Invalid batch updates detected` summary lists), reconfigures dropped.
    func folded(into update: BatchUpdate) -> BatchUpdate {
        var folded = update.structuralPart
        folded.sectionDeletes += sectionDeletes
        folded.sectionInserts += sectionInserts
        folded.itemDeletes += itemDeletes
        folded.itemInserts += itemInserts
        return folded
    }
}
