import Diffing

/// A batch update that passed UIKit's validation, normalized for applying: reloads decomposed, exact
/// duplicate moves dropped, item changes inside deleted or inserted sections dropped, and the
/// per-position marks the state derivation needs.
struct ValidatedBatch {
    /// Per old section: its index after the update, or -1 when deleted.
    var sectionMap: [Int]
    /// Per new section: the old section it came from, or -1 when inserted.
    var sectionSource: [Int]
    /// Flat offsets of sections before (`oldStarts`) and after (`newStarts`) the update.
    var oldStarts: [Int]
    var newStarts: [Int]
    /// Per old flat position: deleted or moved away (so not a stationary item).
    var leavesOld: [Bool]
    /// Per new flat position: the old flat position moved there, -2 for an insert, -1 otherwise.
    var newSource: [Int32]
}

/// UIKit's batch-update validation (uikit-semantics.md §4.2): reloads become delete + insert, deletes
/// are checked against the counts before the update, inserts against the counts after it, moves on
/// both sides, duplicate moves are deduplicated when exact and refused when partial, then the section
/// count and every kept section's item count must add up.
///
/// - Complexity: O(n + c log c) for n items and c changes, no hashing.
struct BatchValidator {
    let oldCounts: [Int]
    let newCounts: [Int]
    let wording: ViewWording

    func fail(_ reason: InconsistencyError.Reason) -> InconsistencyError { InconsistencyError(reason, wording: wording) }

    func validate(_ update: BatchUpdate) throws(InconsistencyError) -> ValidatedBatch {
        let oldS = oldCounts.count, newS = newCounts.count
        var sectionDeletes = Set(update.sectionDeletes)
        var sectionInserts = Set(update.sectionInserts)
        var itemDeletes = Set(update.itemDeletes)
        var itemInserts = Set(update.itemInserts)

        // 1. Reloads (pre-update positions) become a delete here and an insert where the item lands.
        for section in update.sectionReloads.sorted() {
            let landed = section - update.sectionDeletes.filter { $0 < section }.count
            sectionDeletes.insert(section)
            sectionInserts.insert(shiftedUp(landed, by: update.sectionInserts))
        }
        let requestedDeletes = itemDeletes
        let reloads = Set(update.itemReloads)
        for path in reloads.union(update.itemReconfigures).sorted() {
            if requestedDeletes.contains(path) { throw fail(.deleteAndReloadSamePath(path)) }
            guard path.section < oldS else { throw fail(.deleteItemSectionOutOfRange(item: path.item, section: path.section, sectionsBefore: oldS)) }
            guard path.item < oldCounts[path.section] else {
                throw fail(.deleteItemOutOfRange(item: path.item, section: path.section, itemsBefore: oldCounts[path.section]))
            }
            guard reloads.contains(path) else { continue }  // a reconfigure keeps its cell: nothing moves
            let section = shiftedUp(path.section - update.sectionDeletes.filter { $0 < path.section }.count, by: update.sectionInserts)
            let item = path.item - requestedDeletes.filter { $0.section == path.section && $0.item < path.item }.count
            let landed = shiftedUp(item, by: update.itemInserts.filter { $0.section == section }.map(\.item))
            itemDeletes.insert(path)
            itemInserts.insert(ItemPath(section: section, item: landed))
        }

        // 2. Sections: deletes before, moves on both sides, inserts after.
        for section in sectionDeletes.sorted() where section >= oldS {
            throw fail(.deleteSectionOutOfRange(section: section, sectionsBefore: oldS))
        }
        var sectionMoveTo: [Int: Int] = [:], sectionMoveFrom: [Int: Int] = [:]
        for move in update.sectionMoves {
            guard move.from < oldS else { throw fail(.moveSectionFromOutOfRange(section: move.from, sectionsBefore: oldS)) }
            if sectionDeletes.contains(move.from) { throw fail(.deleteAndMoveSameSection(move.from)) }
            guard move.to < newS else { throw fail(.moveSectionToOutOfRange(from: move.from, to: move.to, sectionsAfter: newS)) }
            if sectionInserts.contains(move.to) { throw fail(.insertAndMoveSameSection(move.to)) }
            if let earlier = sectionMoveTo[move.from] {
                if earlier == move.to { continue }  // an exact duplicate is dropped
                throw fail(.sectionMovedTwice(section: move.from, first: earlier, second: move.to))
            }
            if let other = sectionMoveFrom[move.to] { throw fail(.sectionsMovedToSame(first: other, second: move.from, to: move.to)) }
            sectionMoveTo[move.from] = move.to
            sectionMoveFrom[move.to] = move.from
        }
        for section in sectionInserts.sorted() where section >= newS {
            throw fail(.insertSectionOutOfRange(section: section, sectionsAfter: newS))
        }

        // 3. Items: deletes against the old counts, moves on both sides, inserts against the new.
        let oldStarts = Self.starts(oldCounts), newStarts = Self.starts(newCounts)
        var leavesOld = [Bool](repeating: false, count: oldStarts[oldS])
        var newSource = [Int32](repeating: -1, count: newStarts[newS])
        var deletedPerSection = [Int](repeating: 0, count: oldS)
        for path in itemDeletes.sorted(by: >) {
            guard path.section < oldS else { throw fail(.deleteItemSectionOutOfRange(item: path.item, section: path.section, sectionsBefore: oldS)) }
            if sectionDeletes.contains(path.section) { continue }
            guard path.item < oldCounts[path.section] else {
                throw fail(.deleteItemOutOfRange(item: path.item, section: path.section, itemsBefore: oldCounts[path.section]))
            }
            leavesOld[oldStarts[path.section] + path.item] = true
            deletedPerSection[path.section] += 1
        }
        var movedFromTo: [ItemPath: ItemPath] = [:], movedToFrom: [ItemPath: ItemPath] = [:]
        var moves: [ItemMove] = []
        for move in update.itemMoves {
            let (from, to) = (move.from, move.to)
            guard from.section < oldS else { throw fail(.moveItemFromMissingSection(from, sectionsBefore: oldS)) }
            guard from.item < oldCounts[from.section] else { throw fail(.moveItemFromOutOfRange(from, itemsBefore: oldCounts[from.section])) }
            if sectionDeletes.contains(from.section) { throw fail(.moveFromDeletedSection(from.section)) }
            if itemDeletes.contains(from) { throw fail(.deleteAndMoveSamePath(from)) }
            guard to.section < newS else { throw fail(.moveItemToMissingSection(from: from, to: to, sectionsAfter: newS)) }
            guard to.item < newCounts[to.section] else { throw fail(.moveItemToOutOfRange(from: from, to: to, itemsAfter: newCounts[to.section])) }
            if sectionInserts.contains(to.section) { throw fail(.moveIntoInsertedSection(to.section)) }
            if itemInserts.contains(to) { throw fail(.insertAndMoveSamePath(to)) }
            if let earlier = movedFromTo[from] {
                if earlier == to { continue }
                throw fail(.itemMovedTwice(from, first: earlier, second: to))
            }
            if let other = movedToFrom[to] { throw fail(.itemsMovedToSame(first: other, second: from, to: to)) }
            movedFromTo[from] = to
            movedToFrom[to] = from
            moves.append(move)
        }
        var insertedPerSection = [Int](repeating: 0, count: newS)
        for path in itemInserts.sorted() {
            guard path.section < newS else { throw fail(.insertItemSectionOutOfRange(item: path.item, section: path.section, sectionsAfter: newS)) }
            if sectionInserts.contains(path.section) { continue }
            guard path.item < newCounts[path.section] else {
                throw fail(.insertItemOutOfRange(item: path.item, section: path.section, itemsAfter: newCounts[path.section]))
            }
            newSource[newStarts[path.section] + path.item] = -2
            insertedPerSection[path.section] += 1
        }

        // 4. Counts: sections first, then every kept section's items.
        guard newS == oldS + sectionInserts.count - sectionDeletes.count else {
            throw fail(.invalidSectionCount(after: newS, before: oldS, inserted: sectionInserts.count, deleted: sectionDeletes.count))
        }
        var sectionMap = [Int](repeating: -1, count: oldS)
        var sectionSource = [Int](repeating: -1, count: newS)
        for (from, to) in sectionMoveTo { sectionMap[from] = to; sectionSource[to] = from }
        var freeSlot = 0
        for old in 0 ..< oldS where !sectionDeletes.contains(old) && sectionMoveTo[old] == nil {
            while sectionInserts.contains(freeSlot) || sectionMoveFrom[freeSlot] != nil { freeSlot += 1 }
            sectionMap[old] = freeSlot
            sectionSource[freeSlot] = old
            freeSlot += 1
        }
        var movedIn = [Int](repeating: 0, count: newS), movedOut = [Int](repeating: 0, count: oldS)
        for move in moves {
            leavesOld[oldStarts[move.from.section] + move.from.item] = true
            newSource[newStarts[move.to.section] + move.to.item] = Int32(oldStarts[move.from.section] + move.from.item)
            if sectionMap[move.from.section] != move.to.section {
                movedOut[move.from.section] += 1
                movedIn[move.to.section] += 1
            }
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
            sectionMap: sectionMap, sectionSource: sectionSource, oldStarts: oldStarts, newStarts: newStarts,
            leavesOld: leavesOld, newSource: newSource)
    }

    /// `index` moved right past every value in `inserts` at or before it (ascending walk).
    private func shiftedUp(_ index: Int, by inserts: [Int]) -> Int {
        var result = index
        for insert in inserts.sorted() where insert <= result { result += 1 }
        return result
    }

    static func starts(_ counts: [Int]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        return starts
    }
}
