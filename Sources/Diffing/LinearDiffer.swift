import DiffableSnapshots

/// Our differ: Heckel-style identity matching (Heckel 1978, "A technique for isolating differences
/// between files") on both levels, then the minimum number of moves by a longest increasing
/// subsequence per kept section.
///
/// The old snapshot's identifier index is already built (every `DiffableSnapshot` keeps one), so
/// matching costs one hash lookup per new item and nothing per old item: one pass over the new
/// items resolves inserts, cross-section moves and candidates for in-section moves; one pass over an
/// old-item bitmap yields the deletes; one LIS per kept section picks the items that stay.
///
/// Guarantees: the update is valid for UIKit's validator and takes `old` to `new`; the number of item
/// moves is the minimum (`cross-section moves + Σ (kept − LIS(kept))` per section), and likewise
/// for section moves.
/// Does not guarantee: a particular choice among several minimum move sets, or animation-friendly
/// ordering (no staging: this is one batch, as UIKit's diffable data source applies it).
///
/// - Complexity: O(N + M) hashing-free work plus M hash lookups, plus O(K log L) for the LIS of K
///   kept items (O(K) when nothing moved). Transient memory: 4 bytes per new item and 1 per old item,
///   plus the LIS scratch of the largest section.
public struct LinearDiffer: Differ {
    /// Creates the differ.
    public init() {}

    /// `linear`.
    public var name: String { "linear" }

    /// The update from `old` to `new`.
    public func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>,
        options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        var update = BatchUpdate()
        let sections = SectionMatching(old: old, new: new)
        sections.apply(to: &update)

        let newItems = new.itemIdentifiers
        var oldOffsetOfNew = [Int32](repeating: -1, count: newItems.count)
        var oldMatched = [Bool](repeating: false, count: old.numberOfItems)

        // Pass 1 over the new items: match, insert, cross-section move.
        for newSection in 0 ..< new.numberOfSections {
            let range = new.globalRange(ofSectionAt: newSection)
            let keptFrom = sections.newToOld[newSection]
            for offset in range {
                guard let oldOffset = old.indexOfItem(newItems[offset]) else {
                    if keptFrom >= 0 { update.itemInserts.append(ItemPath(section: newSection, item: offset - range.lowerBound)) }
                    continue
                }
                oldMatched[oldOffset] = true
                oldOffsetOfNew[offset] = Int32(oldOffset)
                let oldSection = old.sectionIndex(ofGlobalIndex: oldOffset)
                let newPath = ItemPath(section: newSection, item: offset - range.lowerBound)
                if keptFrom < 0 {
                    // UIKit: "cannot move an item into a newly inserted section": delete it from the old one.
                    if sections.oldKept[oldSection] { update.itemDeletes.append(old.path(ofGlobalIndex: oldOffset)) }
                } else if !sections.oldKept[oldSection] {
                    // UIKit: "cannot move an item from a deleted section": insert it afresh.
                    update.itemInserts.append(newPath)
                } else if oldSection != keptFrom {
                    update.itemMoves.append(ItemMove(from: old.path(ofGlobalIndex: oldOffset), to: newPath))
                }
            }
        }

        // Pass 2 over the old items: what was not matched is deleted (with its section, if that went).
        for oldSection in 0 ..< old.numberOfSections where sections.oldKept[oldSection] {
            let range = old.globalRange(ofSectionAt: oldSection)
            for offset in range where !oldMatched[offset] {
                update.itemDeletes.append(ItemPath(section: oldSection, item: offset - range.lowerBound))
            }
        }

        // Pass 3 per kept section: items that stayed in it move only if off the longest increasing run.
        var run: [Int32] = []
        var runNew: [Int] = []
        for newSection in 0 ..< new.numberOfSections {
            let keptFrom = sections.newToOld[newSection]
            guard keptFrom >= 0 else { continue }
            let range = new.globalRange(ofSectionAt: newSection)
            let oldStart = old.globalRange(ofSectionAt: keptFrom).lowerBound
            run.removeAll(keepingCapacity: true)
            runNew.removeAll(keepingCapacity: true)
            for offset in range {
                let oldOffset = Int(oldOffsetOfNew[offset])
                if oldOffset >= 0 && old.sectionIndex(ofGlobalIndex: oldOffset) == keptFrom {
                    run.append(Int32(oldOffset - oldStart))
                    runNew.append(offset - range.lowerBound)
                }
            }
            let stays = LongestIncreasingSubsequence.membership(run)
            for i in run.indices where !stays[i] {
                update.itemMoves.append(ItemMove(
                    from: ItemPath(section: keptFrom, item: Int(run[i])), to: ItemPath(section: newSection, item: runNew[i])))
            }
        }

        ReloadPass.apply(to: &update, old: old, new: new, options: options) { Int(oldOffsetOfNew[$0]) }
        return update
    }
}
