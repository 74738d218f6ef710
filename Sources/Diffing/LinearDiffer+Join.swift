/// Where each contribution to a split diff's update goes in the final item arrays, and which thread
/// fills it: a segment's edits, a delete chunk, or the moves of one block of a cut section's run
/// (its items outside the section's longest increasing subsequence), each in chunks.
///
/// Contributions are added in the single-threaded differ's order, each with its count of inserts,
/// moves and deletes, so each gets its offsets in the final arrays before anything is written;
/// `fill` then splits them into contiguous runs of about equal work, one per thread.
struct JoinPlan {
    /// Items of a cut section's run per block: a block's moves are written by one thread, and the
    /// membership is counted per block so that each block knows where its moves go.
    static let stayBlock = 32_768

    private enum Kind {
        /// A chunk of a segment's (or a delete chunk's) edits of one kind, copied as they are.
        case inserts([ItemPath], Range<Int>)
        case moves([ItemMove], Range<Int>)
        case deletes([ItemPath], Range<Int>)
        /// The run of `piece` of `group` over `range`, whose memberships start at `base` in the group's.
        case stays(group: Int, run: [Int32], runNew: [Int32], range: Range<Int>, base: Int)
    }

    private struct Contribution {
        var kind: Kind
        var insertAt: Int
        var moveAt: Int
        var deleteAt: Int
        /// Work, in copied elements or scanned run items.
        var weight: Int
    }

    private struct Group {
        var stays: [Bool]
        var keptFrom: Int
        var newSection: Int
    }

    private var contributions: [Contribution] = []
    private var groups: [Group] = []
    private var inserts = 0, moves = 0, deletes = 0, weight = 0

    /// Elements per copied chunk: a segment's edits are split so that threads share their copying.
    static let copyChunk = 8_192

    /// Adds edits copied as they are.
    mutating func addEdits(_ inserts: [ItemPath], _ moves: [ItemMove], _ deletes: [ItemPath]) {
        addChunks(of: inserts.count, weightPerElement: 1, at: \.inserts) { .inserts(inserts, $0) }
        // A move is two paths: twice the bytes of an insert or a delete.
        addChunks(of: moves.count, weightPerElement: 2, at: \.moves) { .moves(moves, $0) }
        addChunks(of: deletes.count, weightPerElement: 1, at: \.deletes) { .deletes(deletes, $0) }
    }

    /// `count` elements of one kind in `copyChunk`-element contributions, advancing that kind's offset.
    private mutating func addChunks(of count: Int, weightPerElement: Int, at offset: WritableKeyPath<JoinPlan, Int>, _ kind: (Range<Int>) -> Kind) {
        for start in stride(from: 0, to: count, by: Self.copyChunk) {
            let range = start ..< Swift.min(start + Self.copyChunk, count)
            contributions.append(Contribution(
                kind: kind(range), insertAt: inserts, moveAt: moves, deleteAt: deletes, weight: weightPerElement * range.count))
            self[keyPath: offset] += range.count
            weight += weightPerElement * range.count
        }
    }

    /// Adds a cut section's subsequence membership (`stays`, over its pieces' runs in order);
    /// returns the group's index for `addStayMoves`.
    mutating func addGroup(stays: [Bool], section newSection: Int, sections: SectionMatching) -> Int {
        groups.append(Group(stays: stays, keptFrom: sections.newToOld[newSection], newSection: newSection))
        return groups.count - 1
    }

    /// The starts of the blocks `addStayMoves` adds for pieces of `lengths` run items, in order:
    /// the memberships to count, block by block, before the moves can be placed.
    static func blockStarts(pieceLengths lengths: [Int]) -> [Int] {
        var starts: [Int] = []
        var base = 0
        for length in lengths {
            var start = 0
            while start < length {
                starts.append(base + start)
                start += stayBlock
            }
            base += length
        }
        return starts
    }

    /// How many of `stays` are true in each block beginning at `starts[k]` (ascending, from 0) and
    /// ending where the next begins, or at the end: eight at a time, as the bytes of a word summed.
    static func memberCounts(_ stays: [Bool], blockStarts starts: [Int]) -> [Int] {
        stays.withUnsafeBytes { bytes in
            starts.indices.map { k in
                let start = starts[k], end = k + 1 < starts.count ? starts[k + 1] : bytes.count
                var members = 0, i = start
                while i + 8 <= end {
                    // Each byte is 0 or 1: the top byte of the product sums the eight.
                    members &+= Int((bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) &* 0x0101_0101_0101_0101) &>> 56)
                    i += 8
                }
                while i < end { members &+= Int(bytes[i]); i += 1 }
                return members
            }
        }
    }

    /// Adds the moves of `piece` (whose run starts at `base` in `group`'s memberships), block by
    /// block; `members[k]` counts the members of the k-th block of `blockStarts`, `block` is the
    /// index of the piece's first block there. Returns the index of the next piece's first block.
    mutating func addStayMoves(group: Int, run: [Int32], runNew: [Int32], base: Int, members: [Int], firstBlock block: Int) -> Int {
        var block = block
        var start = 0
        while start < run.count {
            let end = Swift.min(start + Self.stayBlock, run.count)
            let moved = (end - start) - members[block]
            contributions.append(Contribution(
                kind: .stays(group: group, run: run, runNew: runNew, range: start ..< end, base: base),
                insertAt: inserts, moveAt: moves, deleteAt: deletes, weight: (end - start) / 4 + moved))
            moves += moved
            weight += (end - start) / 4 + moved
            block += 1
            start = end
        }
        return block
    }

    /// Replaces `update`'s item inserts, moves and deletes by the planned ones, filled by the
    /// splitter's threads at once.
    func fill(_ update: inout BatchUpdate, across splitter: DiffSplitter) {
        let width = splitter.width
        // Contiguous runs of contributions of about equal weight, one per thread.
        var firsts = [0]
        var running = 0
        for (index, contribution) in contributions.enumerated() {
            running += contribution.weight
            while firsts.count < width && running * width >= weight * firsts.count { firsts.append(index + 1) }
        }
        while firsts.count <= width { firsts.append(contributions.count) }
        firsts[width] = contributions.count
        let contributions = self.contributions, groups = self.groups
        var newInserts: [ItemPath] = [], newMoves: [ItemMove] = [], newDeletes: [ItemPath] = []
        // Capacity at least 1: an empty request returns the shared empty array, whose count the
        // initializer would then write from several joins at once (ThreadSanitizer caught it).
        newInserts = [ItemPath](unsafeUninitializedCapacity: Swift.max(1, inserts)) { insertBuffer, insertCount in
            newMoves = [ItemMove](unsafeUninitializedCapacity: Swift.max(1, moves)) { moveBuffer, moveCount in
                newDeletes = [ItemPath](unsafeUninitializedCapacity: Swift.max(1, deletes)) { deleteBuffer, deleteCount in
                    let out = UncheckedBox((insertBuffer, moveBuffer, deleteBuffer))
                    splitter.perform { part in
                        let (insertBuffer, moveBuffer, deleteBuffer) = out.value
                        for contribution in contributions[firsts[part] ..< firsts[part + 1]] {
                            switch contribution.kind {
                            case let .inserts(inserts, range): Self.copy(inserts, range, to: insertBuffer, at: contribution.insertAt)
                            case let .moves(moves, range): Self.copy(moves, range, to: moveBuffer, at: contribution.moveAt)
                            case let .deletes(deletes, range): Self.copy(deletes, range, to: deleteBuffer, at: contribution.deleteAt)
                            case let .stays(group, run, runNew, range, base):
                                let group = groups[group]
                                var at = contribution.moveAt
                                group.stays.withUnsafeBytes { stays in StayScan.forEachMover(in: stays, from: base + range.lowerBound, count: range.count) { offset in
                                    let i = range.lowerBound + offset
                                    (moveBuffer.baseAddress! + at).initialize(to: ItemMove(
                                        from: ItemPath(section: group.keptFrom, item: Int(run[i])),
                                        to: ItemPath(section: group.newSection, item: Int(runNew[i]))))
                                    at += 1
                                } }
                            }
                        }
                    }
                    deleteCount = deletes
                }
                moveCount = moves
            }
            insertCount = inserts
        }
        update.itemInserts = newInserts
        update.itemMoves = newMoves
        update.itemDeletes = newDeletes
    }

    private static func copy<Element>(_ source: [Element], _ range: Range<Int>, to target: UnsafeMutableBufferPointer<Element>, at offset: Int) {
        source.withUnsafeBufferPointer { (target.baseAddress! + offset).initialize(from: $0.baseAddress! + range.lowerBound, count: range.count) }
    }
}

/// The items outside a longest increasing subsequence, found eight memberships at a time: in a
/// lightly churned section nearly every item stays, and a word of eight `true`s is skipped whole.
enum StayScan {
    /// Calls `body(k)` for each k in `0 ..< count` whose membership byte `bytes[start + k]` is 0.
    @inline(__always)
    static func forEachMover(in bytes: UnsafeRawBufferPointer, from start: Int, count: Int, _ body: (Int) -> Void) {
        // A Bool is stored as one byte, 0 or 1.
        let allStay: UInt64 = 0x0101_0101_0101_0101
        var k = 0
        while k + 8 <= count {
            if bytes.loadUnaligned(fromByteOffset: start + k, as: UInt64.self) != allStay {
                for j in k ..< k + 8 where bytes[start + j] == 0 { body(j) }
            }
            k += 8
        }
        while k < count {
            if bytes[start + k] == 0 { body(k) }
            k += 1
        }
    }
}
