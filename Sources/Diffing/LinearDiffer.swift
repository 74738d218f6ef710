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
    @_specialize(where SectionID == Int, ItemID == Int)
    @_specialize(where SectionID == Int, ItemID == String)
    @_specialize(where SectionID == String, ItemID == String)
    public func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>,
        options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        var update = BatchUpdate()
        let sections = SectionMatching(old: old, new: new)
        sections.apply(to: &update)

        let newItems = new.itemIdentifiers
        // Old offsets of new items are kept only when content comparison needs them.
        var oldOffsetOfNew: [Int32] = options.contentChanged == nil ? [] : [Int32](repeating: -1, count: newItems.count)
        var oldMatched = [Bool](repeating: false, count: old.numberOfItems)
        update.itemMoves.reserveCapacity(newItems.count / 8)
        var run: [Int32] = []       // old positions of items that stayed in their section, in new order
        var runNew: [Int32] = []    // their new positions

        // One pass over the new items, section by section: match each through the old snapshot's
        // index, settle inserts and cross-section moves, and collect the section's run for the LIS.
        for newSection in 0 ..< new.numberOfSections {
            let range = new._globalRange(ofSectionAt: newSection)
            let keptFrom = sections.newToOld[newSection]
            // An old offset inside the kept section's own old range needs no section lookup: that is
            // most items, and it saves a random read per item.
            let oldRange = keptFrom >= 0 ? old._globalRange(ofSectionAt: keptFrom) : 0 ..< 0
            let oldStart = oldRange.lowerBound
            run.removeAll(keepingCapacity: true)
            runNew.removeAll(keepingCapacity: true)
            run.reserveCapacity(range.count)
            runNew.reserveCapacity(range.count)
            for offset in range {
                let position = offset - range.lowerBound
                guard let oldOffset = old.indexOfItem(newItems[offset]) else {
                    if keptFrom >= 0 { update.itemInserts.append(ItemPath(section: newSection, item: position)) }
                    continue
                }
                oldMatched[oldOffset] = true
                if !oldOffsetOfNew.isEmpty { oldOffsetOfNew[offset] = Int32(oldOffset) }
                if oldRange.contains(oldOffset) {
                    run.append(Int32(oldOffset - oldStart))
                    runNew.append(Int32(position))
                    continue
                }
                let oldSection = old._sectionIndex(ofGlobalIndex: oldOffset)
                if keptFrom < 0 {
                    // UIKit: "cannot move an item into a newly inserted section": delete it from the old one.
                    if sections.oldKept[oldSection] { update.itemDeletes.append(old.path(ofGlobalIndex: oldOffset)) }
                } else if !sections.oldKept[oldSection] {
                    // UIKit: "cannot move an item from a deleted section": insert it afresh.
                    update.itemInserts.append(ItemPath(section: newSection, item: position))
                } else {
                    update.itemMoves.append(ItemMove(from: old.path(ofGlobalIndex: oldOffset), to: ItemPath(section: newSection, item: position)))
                }
            }
            // Items that stayed in the section move only if off its longest increasing run.
            let stays = LongestIncreasingSubsequence.membership(run)
            for i in run.indices where !stays[i] {
                update.itemMoves.append(ItemMove(
                    from: ItemPath(section: keptFrom, item: Int(run[i])), to: ItemPath(section: newSection, item: Int(runNew[i]))))
            }
        }

        // What was not matched is deleted (with its section, if that went).
        for oldSection in 0 ..< old.numberOfSections where sections.oldKept[oldSection] {
            let range = old._globalRange(ofSectionAt: oldSection)
            for offset in range where !oldMatched[offset] {
                update.itemDeletes.append(ItemPath(section: oldSection, item: offset - range.lowerBound))
            }
        }

        ReloadPass.apply(to: &update, old: old, new: new, options: options) { Int(oldOffsetOfNew[$0]) }
        return update
    }
}
