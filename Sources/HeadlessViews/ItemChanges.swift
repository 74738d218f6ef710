import Diffing

/// Step 3 of UIKit's validation, on flat per-position arrays (never hashed): deletes (descending,
/// UIKit's order) against the counts before the update, moves on both sides, inserts (ascending)
/// against the counts after it. A delete inside a deleted section goes with it, an insert inside an
/// inserted section comes with it; repeated deletes and inserts collapse as UIKit's index sets do.
/// Reloads' deletes and inserts take their positions but are not counted (UIKit prints "(0 inserted,
/// 0 deleted)" for a batch that only reloads).
struct ItemChanges<OldStore: FlatPositionStore, NewStore: FlatPositionStore> where OldStore.Value == UInt8, NewStore.Value == Int32 {
    static var stays: UInt8 { 0 }
    static var deleted: UInt8 { 1 }
    static var moved: UInt8 { 2 }

    let oldStarts: [Int]
    let newStarts: [Int]
    /// Per old flat position: `stays`, `deleted` or `moved`.
    var oldState: OldStore
    /// Per new flat position: see `ValidatedBatch.newSource`.
    var newSource: NewStore
    var deletedPerSection: [Int]
    var insertedPerSection: [Int]
    /// The moves kept (exact duplicates dropped).
    var moves: [ItemMove] = []
    /// iOS 15+: the first reload out of range, thrown only once the counts were checked.
    var deferredReloadError: InconsistencyError?

    init(
        _ update: BatchUpdate, reloads: ReloadDecomposition, sections: SectionChanges, validator v: BatchValidator, deferReloadRanges: Bool
    ) throws(InconsistencyError) {
        let oldS = v.oldCounts.count, newS = v.newCounts.count
        oldStarts = BatchValidator.starts(v.oldCounts)
        newStarts = BatchValidator.starts(v.newCounts)
        oldState = OldStore(count: oldStarts[oldS], fill: Self.stays)
        newSource = NewStore(count: newStarts[newS], fill: ValidatedBatch.stationaryMark)
        deletedPerSection = [Int](repeating: 0, count: oldS)
        insertedPerSection = [Int](repeating: 0, count: newS)

        var refusedReloads = Set<Int>()
        var explicitDeletes = update.itemDeletes
        Self.sort(&explicitDeletes, descending: true)
        var reloadDeletes = reloads.items.indices.map { (path: reloads.items[$0].delete, reload: $0) }
        reloadDeletes.sort { BatchValidator.unsignedLess($1.path, $0.path) }
        // The explicit and the reloads' deletes, merged in UIKit's (descending) order without copying
        // the explicit ones: a differ's update has thousands, reloads are a pass of their own.
        try Self.merge(explicitDeletes, reloadDeletes, descending: true) { path, reload throws(InconsistencyError) in
            var error: InconsistencyError?
            if !BatchValidator.isIndex(path.section, below: oldS) {
                error = v.fail(.deleteItemSectionOutOfRange(item: path.item, section: path.section, sectionsBefore: oldS))
            } else if sections.deleted.contains(path.section) {
                return  // goes with its section
            } else if !BatchValidator.isIndex(path.item, below: v.oldCounts[path.section]) {
                error = v.fail(.deleteItemOutOfRange(item: path.item, section: path.section, itemsBefore: v.oldCounts[path.section]))
            }
            if let error {
                guard deferReloadRanges, let reload else { throw error }
                deferredReloadError = deferredReloadError ?? error
                refusedReloads.insert(reload)
                return
            }
            guard reload.map({ reloads.items[$0].insert != nil }) ?? true else { return }  // a reconfigure
            let flat = oldStarts[path.section] + path.item
            if oldState[flat] == Self.stays {
                oldState[flat] = Self.deleted
                if reload == nil { deletedPerSection[path.section] += 1 }
            }
        }
        try checkMoves(update.itemMoves, sections: sections, validator: v)
        var explicitInserts = update.itemInserts
        Self.sort(&explicitInserts, descending: false)
        var reloadInserts: [(path: ItemPath, reload: Int)] = []
        for (index, reload) in reloads.items.enumerated() where !refusedReloads.contains(index) {
            if let insert = reload.insert { reloadInserts.append((insert, index)) }
        }
        reloadInserts.sort { BatchValidator.unsignedLess($0.path, $1.path) }
        try Self.merge(explicitInserts, reloadInserts, descending: false) { path, reload throws(InconsistencyError) in
            guard BatchValidator.isIndex(path.section, below: newS) else {
                throw v.fail(.insertItemSectionOutOfRange(item: path.item, section: path.section, sectionsAfter: newS))
            }
            if sections.inserted.contains(path.section) { return }  // comes with its section
            guard BatchValidator.isIndex(path.item, below: v.newCounts[path.section]) else {
                throw v.fail(.insertItemOutOfRange(item: path.item, section: path.section, itemsAfter: v.newCounts[path.section]))
            }
            let flat = newStarts[path.section] + path.item
            if newSource[flat] >= 0 { throw v.fail(.insertAndMoveSamePath(path)) }
            if newSource[flat] == ValidatedBatch.stationaryMark {
                newSource[flat] = ValidatedBatch.insertMark
                if reload == nil { insertedPerSection[path.section] += 1 }
            }
        }
    }

    /// Calls `body` on the paths of two sorted lists in one order, each with its reload index (nil
    /// for the first list's).
    private static func merge(
        _ explicit: [ItemPath], _ fromReloads: [(path: ItemPath, reload: Int)], descending: Bool,
        _ body: (ItemPath, Int?) throws(InconsistencyError) -> Void
    ) throws(InconsistencyError) {
        var i = 0, j = 0
        while i < explicit.count || j < fromReloads.count {
            let takeExplicit = j == fromReloads.count
                || (i < explicit.count && (descending ? !BatchValidator.unsignedLess(explicit[i], fromReloads[j].path)
                                                      : !BatchValidator.unsignedLess(fromReloads[j].path, explicit[i])))
            if takeExplicit {
                try body(explicit[i], nil)
                i += 1
            } else {
                try body(fromReloads[j].path, fromReloads[j].reload)
                j += 1
            }
        }
    }

    private mutating func checkMoves(_ itemMoves: [ItemMove], sections: SectionChanges, validator v: BatchValidator) throws(InconsistencyError) {
        let oldS = v.oldCounts.count, newS = v.newCounts.count
        moves.reserveCapacity(itemMoves.count)
        var moveTarget = NewStore(count: oldStarts[oldS], fill: -1)
        for move in itemMoves {
            let (from, to) = (move.from, move.to)
            guard BatchValidator.isIndex(from.section, below: oldS) else { throw v.fail(.moveItemFromMissingSection(from, sectionsBefore: oldS)) }
            guard BatchValidator.isIndex(from.item, below: v.oldCounts[from.section]) else {
                throw v.fail(.moveItemFromOutOfRange(from, itemsBefore: v.oldCounts[from.section]))
            }
            if sections.deleted.contains(from.section) { throw v.fail(.moveFromDeletedSection(from.section)) }
            let fromFlat = oldStarts[from.section] + from.item
            if oldState[fromFlat] == Self.deleted { throw v.fail(.deleteAndMoveSamePath(from)) }
            guard BatchValidator.isIndex(to.section, below: newS) else { throw v.fail(.moveItemToMissingSection(from: from, to: to, sectionsAfter: newS)) }
            guard BatchValidator.isIndex(to.item, below: v.newCounts[to.section]) else {
                throw v.fail(.moveItemToOutOfRange(from: from, to: to, itemsAfter: v.newCounts[to.section]))
            }
            if sections.inserted.contains(to.section) { throw v.fail(.moveIntoInsertedSection(to.section)) }
            let toFlat = newStarts[to.section] + to.item
            if oldState[fromFlat] == Self.moved {
                if Int(moveTarget[fromFlat]) == toFlat { continue }  // an exact duplicate is dropped
                throw v.fail(.itemMovedTwice(from, first: BatchValidator.path(ofFlat: Int(moveTarget[fromFlat]), starts: newStarts), second: to))
            }
            if newSource[toFlat] >= 0 {
                throw v.fail(.itemsMovedToSame(first: BatchValidator.path(ofFlat: Int(newSource[toFlat]), starts: oldStarts), second: from, to: to))
            }
            oldState[fromFlat] = Self.moved
            moveTarget[fromFlat] = Int32(toFlat)
            newSource[toFlat] = Int32(fromFlat)
            moves.append(move)
        }
    }

    /// Sorts by path, unsigned, unless already in order (a differ's output usually is, so the
    /// update's array is not copied). - Complexity: O(c) or O(c log c).
    private static func sort(_ paths: inout [ItemPath], descending: Bool) {
        let less = BatchValidator.unsignedLess as (ItemPath, ItemPath) -> Bool
        let inOrder = zip(paths, paths.dropFirst()).allSatisfy { descending ? !less($0, $1) : !less($1, $0) }
        if inOrder { return }
        if descending, zip(paths, paths.dropFirst()).allSatisfy({ !less($1, $0) }) { paths.reverse(); return }
        paths.sort { descending ? less($1, $0) : less($0, $1) }
    }
}
