import DiffableSnapshots
import Dispatch

/// The linear differ split across threads, for one large diff while other workers idle. The new
/// items are cut into one contiguous part per thread; each thread matches its part's items through
/// the old snapshot's index and settles them (inserts, cross-section moves, runs, and the whole
/// subsequence pass of every section that lies inside its part). Sections cut by a part boundary are
/// finished on the calling thread, which feeds their runs to a streaming longest-increasing-
/// subsequence builder — its own part's piece while the others are still matching — while the
/// helpers collect the deletes. Pieces are joined in the single-threaded order, so the update is
/// identical to the single-threaded differ's.
extension LinearDiffer {
    /// The relative cost of the subsequence pass per item against matching one item, used to give
    /// the calling thread a smaller part when it must also run a cut section's subsequence
    /// (measured: see DiffBenchCommand.docc/TheApplyPipeline.md, "One large diff on every core").
    static let subsequenceCostPerMatch = 0.15

    func splitDiff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>,
        options: DiffOptions<ItemID>, sections: SectionMatching, update initial: BatchUpdate, splitter: DiffSplitter
    ) -> BatchUpdate {
        let width = splitter.width
        let newCount = new.numberOfItems, oldCount = old.numberOfItems
        // Old offsets of new items are kept only when content comparison needs them.
        let oldOffsetOfNew = options.contentChanged == nil ? nil : UnsafeMutableBufferPointer<Int32>.allocate(capacity: newCount)
        let matched = UnsafeMutableBufferPointer<Bool>.allocate(capacity: max(1, oldCount))
        matched.initialize(repeating: false)
        defer { oldOffsetOfNew?.deallocate(); matched.deallocate() }

        let bounds = Self.partBounds(of: new, width: width)
        var parts = [SplitPart](repeating: SplitPart(), count: width)
        var deleteChunks = [[ItemPath]](repeating: [], count: width)
        var headBuilder: LongestIncreasingSubsequence.Builder?
        let partsDone = DispatchGroup()
        for _ in 0 ..< width { partsDone.enter() }
        let deleteBounds = Self.evenBounds(oldCount, parts: max(1, width - 1))
        let shared = UncheckedBox((oldOffsetOfNew, matched))
        parts.withUnsafeMutableBufferPointer { partsBuffer in
            deleteChunks.withUnsafeMutableBufferPointer { deletesBuffer in
                let out = UncheckedBox((partsBuffer, deletesBuffer))
                splitter.perform { index in
                    let (offsets, matched) = shared.value
                    let (partsBuffer, deletesBuffer) = out.value
                    partsBuffer[index] = Self.matchPart(
                        bounds[index] ..< bounds[index + 1], old: old, new: new, sections: sections,
                        oldOffsetOfNew: offsets, matched: matched)
                    partsDone.leave()
                    if index == 0 {
                        // While the others match, start the subsequence of the section cut at this
                        // part's end.
                        if let cut = partsBuffer[0].segments.last, cut.isCut {
                            let builder = LongestIncreasingSubsequence.Builder(capacity: new.uncheckedGlobalRange(ofSectionAt: cut.section).count)
                            cut.run.withUnsafeBufferPointer { _ = builder.add($0) }
                            headBuilder = builder
                        }
                    } else {
                        partsDone.wait()
                        let chunk = deleteBounds[index - 1] ..< deleteBounds[index]
                        Self.appendDeletes(old: old, sections: sections, offsets: chunk, matched: UnsafeBufferPointer(matched), into: &deletesBuffer[index])
                    }
                }
            }
        }

        // Identifiers crafted to collide under the fast hash: again, from an index that uses the
        // keyed standard hash (each part's work so far was bounded by its lookups' probe budget).
        if parts.contains(where: \.attacked) { return diff(from: old.withItemsHashedByStandardHash(), to: new, options: options) }
        var update = initial
        Self.join(parts, startedWith: headBuilder, old: old, sections: sections, into: &update)
        for chunk in deleteChunks { update.itemDeletes += chunk }
        ReloadPass.apply(to: &update, old: old, new: new, options: options) { Int(oldOffsetOfNew?[$0] ?? -1) }
        return update
    }

    /// Matches and settles the new items at flat `offsets`: complete sections inside them are
    /// finished (subsequence included); a section cut by either end becomes a cut segment.
    static func matchPart<SectionID, ItemID>(
        _ offsets: Range<Int>, old: DiffableSnapshot<SectionID, ItemID>, new: DiffableSnapshot<SectionID, ItemID>,
        sections: SectionMatching, oldOffsetOfNew: UnsafeMutableBufferPointer<Int32>?, matched: UnsafeMutableBufferPointer<Bool>
    ) -> SplitPart {
        var part = SplitPart()
        guard !offsets.isEmpty else { return part }
        let newItems = new.itemIdentifiers
        var whole = SplitSegment(section: -1, isCut: false)
        var run: [Int32] = [], runNew: [Int32] = []
        var newSection = new.uncheckedSectionIndex(ofGlobalIndex: offsets.lowerBound)
        var offset = offsets.lowerBound
        while offset < offsets.upperBound {
            let range = new.uncheckedGlobalRange(ofSectionAt: newSection)
            let end = min(range.upperBound, offsets.upperBound)
            let isCut = range.lowerBound < offsets.lowerBound || range.upperBound > offsets.upperBound
            let place = ItemPlacement(newSection: newSection, sectionStart: range.lowerBound, old: old, sections: sections)
            var cut = SplitSegment(section: newSection, isCut: true)
            run.removeAll(keepingCapacity: true)
            runNew.removeAll(keepingCapacity: true)
            let matchedAll = newItems.withUnsafeBufferPointer { newItems in
                LinearDiffer.match(offset ..< end, of: newItems, in: old, marking: matched, recording: oldOffsetOfNew) { index, oldOffset in
                    if isCut {
                        place.item(at: index, from: oldOffset, into: &cut.edits, run: &cut.run, runNew: &cut.runNew)
                    } else {
                        place.item(at: index, from: oldOffset, into: &whole.edits, run: &run, runNew: &runNew)
                    }
                }
            }
            if !matchedAll {
                part.attacked = true
                return part
            }
            if isCut {
                if !whole.edits.isEmptyOfItems { part.segments.append(whole); whole = SplitSegment(section: -1, isCut: false) }
                part.segments.append(cut)
            } else {
                place.stayMoves(run: run, runNew: runNew, stays: LongestIncreasingSubsequence.membership(run)[...], into: &whole.edits)
            }
            offset = end
            newSection += 1
        }
        if !whole.edits.isEmptyOfItems { part.segments.append(whole) }
        return part
    }

    /// Appends the parts' edits in new order; a section cut across parts gets its pieces joined and
    /// its subsequence finished (starting from `builder`, which already holds part 0's last piece).
    static func join<SectionID, ItemID>(
        _ parts: [SplitPart], startedWith builder: LongestIncreasingSubsequence.Builder?, old: DiffableSnapshot<SectionID, ItemID>,
        sections: SectionMatching, into update: inout BatchUpdate
    ) {
        let segments = parts.flatMap(\.segments)
        var index = 0
        var builder = builder
        while index < segments.count {
            let segment = segments[index]
            guard segment.isCut else {
                update.appendItemEdits(of: segment.edits)
                index += 1
                continue
            }
            var last = index
            while last + 1 < segments.count && segments[last + 1].isCut && segments[last + 1].section == segment.section { last += 1 }
            let pieces = segments[index ... last]
            for piece in pieces { update.appendItemEdits(of: piece.edits) }
            // The builder started on part 0's cut piece belongs to the group that begins with that
            // piece; any other group starts afresh. Pieces are fed as they are, never joined.
            let total = pieces.reduce(0) { $0 + $1.run.count }
            let subsequence: LongestIncreasingSubsequence.Builder
            var fed = 0
            if index == parts[0].segments.count - 1, let started = builder {
                subsequence = started
                fed = 1
                builder = nil
            } else {
                subsequence = LongestIncreasingSubsequence.Builder(capacity: total)
            }
            for piece in pieces.dropFirst(fed) { piece.run.withUnsafeBufferPointer { _ = subsequence.add($0) } }
            let stays = subsequence.membership()
            let place = ItemPlacement(newSection: segment.section, sectionStart: 0, old: old, sections: sections)
            var base = 0
            for piece in pieces {
                place.stayMoves(run: piece.run, runNew: piece.runNew, stays: stays[base ..< base + piece.run.count], into: &update)
                base += piece.run.count
            }
            index = last + 1
        }
    }

    /// Part boundaries over the new flat range: even, except that the calling thread's part is
    /// smaller when a section is cut at its end, as it also runs that section's subsequence.
    static func partBounds<SectionID, ItemID>(of new: DiffableSnapshot<SectionID, ItemID>, width: Int) -> [Int] {
        let count = new.numberOfItems
        var bounds = evenBounds(count, parts: width)
        guard width > 1, count > 0 else { return bounds }
        let cutSection = new.uncheckedSectionIndex(ofGlobalIndex: max(0, bounds[1] - 1))
        let cutRange = new.uncheckedGlobalRange(ofSectionAt: cutSection)
        guard cutRange.upperBound > bounds[1] else { return bounds }
        // Thread 0 matches f·n items and runs the subsequence of its piece while the others match
        // (1 − f)·n / (width − 1) each: f = 1 / ((1 + r)(width − 1) + 1) balances them for a
        // section cut across every part, r the subsequence's cost per item against matching's.
        let cutShare = Double(cutRange.count) / Double(count)
        let r = subsequenceCostPerMatch * cutShare
        let first = Int(Double(count) / ((1 + r) * Double(width - 1) + 1))
        let rest = evenBounds(count - first, parts: width - 1)
        bounds = [0] + rest.map { $0 + first }
        return bounds
    }

    /// `parts + 1` boundaries cutting `0 ..< count` evenly.
    static func evenBounds(_ count: Int, parts: Int) -> [Int] {
        (0 ... parts).map { count * $0 / parts }
    }
}

/// One thread's share of a split diff: its segments in new order.
struct SplitPart {
    var segments: [SplitSegment] = []
    /// Whether its lookups found the fast hash collided on purpose (and stopped).
    var attacked = false
}

/// Edits of one or more whole sections (`isCut` false, subsequence moves included), or of the
/// piece of one section cut by a part boundary, with its run for the subsequence still to come.
struct SplitSegment {
    var section: Int
    var isCut: Bool
    var edits = BatchUpdate()
    var run: [Int32] = []
    var runNew: [Int32] = []
}

extension BatchUpdate {
    /// Whether it has no item inserts, moves or deletes.
    var isEmptyOfItems: Bool { itemInserts.isEmpty && itemMoves.isEmpty && itemDeletes.isEmpty }

    /// Appends `other`'s item inserts, moves and deletes.
    mutating func appendItemEdits(of other: BatchUpdate) {
        itemInserts += other.itemInserts
        itemMoves += other.itemMoves
        itemDeletes += other.itemDeletes
    }
}
