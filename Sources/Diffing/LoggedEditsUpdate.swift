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
        var seen = Set<ItemID>(minimumCapacity: edits.items.count)
        for item in edits.items where seen.insert(item).inserted {
            let oldPath = old.indexOfItem(item).map { old.path(ofGlobalIndex: $0) }
            let newPath = new.indexOfItem(item).map { new.path(ofGlobalIndex: $0) }
            // A path inside a deleted (old) or inserted (new) section goes or comes with it.
            let from = oldPath.flatMap { oldGone[$0.section] ? nil : $0 }
            let to = newPath.flatMap { newFresh[$0.section] ? nil : $0 }
            switch (from, to) {
            case let (from?, to?): update.itemMoves.append(ItemMove(from: from, to: to))
            case let (from?, nil): update.itemDeletes.append(from)
            case let (nil, to?): update.itemInserts.append(to)
            case (nil, nil): break
            }
        }
        update.itemDeletes.sort()
        update.itemInserts.sort()
        update.itemMoves.sort { $0.from < $1.from }
        ReloadPass.apply(to: &update, old: old, new: new, options: options) { _ in -1 }
        return update
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
