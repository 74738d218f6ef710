import DiffableSnapshots

/// The section level of a two-level diff: which sections are kept, deleted, inserted and moved.
/// Shared by the differs whose item level differs (ours and the peer adapters).
struct SectionMatching {
    /// Per new section: its index in the old snapshot, or -1 when inserted.
    var newToOld: [Int]
    /// Per old section: whether it survives into the new snapshot.
    var oldKept: [Bool]
    var deletes: [Int] = []
    var inserts: [Int] = []
    var moves: [SectionMove] = []

    /// Matches sections by identifier: O(S) hashes; moves are the complement of a longest increasing
    /// run of old indexes in new order, so they are minimal.
    init<SectionID, ItemID>(old: DiffableSnapshot<SectionID, ItemID>, new: DiffableSnapshot<SectionID, ItemID>) {
        newToOld = new.sectionIdentifiers.map { old.indexOfSection($0) ?? -1 }
        oldKept = [Bool](repeating: false, count: old.numberOfSections)
        var commonNew: [Int] = []
        var commonOld: [Int32] = []
        for (newIndex, oldIndex) in newToOld.enumerated() {
            if oldIndex < 0 { inserts.append(newIndex); continue }
            oldKept[oldIndex] = true
            commonNew.append(newIndex)
            commonOld.append(Int32(oldIndex))
        }
        deletes = oldKept.indices.filter { !oldKept[$0] }
        let stays = LongestIncreasingSubsequence.membership(commonOld)
        for i in commonOld.indices where !stays[i] {
            moves.append(SectionMove(from: Int(commonOld[i]), to: commonNew[i]))
        }
    }

    func apply(to update: inout BatchUpdate) {
        update.sectionDeletes = deletes
        update.sectionInserts = inserts
        update.sectionMoves = moves
    }
}

extension DiffableSnapshot {
    /// The section/item path of the item at global flat `offset`. - Complexity: O(1).
    @inlinable
    func path(ofGlobalIndex offset: Int) -> ItemPath {
        let section = uncheckedSectionIndex(ofGlobalIndex: offset)
        return ItemPath(section: section, item: offset - uncheckedGlobalRange(ofSectionAt: section).lowerBound)
    }
}

/// The reload/reconfigure pass shared by all differs: marks from the new snapshot (dropped for items
/// and sections no longer present, as UIKit drops them), plus content changes when asked.
enum ReloadPass {
    /// - Parameter oldOffsetOfNew: per new flat offset, the old flat offset of the same item or -1;
    ///   needed only when `options.contentChanged` is set.
    static func apply<SectionID, ItemID>(
        to update: inout BatchUpdate, old: DiffableSnapshot<SectionID, ItemID>, new: DiffableSnapshot<SectionID, ItemID>,
        options: DiffOptions<ItemID>, oldOffsetOfNew: (Int) -> Int
    ) {
        update.sectionReloads = new.reloadedSectionIdentifiers.compactMap { new.indexOfSection($0) }
        var reload: Set<Int> = Set(new.reloadedItemIdentifiers.compactMap { new.indexOfItem($0) })
        var reconfigure: Set<Int> = Set(new.reconfiguredItemIdentifiers.compactMap { new.indexOfItem($0) })
        if let changed = options.contentChanged {
            let newItems = new.itemIdentifiers
            let oldItems = old.itemIdentifiers
            for offset in newItems.indices {
                let oldOffset = oldOffsetOfNew(offset)
                guard oldOffset >= 0, changed(oldItems[oldOffset], newItems[offset]) else { continue }
                switch options.contentChangeAction {
                case .reload: reload.insert(offset)
                case .reconfigure: reconfigure.insert(offset)
                }
            }
        }
        reconfigure.subtract(reload)  // a reload already replaces the cell
        update.itemReloads = reload.sorted().map { new.path(ofGlobalIndex: $0) }
        update.itemReconfigures = reconfigure.sorted().map { new.path(ofGlobalIndex: $0) }
    }
}
