import DiffableSnapshots

/// The update from a snapshot to one that descends from it (``DiffableSnapshot/descends(from:)``),
/// read from the new snapshot's edit log instead of diffed: O(c) hash lookups and O(c log c)
/// sorting for the c identifiers the edits touched, nothing per untouched item.
///
/// Why the touched identifiers suffice: an item no edit touched stays in its section and keeps its
/// order relative to the other untouched items (an insert or delete does not reorder the rest, a
/// move moves one item, a section move carries its items), so UIKit's placement of stationary items
/// puts it where the new snapshot has it. Each touched identifier is then looked up in both
/// snapshots: present only before, a delete; only after, an insert; in both, an explicit move (a
/// move to where it already was is valid and cheaper to emit than to rule out). A section deleted at
/// some point and present again is deleted and inserted; deleting or inserting it carries its items,
/// and as UIKit refuses moves out of deleted or into inserted sections, such an item is a delete
/// and/or an insert instead. Reloads and reconfigures come from the new snapshot's marks, as in
/// every differ (``ReloadPass``).
///
/// Guarantees: the update is valid for UIKit's validator and takes `old` to `new`, as a full diff's.
/// Does not guarantee: the fewest moves (an item moved away and back is reported as moved), or the
/// same update as ``LinearDiffer`` for the same pair.
enum LoggedEditsUpdate {
    /// The update, or nil when `new` does not descend from `old` (the caller diffs in full).
    static func update<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>, options: DiffOptions<ItemID>
    ) -> BatchUpdate? {
        // Content comparison looks at every kept item: nothing to save.
        guard options.contentChanged == nil, let edits = new.edits(since: old) else { return nil }
        var update = BatchUpdate()
        let (oldGone, newFresh) = sectionChanges(from: old, to: new, sections: edits.sections, deleted: edits.deletedSections, into: &update)
        // A large log is looked up on the idle helpers too: the lookups are most of the work.
        let splitter = edits.items.count >= minimumTouchedToSplit ? options.splitter : nil
        itemChanges(from: old, to: new, touched: edits.items, oldGone: oldGone, newFresh: newFresh, splitter: splitter, into: &update)
        ReloadPass.apply(to: &update, old: old, new: new, options: options) { _ in -1 }
        return update
    }

    /// Item deletes, inserts and moves from the touched identifiers (repeats allowed).
    ///
    /// Each identifier is hashed once and looked up in both snapshots a batch at a time (the cache
    /// misses of a large snapshot overlap), and repeats are dropped by sorting flat offsets rather than by
    /// hashing into a set: an identifier has one offset in each snapshot, so its repeats give the
    /// same offsets, and an identifier in neither snapshot (inserted, then deleted) gives nothing.
    /// Sorted flat offsets are sorted index paths, as sections are consecutive ranges.
    private static func itemChanges<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>, touched: [ItemID],
        oldGone: [Bool], newFresh: [Bool], splitter: DiffSplitter?, into update: inout BatchUpdate
    ) {
        let count = touched.count
        var oldOffsets = [Int32](repeating: -1, count: count)
        var newOffsets = [Int32](repeating: -1, count: count)
        lookUp(touched, in: old, into: &oldOffsets, and: new, into: &newOffsets, splitter: splitter)
        // Deleted and inserted offsets as bitmaps: setting a bit drops repeats, and reading the words
        // in order gives sorted offsets, in O(c + n / 64) instead of a sort's O(c log c) (a sort of
        // 100,000 offsets took ~5 ms, the bitmaps of a million items are 125 KB each).
        var deleted = OffsetBitmap(count: old.numberOfItems), inserted = OffsetBitmap(count: new.numberOfItems)
        // A move packs its old offset above its new one, so sorting orders moves by their source.
        var moves: [UInt64] = []
        for i in 0 ..< count {
            // A position inside a deleted (old) or inserted (new) section goes or comes with it.
            var from = Int(oldOffsets[i]), to = Int(newOffsets[i])
            if from >= 0 && oldGone[old.uncheckedSectionIndex(ofGlobalIndex: from)] { from = -1 }
            if to >= 0 && newFresh[new.uncheckedSectionIndex(ofGlobalIndex: to)] { to = -1 }
            switch (from >= 0, to >= 0) {
            case (true, true): moves.append(UInt64(from) << 32 | UInt64(to))
            case (true, false): deleted.insert(from)
            case (false, true): inserted.insert(to)
            case (false, false): break
            }
        }
        moves.sort()
        update.itemDeletes = deleted.paths(in: old)
        update.itemInserts = inserted.paths(in: new)
        update.itemMoves.reserveCapacity(moves.count)
        var previous: UInt64?
        for move in moves where move != previous {
            previous = move
            let from = old.path(ofGlobalIndex: Int(move >> 32)), to = new.path(ofGlobalIndex: Int(move & 0xFFFF_FFFF))
            update.itemMoves.append(ItemMove(from: from, to: to))
        }
    }

    /// The fewest touched identifiers whose lookups are split across helpers.
    static var minimumTouchedToSplit: Int { 16_384 }

    /// The flat offsets of `touched` in `old` and in `new` (-1 where absent). Each identifier is
    /// hashed once for both lookups (both indexes keep the same fragment of an identifier); with a
    /// splitter, each thread takes a contiguous share and writes only its own range. Lookups that
    /// find the fast hash collided on purpose are done again, on one thread, in copies of the
    /// snapshots whose indexes use the keyed standard hash.
    private static func lookUp<SectionID, ItemID>(
        _ touched: [ItemID], in old: DiffableSnapshot<SectionID, ItemID>, into oldOffsets: inout [Int32],
        and new: DiffableSnapshot<SectionID, ItemID>, into newOffsets: inout [Int32], splitter: DiffSplitter?
    ) {
        if lookUpOnce(touched, in: old, into: &oldOffsets, and: new, into: &newOffsets, splitter: splitter) { return }
        let completed = lookUpOnce(
            touched, in: old.withItemsHashedByStandardHash(), into: &oldOffsets, and: new.withItemsHashedByStandardHash(), into: &newOffsets,
            splitter: nil)
        precondition(completed, "lookups in an index hashed by the standard hash are not budgeted")
    }

    /// One try of `lookUp`: false when a part's lookups went over their probe budget.
    private static func lookUpOnce<SectionID, ItemID>(
        _ touched: [ItemID], in old: DiffableSnapshot<SectionID, ItemID>, into oldOffsets: inout [Int32],
        and new: DiffableSnapshot<SectionID, ItemID>, into newOffsets: inout [Int32], splitter: DiffSplitter?
    ) -> Bool {
        let count = touched.count
        let parts = splitter?.width ?? 1
        var fragments = [UInt32](repeating: 0, count: count)
        var completed = [Bool](repeating: true, count: parts)
        touched.withUnsafeBufferPointer { touched in
            fragments.withUnsafeMutableBufferPointer { fragments in
                oldOffsets.withUnsafeMutableBufferPointer { oldOffsets in
                    newOffsets.withUnsafeMutableBufferPointer { newOffsets in
                        completed.withUnsafeMutableBufferPointer { completed in
                            let buffers = UncheckedBox((touched, fragments, oldOffsets, newOffsets, completed))
                            let part = { (index: Int) in
                                let (touched, fragments, oldOffsets, newOffsets, completed) = buffers.value
                                let range = (count * index / parts) ..< (count * (index + 1) / parts)
                                let items = UnsafeBufferPointer(rebasing: touched[range])
                                let hashes = UnsafeMutableBufferPointer(rebasing: fragments[range])
                                let standard = old.hashFragments(ofItems: items, into: hashes)
                                let known = UnsafeBufferPointer(hashes)
                                completed[index] =
                                    old.indexesOfItems(items, hashFragments: known, standard: standard, into: UnsafeMutableBufferPointer(rebasing: oldOffsets[range]))
                                    && new.indexesOfItems(items, hashFragments: known, standard: standard, into: UnsafeMutableBufferPointer(rebasing: newOffsets[range]))
                            }
                            if let splitter, parts > 1 { splitter.perform(part) } else { part(0) }
                        }
                    }
                }
            }
        }
        return !completed.contains(false)
    }

    /// Section deletes, inserts and moves from the touched sections; returns, per old section,
    /// whether it is deleted and, per new section, whether it is inserted.
    private static func sectionChanges<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>,
        sections: [SectionID], deleted: [SectionID], into update: inout BatchUpdate
    ) -> (oldGone: [Bool], newFresh: [Bool]) {
        var oldGone = [Bool](repeating: false, count: old.numberOfSections)
        var newFresh = [Bool](repeating: false, count: new.numberOfSections)
        let deletedOnce = Set(deleted)
        var seen = Set<SectionID>()
        for section in deleted + sections where seen.insert(section).inserted {
            let from = old.indexOfSection(section), to = new.indexOfSection(section)
            if let from, to == nil || deletedOnce.contains(section) {
                update.sectionDeletes.append(from)
                oldGone[from] = true
            }
            if let to, from == nil || deletedOnce.contains(section) {
                update.sectionInserts.append(to)
                newFresh[to] = true
            }
            if let from, let to, !deletedOnce.contains(section) { update.sectionMoves.append(SectionMove(from: from, to: to)) }
        }
        update.sectionDeletes.sort()
        update.sectionInserts.sort()
        update.sectionMoves.sort { $0.from < $1.from }
        return (oldGone, newFresh)
    }
}

/// A set of flat offsets below `count`, one bit each, read back in ascending order.
struct OffsetBitmap {
    private var words: [UInt64]

    init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) / 64) }

    mutating func insert(_ offset: Int) { words[offset &>> 6] |= 1 &<< UInt64(offset & 63) }

    /// The index paths of the offsets in `snapshot`, ascending. - Complexity: O(k + count / 64).
    func paths<SectionID, ItemID>(in snapshot: DiffableSnapshot<SectionID, ItemID>) -> [ItemPath] {
        var paths: [ItemPath] = []
        for (index, word) in words.enumerated() where word != 0 {
            var rest = word
            while rest != 0 {
                paths.append(snapshot.path(ofGlobalIndex: index &<< 6 | rest.trailingZeroBitCount))
                rest &= rest &- 1
            }
        }
        return paths
    }
}
