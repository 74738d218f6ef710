/// What stopped an insertion: identifiers repeated inside the inserted batch, and identifiers that
/// were already in the table. An insertion that reports conflicts has changed nothing.
@usableFromInline
internal struct InsertionConflicts<Element: Hashable> {
    /// Identifiers that occur more than once inside the batch, each once, in order of first repeat.
    @usableFromInline internal var repeatedInBatch: [Element] = []
    /// Batch members equal to an identifier already stored, in batch order.
    @usableFromInline internal var alreadyPresent: [Element] = []
    /// Stored offsets (as before the insertion) of `alreadyPresent`, same order.
    @usableFromInline internal var presentOffsets: [Int] = []

    @inlinable internal init() {}

    @inlinable internal var isEmpty: Bool { repeatedInBatch.isEmpty && alreadyPresent.isEmpty }
}

extension IdentifierTable {
    /// Inserts `batch` so that its first element lands at `offset`, or changes nothing and returns the
    /// conflicts when the batch repeats an identifier or holds one that is already stored.
    ///
    /// - Complexity: O(m) hashes for m = `batch.count`, plus O(bucket count) without hashing when
    ///   `offset` is not the end (the stored offsets behind it shift).
    @inlinable
    internal mutating func insert(contentsOf batch: [Element], at offset: Int) -> InsertionConflicts<Element>? {
        defer { _checkInvariants() }
        let m = batch.count
        if m == 0 { return nil }
        reserveCapacity(count + m)
        let shifts = offset < count
        if shifts { shiftOffsets(from: offset, by: m) }
        // Into an empty table the batch's own storage is kept (shared until either changes):
        // copying a million strings one retain at a time was a quarter of building their snapshot.
        if elements.isEmpty { elements = batch } else { elements.insert(contentsOf: batch, at: offset) }

        var placed = _placeBatch(at: offset, count: m, budgeted: !usesStandardHash)
        if placed == nil {
            // Far more probing than a random hash makes: identifiers crafted to collide. The batch's
            // buckets are dropped with the rest, and it is placed again under the keyed hash.
            rehashWithStandardHash(skipping: offset ..< offset + m)
            placed = _placeBatch(at: offset, count: m, budgeted: false)
        }
        let (conflicts, skipped) = placed!
        if conflicts.isEmpty { return nil }

        // Undo exactly: drop the buckets this call added, then the elements, then the shift.
        var next = 0
        for i in 0..<m {
            if next < skipped.count && skipped[next] == i { next += 1; continue }
            removeBucket(offset: offset + i, fragment: hashFragment(of: batch[i]))
        }
        elements.removeSubrange(offset..<(offset + m))
        if shifts { shiftOffsets(from: offset + m, by: -m) }
        return conflicts
    }

    /// Places buckets for the `m` elements already stored from `offset`, and returns the conflicts
    /// with the batch indexes that found an equal identifier (and got no bucket); nil, with some
    /// buckets placed, once (when `budgeted`) the probes of its first k elements took more than
    /// `probeBudget(for: k)` steps.
    @inlinable
    internal mutating func _placeBatch(at offset: Int, count m: Int, budgeted: Bool) -> (InsertionConflicts<Element>, [Int])? {
        var conflicts = InsertionConflicts<Element>()
        var skipped: [Int] = []
        var repeated: Set<Element> = []
        var presentHits: Set<Int> = []
        let mask = bucketMask
        let hasher = self.hasher
        // One pair of buffer accesses for the whole batch: per-identifier closures cost a retain,
        // a release and a uniqueness check each, which is most of a million-item build.
        // A group at a time, hashed and its home buckets read before any is placed, so the cache
        // misses of a large table overlap (as in `offsets(of:into:)`); placing stays in order.
        // It costs ~10% more instructions and took a million-item build from 20 to 13 ms.
        let group = 64
        let completed = elements.withUnsafeBufferPointer { elements in
            buckets.withUnsafeMutableBufferPointer { buckets in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: group) { fragments in
                    var start = 0
                    var steps = 0
                    // Home buckets are read only to start their cache misses; summed so that the
                    // reads are kept.
                    var touched: UInt64 = 0
                    defer { _ = touched }
                    while start < m {
                        let end = Swift.min(start + group, m)
                        for i in start ..< end {
                            let fragment = hasher.fragment(of: elements[offset + i])
                            fragments[i - start] = fragment
                            touched &+= buckets[Int(fragment) & mask]
                        }
                        for i in start ..< end {
                            let element = elements[offset + i]
                            let fragment = fragments[i - start]
                            var index = Int(fragment) & mask
                            var existing = -1
                            while true {
                                let word = buckets[index]
                                if word == 0 {
                                    buckets[index] = Self.bucket(fragment: fragment, offset: offset + i)
                                    break
                                }
                                if Self.fragment(of: word) == fragment {
                                    let candidate = Self.offset(of: word)
                                    if elements[candidate] == element { existing = candidate; break }
                                }
                                index = (index &+ 1) & mask
                                steps &+= 1
                            }
                            if existing < 0 { continue }
                            skipped.append(i)
                            // A repeat is a repeat whether or not the identifier was already stored.
                            let isRepeat = (existing >= offset && existing < offset + m) || !presentHits.insert(existing).inserted
                            if isRepeat {
                                if repeated.insert(element).inserted { conflicts.repeatedInBatch.append(element) }
                            } else {
                                conflicts.alreadyPresent.append(element)
                                conflicts.presentOffsets.append(existing >= offset + m ? existing - m : existing)
                            }
                        }
                        // Checked a group at a time, against the elements placed so far: an attack
                        // is stopped within a few groups, not after a budget for the whole batch.
                        if _slowPath(budgeted && steps > Self.probeBudget(for: end)) { return false }
                        start = end
                    }
                    return true
                }
            }
        }
        return completed ? (conflicts, skipped) : nil
    }

    /// Moves the identifier at `from` so that it ends at `to`, the ones between shifting by one
    /// towards `from`: what a removal at `from` and an insertion at `to` do, in one pass.
    /// - Complexity: O(bucket count) without hashing (one branch-free pass over the offsets between),
    ///   O(|to − from|) element moves, and one hash.
    @inlinable
    internal mutating func move(from: Int, to: Int) {
        defer { _checkInvariants() }
        if from == to { return }
        let fragment = hashFragment(of: elements[from])
        let mask = bucketMask
        // Stored values (offset + 1) in [low, low + width) shift by `step`; the moved one is set last.
        let (low, width, step): (UInt64, UInt64, UInt64) = from < to
            ? (UInt64(from + 2), UInt64(to - from), UInt64(bitPattern: -1))
            : (UInt64(to + 1), UInt64(from - to), 1)
        buckets.withUnsafeMutableBufferPointer { buckets in
            // The moved identifier's bucket, found before the pass changes the others'.
            var moved = Int(fragment) & mask
            while Self.offset(of: buckets[moved]) != from { moved = (moved &+ 1) & mask }
            for index in buckets.indices {
                let word = buckets[index]
                // Empty buckets (0) wrap far above `width` and never qualify.
                buckets[index] = word &+ ((word & 0xFFFF_FFFF) &- low < width ? step : 0)
            }
            buckets[moved] = Self.bucket(fragment: fragment, offset: to)
        }
        elements.withUnsafeMutableBufferPointer { Self.rotate($0, from: from, to: to) }
    }

    /// Moves `buffer[from]` to `to`, the elements between shifting by one towards `from`.
    @inlinable
    internal static func rotate<T>(_ buffer: UnsafeMutableBufferPointer<T>, from: Int, to: Int) {
        guard from != to, let base = buffer.baseAddress else { return }
        let item = (base + from).move()
        if from < to {
            (base + from).moveInitialize(from: base + from + 1, count: to - from)
        } else {
            (base + to + 1).moveInitialize(from: base + to, count: from - to)
        }
        (base + to).initialize(to: item)
    }

    /// Removes the identifiers at `offsets` (ascending, unique).
    ///
    /// - Complexity: up to an eighth of the identifiers: O(k) hashes + O(n + bucket count) in place;
    ///   more: O(n + bucket count) with no hashing at all (the index is rebuilt from its stored
    ///   fragments).
    /// `fragments`, when given, are the removed identifiers' hash fragments, in `offsets`' order.
    @inlinable
    internal mutating func remove(sortedOffsets offsets: [Int], fragments: [UInt32]? = nil) {
        defer { _checkInvariants() }
        let k = offsets.count
        if k == 0 { return }
        if k <= count / 8 {
            // Few of many (an edit of a large snapshot): the removed buckets go one by one (k
            // hashes) and the rest shift in place, one sequential pass, instead of re-placing every
            // bucket in a fresh table, whose scattered writes cost a million-item table ~50 ms.
            for (i, offset) in offsets.enumerated() {
                removeBucket(offset: offset, fragment: fragments?[i] ?? hashFragment(of: elements[offset]))
            }
            if k == 1 {
                if offsets[0] + 1 < count { shiftOffsets(from: offsets[0] + 1, by: -1) }
            } else {
                shiftOffsets(removing: offsets)
            }
        } else {
            var newOffsets = [Int32](repeating: -1, count: count)
            var next = 0
            var kept: Int32 = 0
            for old in 0..<count {
                if next < k && offsets[next] == old { next += 1; continue }
                newOffsets[old] = kept
                kept += 1
            }
            rebuildBuckets(bucketCount: Self.bucketCount(for: Int(kept))) { Int(newOffsets[$0]) }
        }
        elements.removeSortedOffsets(offsets)
    }

    /// Lowers every stored offset by the number of `removed` offsets (ascending, unique, their
    /// buckets already gone) below it, in one branch-free pass over the buckets.
    ///
    /// The count below a stored offset is a rank: a running count per byte of a bitmap of the
    /// removed offsets, plus the bits below it in its byte from a 256-entry table (the toolchain's
    /// baseline x86-64 has no popcount instruction). Five bytes per eight items, so for a million
    /// items the random lookups of the pass stay in cache (a count per offset, 4 MB, did not).
    /// - Complexity: O(n / 8 + bucket count), no hashing.
    @inlinable
    internal mutating func shiftOffsets(removing removed: [Int]) {
        // Bit p stands for stored value p (offset + 1); stored value 0 (an empty bucket) has no bit
        // below it, so empty buckets stay empty without a branch.
        let bytes = (count + 1) / 8 + 1
        var bits = [UInt8](repeating: 0, count: bytes)
        var before = [UInt32](repeating: 0, count: bytes)
        bits.withUnsafeMutableBufferPointer { bits in
            for offset in removed { bits[(offset + 1) &>> 3] |= 1 &<< UInt8((offset + 1) & 7) }
            before.withUnsafeMutableBufferPointer { before in
                var running: UInt32 = 0
                for byte in 0 ..< bytes {
                    before[byte] = running
                    running &+= UInt32(bits[byte].nonzeroBitCount)
                }
            }
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { ones in
            for byte in 0 ..< 256 { ones[byte] = UInt8(byte.nonzeroBitCount) }
            bits.withUnsafeBufferPointer { bits in
                before.withUnsafeBufferPointer { before in
                    buckets.withUnsafeMutableBufferPointer { buckets in
                        for index in buckets.indices {
                            let word = buckets[index]
                            let stored = Int(truncatingIfNeeded: word & 0xFFFF_FFFF)
                            // `&<<`, `&>>`: plain shifts check their amount, several instructions.
                            let lower = bits[stored &>> 3] & ((1 &<< UInt8(stored & 7)) &- 1)
                            buckets[index] = word &- UInt64(before[stored &>> 3] &+ UInt32(ones[Int(lower)]))
                        }
                    }
                }
            }
        }
    }

    /// Removes every identifier. Keeps no capacity.
    @inlinable
    internal mutating func removeAll() {
        self = IdentifierTable()
    }

    /// Appends identifiers known to be absent and unique (another table's contents).
    @inlinable
    internal mutating func appendUnchecked(contentsOf batch: some Collection<Element>) {
        let conflicts = insert(contentsOf: Array(batch), at: count)
        precondition(conflicts == nil, "appendUnchecked was given identifiers that clash")
    }
}
