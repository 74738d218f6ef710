/// An ordered collection of unique identifiers with an O(1) identifier → offset index.
///
/// This is the storage behind both snapshot types: UIKit keeps a snapshot's identifiers in one flat
/// ordered set, and so do we. The index is an open-addressing hash table with linear probing whose
/// buckets each hold one 64-bit word: the identifier's 32-bit hash fragment in the high half and its
/// offset + 1 in the low half (0 marks an empty bucket).
///
/// Keeping the hash fragment in the bucket is what makes the table cheap to change: growing it,
/// removing many identifiers and shifting offsets after a middle insertion never call `hash(into:)`
/// again, and a probe rejects almost every non-matching bucket without touching `elements`.
///
/// - Note: At most `UInt32.max - 1` identifiers. The table is at most 3/4 full.
@usableFromInline
internal struct IdentifierTable<Element: Hashable> {
    /// The identifiers, in order.
    @usableFromInline internal var elements: [Element]
    /// `hashFragment << 32 | (offset + 1)`, or 0 for an empty bucket.
    @usableFromInline internal var buckets: [UInt64]
    /// `buckets.count - 1`; the bucket count is a power of two.
    @usableFromInline internal var bucketMask: Int

    @inlinable
    internal init() {
        elements = []
        buckets = [UInt64](repeating: 0, count: 8)
        bucketMask = 7
    }

    @inlinable
    internal var count: Int { elements.count }

    /// The 32-bit hash fragment the table stores for `element`.
    ///
    /// `_rawHashValue(seed:)` is the entry point `Dictionary` and `Set` use: standard types answer it
    /// with one-shot hashing instead of a `Hasher` round trip, and every other type falls back to
    /// `hash(into:)`, so it is never slower than `hashValue` and is seeded per process the same way.
    ///
    /// Fixed-width integers, the commonest identifiers (database ids), are mixed instead
    /// (`IntegerMix`): SipHash is ~90 instructions per integer, a third of a linear diff's, where
    /// a seeded 64-bit finalizer is a handful. Equal integers still get equal fragments in every
    /// table of the process, which is all the table needs.
    @inlinable @inline(__always)
    internal static func hashFragment(of element: Element) -> UInt32 {
        // Constant-folded once the table is specialized for its element type.
        if Element.self == Int.self { return IntegerMix.fragment(UInt64(bitPattern: Int64(unsafeBitCast(element, to: Int.self)))) }
        if Element.self == UInt64.self { return IntegerMix.fragment(unsafeBitCast(element, to: UInt64.self)) }
        if Element.self == Int64.self { return IntegerMix.fragment(UInt64(bitPattern: unsafeBitCast(element, to: Int64.self))) }
        if Element.self == UInt.self { return IntegerMix.fragment(UInt64(unsafeBitCast(element, to: UInt.self))) }
        if Element.self == Int32.self { return IntegerMix.fragment(UInt64(bitPattern: Int64(unsafeBitCast(element, to: Int32.self)))) }
        if Element.self == UInt32.self { return IntegerMix.fragment(UInt64(unsafeBitCast(element, to: UInt32.self))) }
        return UInt32(truncatingIfNeeded: element._rawHashValue(seed: 0))
    }

    @inlinable
    internal static func offset(of bucket: UInt64) -> Int {
        Int(truncatingIfNeeded: bucket & 0xFFFF_FFFF) - 1
    }

    @inlinable
    internal static func fragment(of bucket: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: bucket >> 32)
    }

    @inlinable
    internal static func bucket(fragment: UInt32, offset: Int) -> UInt64 {
        UInt64(fragment) << 32 | UInt64(truncatingIfNeeded: offset + 1)
    }

    /// The smallest power-of-two bucket count that keeps `count` identifiers at most 3/4 full.
    @inlinable
    internal static func bucketCount(for count: Int) -> Int {
        let needed = max(8, (count * 4 + 2) / 3 + 1)
        return 1 << (Int.bitWidth - (needed - 1).leadingZeroBitCount)
    }

    // MARK: Lookup

    /// The offset of `element`, or nil.
    /// - Complexity: O(1) expected; one hash.
    @inlinable
    internal func offset(of element: Element) -> Int? {
        offset(of: element, fragment: Self.hashFragment(of: element))
    }

    /// The offset of `element` whose hash fragment is already known.
    /// - Complexity: O(1) expected; no hashing.
    @inlinable
    internal func offset(of element: Element, fragment: UInt32) -> Int? {
        // Plain subscripts: a `withUnsafeBufferPointer` closure here costs a retain/release pair per
        // lookup once inlined into another module, more than the bounds checks it saves.
        var index = Int(fragment) & bucketMask
        while true {
            let word = buckets[index]
            if word == 0 { return nil }
            if Self.fragment(of: word) == fragment {
                let offset = Self.offset(of: word)
                if elements[offset] == element { return offset }
            }
            index = (index &+ 1) & bucketMask
        }
    }

    @inlinable
    internal func contains(_ element: Element) -> Bool { offset(of: element) != nil }

    /// The offsets of `probes` (-1 for those absent), written to `offsets`, a batch at a time: each
    /// batch is hashed and its first buckets read before any is probed, so the cache misses of a
    /// table larger than the cache overlap instead of queueing one behind another.
    /// - Complexity: O(probes) expected; one hash each.
    @inlinable
    internal func offsets(of probes: UnsafeBufferPointer<Element>, into offsets: UnsafeMutableBufferPointer<Int32>) {
        _offsets(of: probes, fragment: { Self.hashFragment(of: probes[$0]) }, into: offsets)
    }

    /// `offsets(of:into:)` for probes whose hash fragments are known (`fragments[i]` for `probes[i]`):
    /// what looks the same identifiers up in two tables without hashing them twice.
    /// - Complexity: O(probes) expected; no hashing.
    @inlinable
    internal func offsets(
        of probes: UnsafeBufferPointer<Element>, fragments: UnsafeBufferPointer<UInt32>, into offsets: UnsafeMutableBufferPointer<Int32>
    ) {
        _offsets(of: probes, fragment: { fragments[$0] }, into: offsets)
    }

    /// The hash fragments of `probes`, into `fragments`. - Complexity: O(probes); one hash each.
    @inlinable
    internal static func hashFragments(of probes: UnsafeBufferPointer<Element>, into fragments: UnsafeMutableBufferPointer<UInt32>) {
        for i in 0 ..< Swift.min(probes.count, fragments.count) { fragments[i] = hashFragment(of: probes[i]) }
    }

    /// The batched probe loop of both `offsets` forms; `fragment(i)` gives probe i's fragment.
    @inlinable @inline(__always)
    internal func _offsets(
        of probes: UnsafeBufferPointer<Element>, fragment fragmentOf: (Int) -> UInt32, into offsets: UnsafeMutableBufferPointer<Int32>
    ) {
        let batch = 64
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: batch) { firstWords in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: batch) { fragments in
                buckets.withUnsafeBufferPointer { buckets in
                    elements.withUnsafeBufferPointer { elements in
                        var start = 0
                        while start < probes.count {
                            let end = Swift.min(start + batch, probes.count)
                            // Independent loads: the processor has all of them in flight at once.
                            for i in start ..< end {
                                let fragment = fragmentOf(i)
                                fragments[i - start] = fragment
                                firstWords[i - start] = buckets[Int(fragment) & bucketMask]
                            }
                            for i in start ..< end {
                                let fragment = fragments[i - start]
                                var index = Int(fragment) & bucketMask
                                var word = firstWords[i - start]
                                var found: Int32 = -1
                                while word != 0 {
                                    if Self.fragment(of: word) == fragment {
                                        let offset = Self.offset(of: word)
                                        if elements[offset] == probes[i] { found = Int32(truncatingIfNeeded: offset); break }
                                    }
                                    index = (index &+ 1) & bucketMask
                                    word = buckets[index]
                                }
                                offsets[i] = found
                            }
                            start = end
                        }
                    }
                }
            }
        }
    }

    // MARK: Capacity

    /// Makes room for `count` identifiers in the index without further growth.
    /// - Complexity: O(bucket count) when it grows, using the stored fragments: no hashing.
    @inlinable
    internal mutating func reserveCapacity(_ count: Int) {
        // Only the index: `elements` grows geometrically on its own, and an exact
        // `Array.reserveCapacity` per batch would make one-at-a-time appends quadratic.
        let wanted = Self.bucketCount(for: count)
        if wanted > buckets.count { rebuildBuckets(bucketCount: wanted) { $0 } }
    }

    /// Re-places every bucket in a new table of `bucketCount`, mapping offsets through `newOffset`
    /// (which returns -1 to drop an entry).
    @inlinable
    internal mutating func rebuildBuckets(bucketCount: Int, newOffset: (Int) -> Int) {
        let mask = bucketCount - 1
        var fresh = [UInt64](repeating: 0, count: bucketCount)
        fresh.withUnsafeMutableBufferPointer { fresh in
            for word in buckets where word != 0 {
                let offset = newOffset(Self.offset(of: word))
                if offset < 0 { continue }
                let fragment = Self.fragment(of: word)
                var index = Int(fragment) & mask
                while fresh[index] != 0 { index = (index &+ 1) & mask }
                fresh[index] = Self.bucket(fragment: fragment, offset: offset)
            }
        }
        buckets = fresh
        bucketMask = mask
    }

    // MARK: Bucket primitives

    /// Removes the bucket that records `offset` (whose element hashes to `fragment`), closing the gap
    /// by backward shifting so that no tombstones are needed. Returns false when the bucket was not on
    /// the element's probe chain, which means its hash changed after it was added; the bucket is then
    /// found by a full scan, so the index stays exact either way.
    @inlinable
    @discardableResult
    internal mutating func removeBucket(offset: Int, fragment: UInt32) -> Bool {
        let mask = bucketMask
        return buckets.withUnsafeMutableBufferPointer { buckets in
            var onChain = true
            var hole = Int(fragment) & mask
            while true {
                let word = buckets[hole]
                if word != 0 && Self.offset(of: word) == offset { break }
                if word == 0 {
                    onChain = false
                    guard let found = buckets.firstIndex(where: { $0 != 0 && Self.offset(of: $0) == offset }) else {
                        return false
                    }
                    hole = found
                    break
                }
                hole = (hole &+ 1) & mask
            }
            var probe = hole
            while true {
                probe = (probe &+ 1) & mask
                let word = buckets[probe]
                if word == 0 { break }
                let home = Int(Self.fragment(of: word)) & mask
                // The entry may move into the hole unless its home lies cyclically in (hole, probe].
                let homeInRange = hole <= probe ? (home > hole && home <= probe) : (home > hole || home <= probe)
                if !homeInRange {
                    buckets[hole] = word
                    hole = probe
                }
            }
            buckets[hole] = 0
            return onChain
        }
    }

    /// Adds `delta` to every recorded offset that is at least `start`. Callers skip it when no offset
    /// can qualify: it walks every bucket.
    /// - Complexity: O(bucket count), no hashing.
    @inlinable
    internal mutating func shiftOffsets(from start: Int, by delta: Int) {
        if delta == 0 { return }
        let threshold = UInt64(truncatingIfNeeded: start + 1)
        let step = UInt64(bitPattern: Int64(delta))
        // Branch-free: which buckets qualify is random across the table, so a branch per bucket
        // mispredicts about half the time, which cost a million-item table ~5 ms a pass; a
        // select and an unconditional store run at memory speed. Empty buckets (0) never qualify.
        buckets.withUnsafeMutableBufferPointer { buckets in
            for index in buckets.indices {
                let word = buckets[index]
                buckets[index] = word &+ (word & 0xFFFF_FFFF >= threshold ? step : 0)
            }
        }
    }

    /// Applies `newOffset` to every recorded offset in place. Only for maps that keep offsets unique.
    /// - Complexity: O(bucket count), no hashing.
    @inlinable
    internal mutating func remapOffsets(_ newOffset: (Int) -> Int) {
        buckets.withUnsafeMutableBufferPointer { buckets in
            for index in buckets.indices where buckets[index] != 0 {
                let word = buckets[index]
                buckets[index] = Self.bucket(fragment: Self.fragment(of: word), offset: newOffset(Self.offset(of: word)))
            }
        }
    }
}

extension IdentifierTable: Sendable where Element: Sendable {}

/// The hash of fixed-width integer identifiers: the process's seed added, then MurmurHash3's 64-bit
/// finalizer (every input bit flips about half the output bits), the low 32 bits kept as the
/// fragment whose low bits pick the bucket.
///
/// The seed comes from the standard library's per-process hashing seed, so fragments differ from
/// run to run as `Hashable`'s do (and repeat under `SWIFT_DETERMINISTIC_HASHING`, as the
/// instruction counts need). Not keyed like SipHash: crafted identifiers could collide on purpose;
/// a list of identifiers an attacker chooses would slow its own screen down, nothing more.
@usableFromInline
internal enum IntegerMix {
    @usableFromInline
    internal static let seed: UInt64 = UInt64(bitPattern: Int64(0x5DEE_CE66_D1CE_4E5B._rawHashValue(seed: 0)))

    @inlinable @inline(__always)
    internal static func fragment(_ value: UInt64) -> UInt32 {
        var x = value &+ seed
        x ^= x &>> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x &>> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x &>> 33
        return UInt32(truncatingIfNeeded: x)
    }
}
