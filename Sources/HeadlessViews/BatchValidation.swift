import Diffing

/// A batch update that passed UIKit's validation, reduced to what applying it needs: where each new
/// section and each new position takes its content from.
struct ValidatedBatch {
    /// Per new section: the old section it came from, or -1 when inserted.
    var sectionSource: [Int]
    /// Flat offsets of sections before (`oldStarts`) and after (`newStarts`) the update.
    var oldStarts: [Int]
    var newStarts: [Int]
    /// Per old flat position: whether the item leaves it (deleted or moved away).
    var leavesOld: [Bool]
    /// Per new flat position: the old flat position moved there, `insertMark` for an insert, or
    /// `stationaryMark` for the next stationary item of the section.
    var newSource: [Int32]

    static let stationaryMark: Int32 = -1
    static let insertMark: Int32 = -2
}

/// UIKit's batch-update validation (uikit-semantics.md §4.2): reloads become delete + insert, deletes
/// are checked against the counts before the update, inserts against the counts after it, moves on
/// both sides, duplicate moves are deduplicated when exact and refused when partial, then the section
/// count and every kept section's item count must add up.
///
/// Item changes are checked on flat per-position arrays, never hashed: duplicate deletes or inserts
/// collapse as UIKit's index sets do, and a position already claimed is a conflict.
/// - Complexity: O(n + c) for n items and c changes, plus sorting changes that arrive unsorted.
struct BatchValidator {
    let oldCounts: [Int]
    let newCounts: [Int]
    let wording: ViewWording

    func fail(_ reason: InconsistencyError.Reason) -> InconsistencyError { InconsistencyError(reason, wording: wording) }

    func validate(_ update: BatchUpdate) throws(InconsistencyError) -> ValidatedBatch {
        let oldS = oldCounts.count, newS = newCounts.count
        var (sectionDeletes, sectionInserts, itemDeletes, itemInserts) = try decomposeReloads(update)

        // Sections: deletes before the update, moves on both sides, inserts after it.
        for section in sectionDeletes.sorted() where section >= oldS {
            throw fail(.deleteSectionOutOfRange(section: section, sectionsBefore: oldS))
        }
        var sectionMoveTo = [Int](repeating: -1, count: oldS), sectionMoveFrom = [Int](repeating: -1, count: newS)
        for move in update.sectionMoves {
            guard move.from < oldS else { throw fail(.moveSectionFromOutOfRange(section: move.from, sectionsBefore: oldS)) }
            if sectionDeletes.contains(move.from) { throw fail(.deleteAndMoveSameSection(move.from)) }
            guard move.to < newS else { throw fail(.moveSectionToOutOfRange(from: move.from, to: move.to, sectionsAfter: newS)) }
            if sectionInserts.contains(move.to) { throw fail(.insertAndMoveSameSection(move.to)) }
            if sectionMoveTo[move.from] >= 0 {
                if sectionMoveTo[move.from] == move.to { continue }  // an exact duplicate is dropped
                throw fail(.sectionMovedTwice(section: move.from, first: sectionMoveTo[move.from], second: move.to))
            }
            if sectionMoveFrom[move.to] >= 0 { throw fail(.sectionsMovedToSame(first: sectionMoveFrom[move.to], second: move.from, to: move.to)) }
            sectionMoveTo[move.from] = move.to
            sectionMoveFrom[move.to] = move.from
        }
        for section in sectionInserts.sorted() where section >= newS {
            throw fail(.insertSectionOutOfRange(section: section, sectionsAfter: newS))
        }

        // Items, on flat positions: deletes (descending, UIKit's order), moves, inserts (ascending).
        let oldStarts = Self.starts(oldCounts), newStarts = Self.starts(newCounts)
        var oldState = [UInt8](repeating: 0, count: oldStarts[oldS])  // 0 stays, 1 deleted, 2 moved
        var moveTarget = [Int32](repeating: -1, count: oldStarts[oldS])
        var newSource = [Int32](repeating: ValidatedBatch.stationaryMark, count: newStarts[newS])
        var deletedPerSection = [Int](repeating: 0, count: oldS)
        Self.sort(&itemDeletes, descending: true)
        for path in itemDeletes {
            guard path.section < oldS else { throw fail(.deleteItemSectionOutOfRange(item: path.item, section: path.section, sectionsBefore: oldS)) }
            if sectionDeletes.contains(path.section) { continue }  // goes with its section
            guard path.item < oldCounts[path.section] else {
                throw fail(.deleteItemOutOfRange(item: path.item, section: path.section, itemsBefore: oldCounts[path.section]))
            }
            let flat = oldStarts[path.section] + path.item
            if oldState[flat] == 0 { oldState[flat] = 1; deletedPerSection[path.section] += 1 }
        }
        var moves: [ItemMove] = []
        moves.reserveCapacity(update.itemMoves.count)
        for move in update.itemMoves {
            let (from, to) = (move.from, move.to)
            guard from.section < oldS else { throw fail(.moveItemFromMissingSection(from, sectionsBefore: oldS)) }
            guard from.item < oldCounts[from.section] else { throw fail(.moveItemFromOutOfRange(from, itemsBefore: oldCounts[from.section])) }
            if sectionDeletes.contains(from.section) { throw fail(.moveFromDeletedSection(from.section)) }
            let fromFlat = oldStarts[from.section] + from.item
            if oldState[fromFlat] == 1 { throw fail(.deleteAndMoveSamePath(from)) }
            guard to.section < newS else { throw fail(.moveItemToMissingSection(from: from, to: to, sectionsAfter: newS)) }
            guard to.item < newCounts[to.section] else { throw fail(.moveItemToOutOfRange(from: from, to: to, itemsAfter: newCounts[to.section])) }
            if sectionInserts.contains(to.section) { throw fail(.moveIntoInsertedSection(to.section)) }
            let toFlat = newStarts[to.section] + to.item
            if oldState[fromFlat] == 2 {
                if Int(moveTarget[fromFlat]) == toFlat { continue }
                throw fail(.itemMovedTwice(from, first: Self.path(ofFlat: Int(moveTarget[fromFlat]), starts: newStarts), second: to))
            }
            if newSource[toFlat] >= 0 {
                throw fail(.itemsMovedToSame(first: Self.path(ofFlat: Int(newSource[toFlat]), starts: oldStarts), second: from, to: to))
            }
            oldState[fromFlat] = 2
            moveTarget[fromFlat] = Int32(toFlat)
            newSource[toFlat] = Int32(fromFlat)
            moves.append(move)
        }
        var insertedPerSection = [Int](repeating: 0, count: newS)
        Self.sort(&itemInserts, descending: false)
        for path in itemInserts {
            guard path.section < newS else { throw fail(.insertItemSectionOutOfRange(item: path.item, section: path.section, sectionsAfter: newS)) }
            if sectionInserts.contains(path.section) { continue }  // comes with its section
            guard path.item < newCounts[path.section] else {
                throw fail(.insertItemOutOfRange(item: path.item, section: path.section, itemsAfter: newCounts[path.section]))
            }
            let flat = newStarts[path.section] + path.item
            if newSource[flat] >= 0 { throw fail(.insertAndMoveSamePath(path)) }
            if newSource[flat] == ValidatedBatch.stationaryMark { newSource[flat] = ValidatedBatch.insertMark; insertedPerSection[path.section] += 1 }
        }

        // Counts: sections first, then every kept section's items.
        guard newS == oldS + sectionInserts.count - sectionDeletes.count else {
            throw fail(.invalidSectionCount(after: newS, before: oldS, inserted: sectionInserts.count, deleted: sectionDeletes.count))
        }
        var sectionMap = sectionMoveTo
        var sectionSource = sectionMoveFrom
        var freeSlot = 0
        for old in 0 ..< oldS where !sectionDeletes.contains(old) && sectionMoveTo[old] < 0 {
            while sectionInserts.contains(freeSlot) || sectionMoveFrom[freeSlot] >= 0 { freeSlot += 1 }
            sectionMap[old] = freeSlot
            sectionSource[freeSlot] = old
            freeSlot += 1
        }
        var movedIn = [Int](repeating: 0, count: newS), movedOut = [Int](repeating: 0, count: oldS)
        for move in moves where sectionMap[move.from.section] != move.to.section {
            movedOut[move.from.section] += 1
            movedIn[move.to.section] += 1
        }
        for old in 0 ..< oldS {
            let new = sectionMap[old]
            guard new >= 0 else { continue }
            let before = oldCounts[old], deleted = deletedPerSection[old]
            if deleted > before { throw fail(.deleteMoreItemsThanExist(section: new)) }
            let after = newCounts[new]
            guard after == before + insertedPerSection[new] - deleted + movedIn[new] - movedOut[old] else {
                throw fail(.invalidItemCount(
                    section: new, after: after, before: before, inserted: insertedPerSection[new], deleted: deleted,
                    movedIn: movedIn[new], movedOut: movedOut[old]))
            }
        }
        return ValidatedBatch(
            sectionSource: sectionSource, oldStarts: oldStarts, newStarts: newStarts,
            leavesOld: oldState.map { $0 != 0 }, newSource: newSource)
    }

    /// Step 1 of §4.2: each reload at P (a pre-update path) becomes a delete at P and an insert where
    /// P lands; reloading a deleted path is refused; a reconfigure keeps its cell, so it is only
    /// checked. Returns the section and item deletes and inserts with the reloads folded in.
    private func decomposeReloads(_ update: BatchUpdate) throws(InconsistencyError) -> (Set<Int>, Set<Int>, [ItemPath], [ItemPath]) {
        var sectionDeletes = Set(update.sectionDeletes), sectionInserts = Set(update.sectionInserts)
        var itemDeletes = update.itemDeletes, itemInserts = update.itemInserts
        for section in update.sectionReloads.sorted() {
            sectionDeletes.insert(section)
            sectionInserts.insert(shiftedUp(section - update.sectionDeletes.filter { $0 < section }.count, by: update.sectionInserts))
        }
        if update.itemReloads.isEmpty && update.itemReconfigures.isEmpty { return (sectionDeletes, sectionInserts, itemDeletes, itemInserts) }
        let requestedDeletes = Set(update.itemDeletes)
        let reloads = Set(update.itemReloads)
        let oldS = oldCounts.count
        for path in reloads.union(update.itemReconfigures).sorted() {
            if requestedDeletes.contains(path) { throw fail(.deleteAndReloadSamePath(path)) }
            guard path.section < oldS else { throw fail(.deleteItemSectionOutOfRange(item: path.item, section: path.section, sectionsBefore: oldS)) }
            guard path.item < oldCounts[path.section] else {
                throw fail(.deleteItemOutOfRange(item: path.item, section: path.section, itemsBefore: oldCounts[path.section]))
            }
            guard reloads.contains(path) else { continue }
            let section = shiftedUp(path.section - update.sectionDeletes.filter { $0 < path.section }.count, by: update.sectionInserts)
            let item = path.item - requestedDeletes.filter { $0.section == path.section && $0.item < path.item }.count
            itemDeletes.append(path)
            itemInserts.append(ItemPath(section: section, item: shiftedUp(item, by: update.itemInserts.filter { $0.section == section }.map(\.item))))
        }
        return (sectionDeletes, sectionInserts, itemDeletes, itemInserts)
    }

    /// `index` moved right past every value in `inserts` at or before it (ascending walk).
    private func shiftedUp(_ index: Int, by inserts: [Int]) -> Int {
        var result = index
        for insert in inserts.sorted() where insert <= result { result += 1 }
        return result
    }

    /// Sorts unless already in order (a differ's output usually is). - Complexity: O(c) or O(c log c).
    static func sort(_ paths: inout [ItemPath], descending: Bool) {
        let ordered = descending ? zip(paths, paths.dropFirst()).allSatisfy { $0 >= $1 } : zip(paths, paths.dropFirst()).allSatisfy { $0 <= $1 }
        if ordered { return }
        if descending, zip(paths, paths.dropFirst()).allSatisfy({ $0 <= $1 }) { paths.reverse(); return }
        paths.sort(by: descending ? (>) : (<))
    }

    static func starts(_ counts: [Int]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        return starts
    }

    /// The path of a flat position (error messages only). - Complexity: O(log S).
    static func path(ofFlat flat: Int, starts: [Int]) -> ItemPath {
        var low = 0, high = starts.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if starts[mid] <= flat { low = mid } else { high = mid }
        }
        return ItemPath(section: low, item: flat - starts[low])
    }
}
