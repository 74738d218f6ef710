import DiffableSnapshots
import Dispatch
import Synchronization

/// The linear differ split across threads, for one large diff while other workers idle. The new
/// items are cut into one contiguous part per thread; each thread matches its part's items through
/// the old snapshot's index and settles them (inserts, cross-section moves, runs, and the whole
/// subsequence pass of every section that lies inside its part). Sections cut by a part boundary are
/// finished on the calling thread, which feeds their runs to a streaming longest-increasing-
/// subsequence builder — its own part's piece, then the next part's piece of the same section as
/// that part publishes it, chunk by chunk, while still matching — while the helpers collect the
/// deletes. Pieces are joined in the single-threaded order, so the update is identical to the
/// single-threaded differ's.
extension LinearDiffer {
    /// The relative cost of the subsequence pass per item against matching one item, used to give
    /// the calling thread a smaller part when it must also run a cut section's subsequence. With
    /// the subsequence's fast path for an item above every pile, the critical path in instructions
    /// (ci/split-critical-path.py, 1M items in one section) is shortest near 0.25 with Int
    /// identifiers and 0.22 with strings, whose matching costs more; in time, matching's cache
    /// misses weigh more than instructions say (0.15 was measured before the fast path), so the
    /// lower of the two is kept.
    static let subsequenceCostPerMatch = 0.22
    /// The relative cost of collecting the deletes per old item against matching one new item: the
    /// helpers do it while the calling thread finishes the cut section's subsequence.
    static let deleteCostPerMatch = 0.08

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

        let bounds = Self.partBounds(of: new, oldCount: oldCount, width: width)
        var parts = [SplitPart](repeating: SplitPart(), count: width)
        var deleteChunks = [[ItemPath]](repeating: [], count: width)
        var headBuilder: LongestIncreasingSubsequence.Builder?
        let partsDone = DispatchGroup()
        for _ in 0 ..< width { partsDone.enter() }
        let deleteBounds = Self.evenBounds(oldCount, parts: max(1, width - 1))
        // A section cut at part 0's end continues into part 1, which streams its piece's run.
        let stream = Self.streamedPiece(of: new, bounds: bounds).map { RunStream(capacity: $0.count) }
        let shared = UncheckedBox((oldOffsetOfNew, matched))
        parts.withUnsafeMutableBufferPointer { partsBuffer in
            deleteChunks.withUnsafeMutableBufferPointer { deletesBuffer in
                let out = UncheckedBox((partsBuffer, deletesBuffer))
                splitter.perform { index in
                    let (offsets, matched) = shared.value
                    let (partsBuffer, deletesBuffer) = out.value
                    partsBuffer[index] = Self.matchPart(
                        bounds[index] ..< bounds[index + 1], old: old, new: new, sections: sections,
                        oldOffsetOfNew: offsets, matched: matched, streaming: index == 1 ? stream : nil)
                    partsDone.leave()
                    if index == 0 {
                        // While the others match, run the subsequence of the section cut at this
                        // part's end: this part's piece, then part 1's as it streams in.
                        if let cut = partsBuffer[0].segments.last, cut.isCut {
                            let builder = LongestIncreasingSubsequence.Builder(capacity: new.uncheckedGlobalRange(ofSectionAt: cut.section).count)
                            cut.run.withUnsafeBufferPointer { _ = builder.add($0) }
                            stream?.drain(into: builder)
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
        Self.join(parts, deletes: deleteChunks, startedWith: headBuilder, sections: sections, into: &update, splitter: splitter)
        ReloadPass.apply(to: &update, old: old, new: new, options: options) { Int(oldOffsetOfNew?[$0] ?? -1) }
        return update
    }

    /// Matches and settles the new items at flat `offsets`: complete sections inside them are
    /// finished (subsequence included); a section cut by either end becomes a cut segment.
    static func matchPart<SectionID, ItemID>(
        _ offsets: Range<Int>, old: DiffableSnapshot<SectionID, ItemID>, new: DiffableSnapshot<SectionID, ItemID>,
        sections: SectionMatching, oldOffsetOfNew: UnsafeMutableBufferPointer<Int32>?, matched: UnsafeMutableBufferPointer<Bool>,
        streaming stream: RunStream? = nil
    ) -> SplitPart {
        // The stream (the run of this part's first segment, a cut one) ends however this does.
        defer { stream?.finish() }
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
            // One set of locals for either kind of segment, as the single-threaded loop has: the
            // per-item closure then appends to plain local arrays (a field of a captured segment
            // cost a uniqueness check per append, a fifth more per item).
            var edits = BatchUpdate()
            if !isCut { swap(&edits, &whole.edits) }
            run.removeAll(keepingCapacity: true)
            runNew.removeAll(keepingCapacity: true)
            run.reserveCapacity(end - offset)
            runNew.reserveCapacity(end - offset)
            // The streamed segment is matched a chunk at a time, each chunk's run published as it ends.
            let streamed = offset == offsets.lowerBound ? stream : nil
            let chunk = streamed.map { _ in Swift.min(RunStream.chunk, Swift.max(256, (end - offset) / 8)) } ?? (end - offset)
            var matchedAll = true
            var chunkStart = offset
            while matchedAll && chunkStart < end {
                let chunkEnd = Swift.min(chunkStart + chunk, end)
                matchedAll = newItems.withUnsafeBufferPointer { newItems in
                    LinearDiffer.match(chunkStart ..< chunkEnd, of: newItems, in: old, marking: matched, recording: oldOffsetOfNew) { index, oldOffset in
                        place.item(at: index, from: oldOffset, into: &edits, run: &run, runNew: &runNew)
                    }
                }
                streamed?.publish(run)
                chunkStart = chunkEnd
            }
            if !matchedAll {
                part.attacked = true
                return part
            }
            if isCut {
                if !whole.edits.isEmptyOfItems { part.segments.append(whole); whole = SplitSegment(section: -1, isCut: false) }
                var cut = SplitSegment(section: newSection, isCut: true, edits: edits)
                swap(&cut.run, &run)
                swap(&cut.runNew, &runNew)
                part.segments.append(cut)
            } else {
                place.stayMoves(run: run, runNew: runNew, stays: LongestIncreasingSubsequence.membership(run)[...], into: &edits)
                swap(&edits, &whole.edits)
            }
            offset = end
            newSection += 1
        }
        if !whole.edits.isEmptyOfItems { part.segments.append(whole) }
        return part
    }

    /// Appends the parts' edits in new order, then `deletes`; a section cut across parts gets its
    /// pieces joined and its subsequence finished (starting from `builder`, which already holds
    /// part 0's last piece). The order is the single-threaded differ's, so the update is identical.
    ///
    /// Only the subsequences' membership runs on the calling thread alone. Every contribution to
    /// the update (a segment's edits, a delete chunk, the moves of a block of a cut section's run)
    /// then has a known place in the final arrays, from counts taken while the membership is read
    /// back, and the splitter's threads fill those places at once: copied one after another, the
    /// edits and the scan of a million-item run for its moves were a tenth of a split diff, serial.
    static func join(
        _ parts: [SplitPart], deletes: [[ItemPath]], startedWith builder: LongestIncreasingSubsequence.Builder?,
        sections: SectionMatching, into update: inout BatchUpdate, splitter: DiffSplitter
    ) {
        let segments = parts.flatMap(\.segments)
        var plan = JoinPlan()
        plan.addEdits(update.itemInserts, update.itemMoves, update.itemDeletes)
        var builder = builder
        var index = 0
        while index < segments.count {
            let segment = segments[index]
            guard segment.isCut else {
                plan.addEdits(segment.edits.itemInserts, segment.edits.itemMoves, segment.edits.itemDeletes)
                index += 1
                continue
            }
            var last = index
            while last + 1 < segments.count && segments[last + 1].isCut && segments[last + 1].section == segment.section { last += 1 }
            let pieces = segments[index ... last]
            for piece in pieces { plan.addEdits(piece.edits.itemInserts, piece.edits.itemMoves, piece.edits.itemDeletes) }
            // The builder started on part 0's cut piece belongs to the group that begins with that
            // piece; any other group starts afresh. Pieces are fed as they are, never joined.
            let total = pieces.reduce(0) { $0 + $1.run.count }
            let subsequence: LongestIncreasingSubsequence.Builder
            var fed = 0
            if index == parts[0].segments.count - 1, let started = builder {
                // It holds part 0's piece, and part 1's when that streamed in whole.
                subsequence = started
                var added = 0
                while fed < pieces.count && added < started.count {
                    added += pieces[pieces.startIndex + fed].run.count
                    fed += 1
                }
                precondition(added == started.count, "a streamed subsequence holds whole pieces")
                builder = nil
            } else {
                subsequence = LongestIncreasingSubsequence.Builder(capacity: total)
            }
            for piece in pieces.dropFirst(fed) { piece.run.withUnsafeBufferPointer { _ = subsequence.add($0) } }
            let blocks = JoinPlan.blockStarts(pieceLengths: pieces.map(\.run.count))
            let stays = subsequence.membership()
            let members = JoinPlan.memberCounts(stays, blockStarts: blocks)
            let group = plan.addGroup(stays: stays, section: segment.section, sections: sections)
            var base = 0, block = 0
            for piece in pieces {
                block = plan.addStayMoves(group: group, run: piece.run, runNew: piece.runNew, base: base, members: members, firstBlock: block)
                base += piece.run.count
            }
            index = last + 1
        }
        for chunk in deletes { plan.addEdits([], [], chunk) }
        plan.fill(&update, across: splitter)
    }

    /// Part boundaries over the new flat range: even, except that the calling thread's part is
    /// smaller when a section is cut at its end, as it also runs that section's subsequence, and
    /// larger by the deletes the helpers collect meanwhile.
    static func partBounds<SectionID, ItemID>(of new: DiffableSnapshot<SectionID, ItemID>, oldCount: Int, width: Int) -> [Int] {
        let count = new.numberOfItems
        var bounds = evenBounds(count, parts: width)
        guard width > 1, count > 0 else { return bounds }
        let cutSection = new.uncheckedSectionIndex(ofGlobalIndex: max(0, bounds[1] - 1))
        let cutRange = new.uncheckedGlobalRange(ofSectionAt: cutSection)
        // Thread 0 matches f·n items and then runs the subsequence of the section cut at its end
        // (c·n items, its own piece and the next part's as that streams in); the helpers match
        // (1 − f)·n / (w − 1) each and then collect the deletes (d·n each, in matching's units).
        // f + r·c = (1 − f)/(w − 1) + d balances them: f = (1 + (w − 1)(d − r·c)) / w.
        let cutShare = cutRange.upperBound > bounds[1] ? Double(cutRange.count) / Double(count) : 0
        let w = Double(width)
        let deletes = deleteCostPerMatch * Double(oldCount) / Double(count) / (w - 1)
        let f = (1 + (w - 1) * (deletes - subsequenceCostPerMatch * cutShare)) / w
        let first = min(count, max(0, Int(Double(count) * min(0.9, max(0.1, f)))))
        let rest = evenBounds(count - first, parts: width - 1)
        bounds = [0] + rest.map { $0 + first }
        return bounds
    }

    /// The flat range of part 1's first piece when it continues the section cut at part 0's end
    /// (so its run can stream to the calling thread's subsequence builder), else nil.
    static func streamedPiece<SectionID, ItemID>(of new: DiffableSnapshot<SectionID, ItemID>, bounds: [Int]) -> Range<Int>? {
        guard bounds.count > 2, bounds[1] > 0, bounds[2] > bounds[1] else { return nil }
        let section = new.uncheckedSectionIndex(ofGlobalIndex: bounds[1] - 1)
        let range = new.uncheckedGlobalRange(ofSectionAt: section)
        guard range.upperBound > bounds[1] else { return nil }
        return bounds[1] ..< min(range.upperBound, bounds[2])
    }

    /// `parts + 1` boundaries cutting `0 ..< count` evenly.
    static func evenBounds(_ count: Int, parts: Int) -> [Int] {
        (0 ... parts).map { count * $0 / parts }
    }
}

/// The run of one cut piece, published by the thread that matches it a chunk at a time and fed, as it
/// arrives, to the subsequence builder on another thread: the subsequence of a section cut across
/// parts then runs while its later piece is still being matched, not after.
final class RunStream: @unchecked Sendable {
    /// New items per published chunk, at most: a wake-up per chunk, and the last chunk's
    /// subsequence is what the consumer still has to do once the producer ends.
    static let chunk = 16_384
    private let values: UnsafeMutablePointer<Int32>
    private let capacity: Int
    /// Values written and visible (release/acquire), and whether the producer is done.
    private let published = Atomic<Int>(0)
    private let done = Atomic<Bool>(false)
    /// Signalled once per publication and once at the end.
    private let signal = DispatchSemaphore(value: 0)

    /// A stream of at most `capacity` values.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        values = .allocate(capacity: self.capacity)
    }

    deinit { values.deallocate() }

    /// Producer: publishes the values of `run` past those published before (run only grows).
    func publish(_ run: [Int32]) {
        let from = published.load(ordering: .relaxed)
        guard run.count > from, run.count <= capacity else { return }
        run.withUnsafeBufferPointer { (values + from).initialize(from: $0.baseAddress! + from, count: $0.count - from) }
        published.store(run.count, ordering: .releasing)
        signal.signal()
    }

    /// Producer: no more values (also when it stopped early).
    func finish() {
        done.store(true, ordering: .releasing)
        signal.signal()
    }

    /// Consumer: adds every value to `builder`, as published, until the producer finishes.
    func drain(into builder: LongestIncreasingSubsequence.Builder) {
        var consumed = 0
        while true {
            signal.wait()
            // `done` first: once it reads true, every publication before it is visible.
            let finished = done.load(ordering: .acquiring)
            let available = published.load(ordering: .acquiring)
            if available > consumed {
                _ = builder.add(UnsafeBufferPointer(start: values + consumed, count: available - consumed))
                consumed = available
            }
            if finished { return }
        }
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
}
