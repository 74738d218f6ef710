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
    /// Whether the fragments are the standard keyed hash's (after `rehashWithStandardHash`).
    @usableFromInline internal var usesStandardHash: Bool

    @inlinable
    internal init() {
        elements = []
        buckets = [UInt64](repeating: 0, count: 8)
        bucketMask = 7
        usesStandardHash = false
    }

    @inlinable
    internal var count: Int { elements.count }

    /// How this table hashes its identifiers: fast per identifier type (``IdentifierHasher``), or
    /// with the standard keyed hash once a probe walked far longer than a random hash makes probes
    /// (identifiers crafted to collide under the fast hash): see `probeBudget(for:)`.
    @inlinable
    internal var hasher: IdentifierHasher<Element> { IdentifierHasher(standard: usesStandardHash) }

    /// The 32-bit hash fragment the table stores for `element`.
    ///
    /// Fast by default: a seeded mix for integers, wyhash-style for `String` (ASCII bytes, or the
    /// NFC form) and `UUID` (its 16 bytes), `identifierHash` mixed for other
    /// ``FastHashableIdentifier`` types, `_rawHashValue(seed:)` (what `Dictionary` calls) for the rest.
    /// Equal identifiers get equal fragments in every table of the process that hashes the same way.
    @inlinable @inline(__always)
    internal func hashFragment(of element: Element) -> UInt32 { hasher.fragment(of: element) }

    /// The most probe steps (buckets looked at past the home bucket) that `m` insertions or lookups
    /// may take before the table counts its hash as attacked. At most 3/4 full, linear probing
    /// averages under 8.5 steps for a miss and 2.5 for a hit; past twice the worst average plus a
    /// cluster's worth, the hash is not behaving as a random one (identifiers crafted to collide
    /// under a seed an attacker learnt, or a poor ``FastHashableIdentifier/identifierHash``), and
    /// the table rehashes with the keyed standard hash, so the rest costs what `Dictionary` would.
    @inlinable
    internal static func probeBudget(for m: Int) -> Int { 16 &* m &+ 1_024 }

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
        offset(of: element, fragment: hashFragment(of: element))
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
    ///
    /// Returns false, the offsets incomplete, when the probes walked past `probeBudget(for:)`: the
    /// fast hash is being collided on purpose, and the caller looks them up again in a copy that
    /// uses the standard keyed hash (`rehashWithStandardHash`). Never false once it does.
    /// - Complexity: O(probes) expected; one hash each.
    @inlinable
    internal func offsets(of probes: UnsafeBufferPointer<Element>, into offsets: UnsafeMutableBufferPointer<Int32>) -> Bool {
        let hasher = self.hasher
        return _offsets(of: probes, fragment: { hasher.fragment(of: probes[$0]) }, into: offsets, budgeted: !usesStandardHash)
    }

    /// `offsets(of:into:)` for probes whose hash fragments are known (`fragments[i]` for `probes[i]`,
    /// from `hashFragments(of:into:)` of a table whose `usesStandardHash` was `standard`): what
    /// looks the same identifiers up in two tables without hashing them twice. Fragments of the
    /// other hash are not used: the probes are hashed afresh.
    /// - Complexity: O(probes) expected; no hashing.
    @inlinable
    internal func offsets(
        of probes: UnsafeBufferPointer<Element>, fragments: UnsafeBufferPointer<UInt32>, standard: Bool,
        into offsets: UnsafeMutableBufferPointer<Int32>
    ) -> Bool {
        if standard != usesStandardHash { return self.offsets(of: probes, into: offsets) }
        return _offsets(of: probes, fragment: { fragments[$0] }, into: offsets, budgeted: !usesStandardHash)
    }

    /// The hash fragments of `probes`, into `fragments`, as this table hashes.
    /// - Complexity: O(probes); one hash each.
    @inlinable
    internal func hashFragments(of probes: UnsafeBufferPointer<Element>, into fragments: UnsafeMutableBufferPointer<UInt32>) {
        let hasher = self.hasher
        for i in 0 ..< Swift.min(probes.count, fragments.count) { fragments[i] = hasher.fragment(of: probes[i]) }
    }

    /// The batched probe loop of both `offsets` forms; `fragment(i)` gives probe i's fragment.
    /// Returns false, the offsets incomplete, once (when `budgeted`) the first k probes took more
    /// than `probeBudget(for: k)` steps.
    @inlinable @inline(__always)
    internal func _offsets(
        of probes: UnsafeBufferPointer<Element>, fragment fragmentOf: (Int) -> UInt32, into offsets: UnsafeMutableBufferPointer<Int32>,
        budgeted: Bool
    ) -> Bool {
        let batch = 64
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: batch) { firstWords in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: batch) { fragments in
                buckets.withUnsafeBufferPointer { buckets in
                    elements.withUnsafeBufferPointer { elements in
                        var start = 0
                        var steps = 0
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
                                    steps &+= 1
                                }
                                offsets[i] = found
                            }
                            if _slowPath(budgeted && steps > Self.probeBudget(for: end)) { return false }
                            start = end
                        }
                        return true
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

    /// Rehashes every identifier (but those at `skipped`) with the standard keyed hash and keeps
    /// to it from now on: what a table does once its probes show that the fast hash is being
    /// collided on purpose. Same bucket count. - Complexity: O(n) standard hashes.
    @inlinable
    internal mutating func rehashWithStandardHash(skipping skipped: Range<Int> = 0 ..< 0) {
        usesStandardHash = true
        let hasher = self.hasher
        let mask = bucketMask
        var fresh = [UInt64](repeating: 0, count: buckets.count)
        fresh.withUnsafeMutableBufferPointer { fresh in
            elements.withUnsafeBufferPointer { elements in
                for offset in elements.indices where !skipped.contains(offset) {
                    let fragment = hasher.fragment(of: elements[offset])
                    var index = Int(fragment) & mask
                    while fresh[index] != 0 { index = (index &+ 1) & mask }
                    fresh[index] = Self.bucket(fragment: fragment, offset: offset)
                }
            }
        }
        buckets = fresh
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
