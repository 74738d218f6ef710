import Diffing

/// Step 2 of UIKit's validation: section deletes against the count before the update, moves on both
/// sides (an exact duplicate dropped, a partial one refused), inserts against the count after it.
struct SectionChanges {
    /// Deleted sections (explicit and from reloads), as old indexes.
    var deleted: Set<Int>
    /// Inserted sections (explicit and from reloads), as new indexes.
    var inserted: Set<Int>
    /// Per old section, where a move takes it (-1: not moved); per new section, where from.
    var moveTo: [Int]
    var moveFrom: [Int]

    init(_ update: BatchUpdate, reloads: ReloadDecomposition, validator v: BatchValidator) throws(InconsistencyError) {
        let oldS = v.oldCounts.count, newS = v.newCounts.count
        deleted = Set(update.sectionDeletes).union(reloads.sectionDeletes)
        inserted = Set(update.sectionInserts).union(reloads.sectionInserts)
        for section in deleted.sorted(by: BatchValidator.unsignedLess) where !BatchValidator.isIndex(section, below: oldS) {
            throw v.fail(.deleteSectionOutOfRange(section: section, sectionsBefore: oldS))
        }
        moveTo = [Int](repeating: -1, count: oldS)
        moveFrom = [Int](repeating: -1, count: newS)
        for move in update.sectionMoves {
            guard BatchValidator.isIndex(move.from, below: oldS) else { throw v.fail(.moveSectionFromOutOfRange(section: move.from, sectionsBefore: oldS)) }
            if deleted.contains(move.from) { throw v.fail(.deleteAndMoveSameSection(move.from)) }
            guard BatchValidator.isIndex(move.to, below: newS) else {
                throw v.fail(.moveSectionToOutOfRange(from: move.from, to: move.to, sectionsAfter: newS))
            }
            if inserted.contains(move.to) { throw v.fail(.insertAndMoveSameSection(move.to)) }
            if moveTo[move.from] >= 0 {
                if moveTo[move.from] == move.to { continue }  // an exact duplicate is dropped
                throw v.fail(.sectionMovedTwice(section: move.from, first: moveTo[move.from], second: move.to))
            }
            if moveFrom[move.to] >= 0 { throw v.fail(.sectionsMovedToSame(first: moveFrom[move.to], second: move.from, to: move.to)) }
            moveTo[move.from] = move.to
            moveFrom[move.to] = move.from
        }
        for section in inserted.sorted(by: BatchValidator.unsignedLess) where !BatchValidator.isIndex(section, below: newS) {
            throw v.fail(.insertSectionOutOfRange(section: section, sectionsAfter: newS))
        }
    }

    /// Where every old section goes (-1: deleted) and, per new section, where it comes from (-1:
    /// inserted): moved sections where they were moved, the rest in order into the free slots.
    /// Meaningful once the section count adds up.
    func placement(oldSections oldS: Int, newSections newS: Int) -> (map: [Int], source: [Int]) {
        var map = moveTo, source = moveFrom
        var freeSlot = 0
        for old in 0 ..< oldS where !deleted.contains(old) && moveTo[old] < 0 {
            while freeSlot < newS && (inserted.contains(freeSlot) || moveFrom[freeSlot] >= 0) { freeSlot += 1 }
            guard freeSlot < newS else { break }
            map[old] = freeSlot
            source[freeSlot] = old
            freeSlot += 1
        }
        return (map, source)
    }
}
