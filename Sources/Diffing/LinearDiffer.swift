import DiffableSnapshots
#if canImport(FoundationEssentials)
import struct FoundationEssentials.UUID
#else
import struct Foundation.UUID
#endif

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
/// When `new` descends from `old` (a snapshot taken from a data source, edited and applied), the
/// update is read from `new`'s edit log instead (`LoggedEditsUpdate`): O(c log c) for c touched
/// identifiers, explicit moves as moves rather than the fewest.
///
/// - Complexity: O(N + M) hashing-free work plus M hash lookups, plus O(K log L) for the LIS of K
///   kept items (O(K) when nothing moved). Transient memory: 4 bytes per new item and 1 per old item,
///   plus the LIS scratch of the largest section.
public struct LinearDiffer: Differ {
    /// Creates the differ.
    public init() {}

    /// `linear`.
    public var name: String { "linear" }

    /// True: a snapshot that descends from the old one is read from its edit log.
    public var readsEditLogs: Bool { true }

    /// The update from `old` to `new`.
    @_specialize(where SectionID == Int, ItemID == Int)
    @_specialize(where SectionID == Int, ItemID == String)
    @_specialize(where SectionID == String, ItemID == String)
    @_specialize(where SectionID == Int, ItemID == UUID)
    @_specialize(where SectionID == String, ItemID == UUID)
    public func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>,
        options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        // A snapshot edited from `old` (taken from a data source showing it): read its log instead.
        if let logged = LoggedEditsUpdate.update(from: old, to: new, options: options) { return logged }
        var update = BatchUpdate()
        let sections = SectionMatching(old: old, new: new)
        sections.apply(to: &update)
        if let splitter = options.splitter, splitter.width > 1, new.numberOfItems >= max(1, options.minimumItemsToSplit) {
            return splitDiff(from: old, to: new, options: options, sections: sections, update: update, splitter: splitter)
        }

        let newItems = new.itemIdentifiers
        // Old offsets of new items are kept only when content comparison needs them.
        var oldOffsetOfNew: [Int32] = options.contentChanged == nil ? [] : [Int32](repeating: -1, count: newItems.count)
        var oldMatched = [Bool](repeating: false, count: old.numberOfItems)
        update.itemMoves.reserveCapacity(newItems.count / 8)
        var run: [Int32] = []       // old positions of items that stayed in their section, in new order
        var runNew: [Int32] = []    // their new positions
        var attacked = false        // a lookup found the fast hash collided on purpose

        // One pass over the new items, section by section: match each through the old snapshot's
        // index, settle inserts and cross-section moves, and collect the section's run for the LIS.
        newItems.withUnsafeBufferPointer { newItems in
            oldMatched.withUnsafeMutableBufferPointer { matched in
                oldOffsetOfNew.withUnsafeMutableBufferPointer { record in
                    for newSection in 0 ..< new.numberOfSections {
                        let range = new.uncheckedGlobalRange(ofSectionAt: newSection)
                        let place = ItemPlacement(newSection: newSection, sectionStart: range.lowerBound, old: old, sections: sections)
                        run.removeAll(keepingCapacity: true)
                        runNew.removeAll(keepingCapacity: true)
                        run.reserveCapacity(range.count)
                        runNew.reserveCapacity(range.count)
                        let matchedAll = Self.match(range, of: newItems, in: old, marking: matched, recording: record.isEmpty ? nil : record) { offset, oldOffset in
                            place.item(at: offset, from: oldOffset, into: &update, run: &run, runNew: &runNew)
                        }
                        if !matchedAll { attacked = true; break }
                        place.stayMoves(run: run, runNew: runNew, stays: LongestIncreasingSubsequence.membership(run)[...], into: &update)
                    }
                }
            }
        }

        // Identifiers crafted to collide under the fast hash: again, from an index that uses the
        // keyed standard hash (the work so far was bounded by the lookups' probe budget).
        if attacked { return diff(from: old.withItemsHashedByStandardHash(), to: new, options: options) }

        // What was not matched is deleted (with its section, if that went).
        oldMatched.withUnsafeBufferPointer { matched in
            Self.appendDeletes(old: old, sections: sections, offsets: 0 ..< old.numberOfItems, matched: matched, into: &update.itemDeletes)
        }

        ReloadPass.apply(to: &update, old: old, new: new, options: options) { Int(oldOffsetOfNew[$0]) }
        return update
    }
}

/// Where the items of one new section go: the per-item rules of the linear differ, shared by its
/// single-threaded and split forms so both produce the same update in the same order.
struct ItemPlacement<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    let newSection: Int
    let sectionStart: Int
    /// The old index of the section, or -1 when it is inserted.
    let keptFrom: Int
    /// The kept section's old flat range: an old offset inside it needs no section lookup.
    let oldRange: Range<Int>
    let old: DiffableSnapshot<SectionID, ItemID>
    let oldKept: [Bool]

    @inline(__always)
    init(newSection: Int, sectionStart: Int, old: DiffableSnapshot<SectionID, ItemID>, sections: SectionMatching) {
        self.newSection = newSection
        self.sectionStart = sectionStart
        keptFrom = sections.newToOld[newSection]
        oldRange = keptFrom >= 0 ? old.uncheckedGlobalRange(ofSectionAt: keptFrom) : 0 ..< 0
        self.old = old
        oldKept = sections.oldKept
    }

    /// Settles the new item at flat `offset`, found at `oldOffset` in the old snapshot (nil: new):
    /// an insert, a cross-section move, or a candidate for the section's run.
    @inline(__always)
    func item(at offset: Int, from oldOffset: Int?, into update: inout BatchUpdate, run: inout [Int32], runNew: inout [Int32]) {
        let position = offset - sectionStart
        guard let oldOffset else {
            if keptFrom >= 0 { update.itemInserts.append(ItemPath(section: newSection, item: position)) }
            return
        }
        if oldRange.contains(oldOffset) {
            run.append(Int32(oldOffset - oldRange.lowerBound))
            runNew.append(Int32(position))
            return
        }
        let oldSection = old.uncheckedSectionIndex(ofGlobalIndex: oldOffset)
        if keptFrom < 0 {
            // UIKit: "cannot move an item into a newly inserted section": delete it from the old one.
            if oldKept[oldSection] { update.itemDeletes.append(old.path(ofGlobalIndex: oldOffset)) }
        } else if !oldKept[oldSection] {
            // UIKit: "cannot move an item from a deleted section": insert it afresh.
            update.itemInserts.append(ItemPath(section: newSection, item: position))
        } else {
            update.itemMoves.append(ItemMove(from: old.path(ofGlobalIndex: oldOffset), to: ItemPath(section: newSection, item: position)))
        }
    }

    /// Items that stayed in the section move only if off its longest increasing run (`stays`).
    func stayMoves(run: [Int32], runNew: [Int32], stays: ArraySlice<Bool>, into update: inout BatchUpdate) {
        let base = stays.startIndex
        for i in run.indices where !stays[base + i] {
            update.itemMoves.append(ItemMove(
                from: ItemPath(section: keptFrom, item: Int(run[i])), to: ItemPath(section: newSection, item: Int(runNew[i]))))
        }
    }
}

extension LinearDiffer {
    /// Matches the new items at flat `offsets` through `old`'s index, a block at a time (batched
    /// lookups overlap their cache misses), marks each found old item in `matched`, records its old
    /// offset (-1 when new) in `record` when given, and hands each item to `settle` in order.
    /// Returns false, stopping early, when a block's lookups found the fast hash collided on purpose
    /// (``DiffableSnapshot/indexesOfItems(_:into:)``): the caller starts again from an index
    /// hashed by the standard keyed hash.
    @inline(__always)
    static func match<SectionID, ItemID>(
        _ offsets: Range<Int>, of newItems: UnsafeBufferPointer<ItemID>, in old: DiffableSnapshot<SectionID, ItemID>,
        marking matched: UnsafeMutableBufferPointer<Bool>, recording record: UnsafeMutableBufferPointer<Int32>?,
        _ settle: (_ offset: Int, _ oldOffset: Int?) -> Void
    ) -> Bool {
        let blockSize = 256  // 1 KiB of Int32: withUnsafeTemporaryAllocation keeps it on the stack (a larger block went to the heap once per section)
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: blockSize) { block in
            var start = offsets.lowerBound
            while start < offsets.upperBound {
                let end = min(start + blockSize, offsets.upperBound)
                guard old.indexesOfItems(UnsafeBufferPointer(rebasing: newItems[start ..< end]), into: block) else { return false }
                for offset in start ..< end {
                    let found = block[offset - start]
                    record?[offset] = found
                    if found >= 0 {
                        matched[Int(found)] = true
                        settle(offset, Int(found))
                    } else {
                        settle(offset, nil)
                    }
                }
                start = end
            }
            return true
        }
    }

    /// Appends, in old order, the deletes of old items at flat `offsets` that were not matched and
    /// whose section is kept (a deleted section takes its items with it).
    static func appendDeletes<SectionID, ItemID>(
        old: DiffableSnapshot<SectionID, ItemID>, sections: SectionMatching, offsets: Range<Int>,
        matched: UnsafeBufferPointer<Bool>, into deletes: inout [ItemPath]
    ) {
        guard !offsets.isEmpty else { return }
        var oldSection = old.uncheckedSectionIndex(ofGlobalIndex: offsets.lowerBound)
        var offset = offsets.lowerBound
        while offset < offsets.upperBound {
            let range = old.uncheckedGlobalRange(ofSectionAt: oldSection)
            let end = min(range.upperBound, offsets.upperBound)
            if sections.oldKept[oldSection] {
                for index in offset ..< end where !matched[index] {
                    deletes.append(ItemPath(section: oldSection, item: index - range.lowerBound))
                }
            }
            offset = end
            oldSection += 1
        }
    }
}

