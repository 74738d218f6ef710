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

/// UIKit's batch-update validation (uikit-semantics.md §4.2), in named steps: reloads become
/// delete + insert (``ReloadDecomposition``), section changes are checked (``SectionChanges``),
/// item changes are checked on flat per-position arrays (``ItemChanges``), then the section count
/// and every kept section's item count must add up (reloads count as neither, as UIKit prints them:
/// a reload's delete and insert always land in the same section, so they balance).
///
/// Every index is compared as UIKit's unsigned `NSUInteger`: a negative one is past any end, so bad
/// input meets the range check UIKit would give it, and nothing here traps.
/// - Complexity: O(n + c log c) for n items and c changes.
struct BatchValidator {
    let oldCounts: [Int]
    let newCounts: [Int]
    let wording: ViewWording
    let generation: MessageGeneration

    func fail(_ reason: InconsistencyError.Reason) -> InconsistencyError {
        InconsistencyError(reason, wording: wording, generation: generation)
    }

    /// Validates `update`. `sparse`: keep per-position state in dictionaries, for an update that
    /// touches few of many items and whose result the caller does not derive (the returned batch's
    /// per-position arrays are then empty); the checks and messages are the same.
    func validate(_ update: BatchUpdate, sparse: Bool = false) throws(InconsistencyError) -> ValidatedBatch {
        sparse
            ? try validate(update, storing: ItemChanges<SparseFlatPositions<UInt8>, SparseFlatPositions<Int32>>.self)
            : try validate(update, storing: ItemChanges<DenseFlatPositions<UInt8>, DenseFlatPositions<Int32>>.self)
    }

    private func validate<Old, New>(
        _ update: BatchUpdate, storing _: ItemChanges<Old, New>.Type
    ) throws(InconsistencyError) -> ValidatedBatch {
        var reloads = try ReloadDecomposition(sectionsOf: update, validator: self)
        let sections = try SectionChanges(update, reloads: reloads, validator: self)
        let countsAddUp = newCounts.count == oldCounts.count + Set(update.sectionInserts).count - Set(update.sectionDeletes).count
        // Placed once: item reloads land by it, and the count check pairs old and new sections by it.
        let placement = countsAddUp ? sections.placement(oldSections: oldCounts.count, newSections: newCounts.count) : nil
        try reloads.addItems(of: update, sectionMap: placement?.map, sections: sections, validator: self)
        // iOS 15+ checks the counts before the ranges of reloads; the classic validator, with the deletes.
        let items = try ItemChanges<Old, New>(
            update, reloads: reloads, sections: sections, validator: self, deferReloadRanges: generation == .iOS15)
        let sectionSource = try checkCounts(update, reloads: reloads, placement: placement, items: items)
        if let deferred = items.deferredReloadError { throw deferred }
        return ValidatedBatch(
            sectionSource: sectionSource, oldStarts: items.oldStarts, newStarts: items.newStarts,
            leavesOld: items.oldState.denseValues.map { $0 != ItemChanges<Old, New>.stays }, newSource: items.newSource.denseValues)
    }

    /// Step 4: the section count, then every kept section's items: `after == before + inserted −
    /// deleted + moved in − moved out`. Returns, per new section, the old section it came from.
    private func checkCounts<Old, New>(
        _ update: BatchUpdate, reloads: ReloadDecomposition, placement: (map: [Int], source: [Int])?, items: ItemChanges<Old, New>
    ) throws(InconsistencyError) -> [Int] {
        let oldS = oldCounts.count, newS = newCounts.count
        let inserted = Set(update.sectionInserts).count, deleted = Set(update.sectionDeletes).count
        guard newS == oldS + inserted - deleted, let (sectionMap, sectionSource) = placement else {
            throw fail(.invalidSectionCount(after: newS, before: oldS, inserted: inserted, deleted: deleted))
        }
        var movedIn = [Int](repeating: 0, count: newS), movedOut = [Int](repeating: 0, count: oldS)
        for move in items.moves where sectionMap[move.from.section] != move.to.section {
            movedOut[move.from.section] += 1
            movedIn[move.to.section] += 1
        }
        for old in 0 ..< oldS {
            let new = sectionMap[old]
            guard new >= 0 else { continue }
            let before = oldCounts[old], deleted = items.deletedPerSection[old], inserted = items.insertedPerSection[new]
            if deleted > before { throw fail(.deleteMoreItemsThanExist(section: new)) }
            let after = newCounts[new], expected = before + inserted - deleted + movedIn[new] - movedOut[old]
            guard after == expected else {
                // As observed on iOS 15+: a section left with fewer items than the updates account for
                // gets the summary; one with more, the count message (Diffing.docc/DiffingAndTheHeadlessView.md, "Bad input and the two generations…").
                if generation == .iOS15 && after < expected {
                    throw fail(.invalidBatchUpdates(before: oldCounts, after: newCounts, updates: reloads.folded(into: update)))
                }
                throw fail(.invalidItemCount(
                    section: new, after: after, before: before, inserted: inserted, deleted: deleted,
                    movedIn: movedIn[new], movedOut: movedOut[old]))
            }
        }
        return sectionSource
    }

    /// `index < count` as UIKit compares them: unsigned, so a negative index is never in range.
    @inline(__always)
    static func isIndex(_ index: Int, below count: Int) -> Bool { UInt(bitPattern: index) < UInt(bitPattern: count) }

    /// The order UIKit walks indexes in: unsigned ascending.
    @inline(__always)
    static func unsignedLess(_ a: Int, _ b: Int) -> Bool { UInt(bitPattern: a) < UInt(bitPattern: b) }

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

extension BatchValidator {
    /// Path order as UIKit walks it: section, then item, both unsigned.
    static func unsignedLess(_ a: ItemPath, _ b: ItemPath) -> Bool {
        a.section != b.section ? unsignedLess(a.section, b.section) : unsignedLess(a.item, b.item)
    }
}
