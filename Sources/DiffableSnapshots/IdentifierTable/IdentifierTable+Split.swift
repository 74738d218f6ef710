/// A large append split across threads: what building a snapshot of many items from identifier
/// arrays costs on several cores instead of one.
///
/// The bucket array is cut into one region per thread. First every thread hashes its share of the
/// batch and sorts their bucket words by the region of their home bucket; then each thread places, in
/// batch order, the identifiers homed in its own region, probing only inside it, so no two threads
/// ever touch the same bucket. An identifier whose probe reaches the end of its region is left for
/// the calling thread, which places those few last, probing on past the boundary as a sequential
/// insertion would (linear probing is valid whatever the order of insertion, as long as nothing is
/// removed meanwhile). The layout differs from a sequential build's; what the table answers does not.
extension IdentifierTable {
    /// The fewest identifiers an append splits across threads: below it a thread's wake-up and the
    /// phases' hand-offs cost more than they save.
    @inlinable
    internal static var minimumToSplit: Int { 32_768 }

    /// Appends the identifiers of `batches`, in order, hashing and placing them on `splitter`'s
    /// threads. Returns false, having changed nothing, when the batch holds an identifier already
    /// stored or repeated, when the table uses the standard hash, or when the probes show the fast
    /// hash collided on purpose: the caller then appends one batch at a time, which reports each
    /// conflict exactly as UIKit does (and rehashes when attacked).
    /// - Complexity: O(m) hashes over w threads, plus O(bucket count) when the index grows.
    @inlinable
    internal mutating func appendSplit(_ batches: [[Element]], across splitter: any WorkSplitter) -> Bool {
        let width = splitter.width
        let start = count
        let m = batches.reduce(0) { $0 + $1.count }
        guard width > 1, m > 0, !usesStandardHash else { return false }
        // An empty table's new buckets are zeroed by the threads, each its region, not by one memset.
        let fresh = start == 0 && Self.bucketCount(for: m) > buckets.count
        if fresh {
            let bucketCount = Self.bucketCount(for: m)
            buckets = [UInt64](unsafeUninitializedCapacity: bucketCount) { _, initialized in initialized = bucketCount }
            bucketMask = bucketCount - 1
        } else {
            reserveCapacity(start + m)
        }
        if start == 0 && batches.count == 1 {
            elements = batches[0]  // a snapshot built from one array shares it
        } else if start == 0 {
            elements = Self.joined(batches, count: m, across: splitter)
        } else {
            elements.reserveCapacity(start + m)
            for batch in batches { elements.append(contentsOf: batch) }
        }
        if _placeSplit(from: start, count: m, zeroing: fresh, across: splitter) { return true }
        // Undo: the batch's buckets go (the rest re-placed from their stored fragments), then the batch.
        rebuildBuckets(bucketCount: buckets.count) { $0 < start ? $0 : -1 }
        elements.removeSubrange(start...)
        return false
    }

    /// `batches` joined into one array of `count` elements, each thread copying an even share
    /// (a retain per element for reference-counted identifiers such as strings: a third of a
    /// million-string build on one thread).
    @inlinable
    internal static func joined(_ batches: [[Element]], count m: Int, across splitter: any WorkSplitter) -> [Element] {
        let width = splitter.width
        var starts = [0]
        for batch in batches { starts.append(starts.last! + batch.count) }
        return [Element](unsafeUninitializedCapacity: m) { buffer, initialized in
            let target = buffer.baseAddress!
            batches.withUnsafeBufferPointer { batches in
                splitter.perform { part in
                    let lower = m * part / width, upper = m * (part + 1) / width
                    // The batches overlapping [lower, upper), each copied where they overlap.
                    for batch in batches.indices where starts[batch] < upper && starts[batch + 1] > lower {
                        let from = Swift.max(lower, starts[batch]), to = Swift.min(upper, starts[batch + 1])
                        batches[batch].withUnsafeBufferPointer { source in
                            let offset = from - starts[batch]
                            if _isPOD(Element.self) {
                                (target + from).initialize(from: source.baseAddress! + offset, count: to - from)
                            } else {
                                // Inlined copies: `initialize(from:count:)` goes through the
                                // runtime's per-element value witness for non-trivial types.
                                for k in 0 ..< to - from { (target + from + k).initialize(to: source[offset + k]) }
                            }
                        }
                    }
                }
            }
            initialized = m
        }
    }

    /// Places buckets for the `m` elements stored from `start`, split as the type's comment says,
    /// zeroing the buckets first when `zeroing` (a fresh, uninitialized array). Returns false at
    /// the first conflict or probe budget overrun (some buckets then placed).
    @inlinable
    internal mutating func _placeSplit(from start: Int, count m: Int, zeroing: Bool, across splitter: any WorkSplitter) -> Bool {
        let width = splitter.width
        let bucketCount = buckets.count
        let mask = bucketMask
        let shift = bucketCount.trailingZeroBitCount
        // Region r spans [bounds[r], bounds[r + 1]): the buckets whose `home * width >> shift` is r.
        let regionBounds = (0 ... width).map { ($0 * bucketCount + width - 1) / width }
        let hasher = self.hasher
        // The bucket words (fragment and offset, ready to store) of share t homed in region r, in
        // batch order, from `homed[(t * width + r) * shareCapacity]`, `counts[t * width + r]` of
        // them. Room for a whole share in every region, so that one pass sorts them (memory is
        // cheaper than a pass); the words themselves, not batch indexes, so that placing reads one
        // list in order instead of gathering each identifier's fragment again.
        let shareCapacity = m / width + 1
        let homed = UnsafeMutablePointer<UInt64>.allocate(capacity: width * width * shareCapacity)
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: width * width)
        counts.initialize(repeating: 0)
        let deferred = UnsafeMutableBufferPointer<[UInt64]>.allocate(capacity: width)
        deferred.initialize(repeating: [])
        let failed = UnsafeMutableBufferPointer<Bool>.allocate(capacity: width)
        failed.initialize(repeating: false)
        defer {
            homed.deallocate()
            counts.deallocate()
            _ = deferred.deinitialize()
            deferred.deallocate()
            failed.deallocate()
        }
        let regionBoundsBuffer = regionBounds
        elements.withUnsafeBufferPointer { elements in
            buckets.withUnsafeMutableBufferPointer { buckets in
                splitter.perform { part in
                    if zeroing {
                        let lower = regionBoundsBuffer[part], upper = regionBoundsBuffer[part + 1]
                        UnsafeMutableBufferPointer(rebasing: buckets[lower ..< upper]).initialize(repeating: 0)
                    }
                    let lists = homed + part * width * shareCapacity
                    let row = counts.baseAddress! + part * width
                    // Locals, so that the loop keeps them in registers: a write through a list
                    // could otherwise alias the closure's captures and reload them per item.
                    let hasher = hasher
                    withUnsafeTemporaryAllocation(of: UnsafeMutablePointer<UInt64>.self, capacity: width) { cursors in
                        for region in 0 ..< width { cursors[region] = lists + region * shareCapacity }
                        for i in (m * part / width) ..< (m * (part + 1) / width) {
                            let fragment = hasher.fragment(of: elements[start &+ i])
                            let region = ((Int(fragment) & mask) &* width) &>> shift
                            let cursor = cursors[region]
                            cursor.initialize(to: Self.bucket(fragment: fragment, offset: start &+ i))
                            cursors[region] = cursor + 1
                        }
                        for region in 0 ..< width { row[region] = cursors[region] - (lists + region * shareCapacity) }
                    }
                }
                splitter.perform { region in
                    let upper = regionBoundsBuffer[region + 1]
                    var steps = 0, placed = 0
                    var overflow: [UInt64] = []
                    let group = 64
                    var touched: UInt64 = 0
                    defer { _ = touched }
                    placing: for share in 0 ..< width {
                        let list = homed + (share * width + region) * shareCapacity
                        var position = 0
                        let end = counts[share * width + region]
                        while position < end {
                            let groupEnd = Swift.min(position + group, end)
                            // Home buckets first, so that their cache misses overlap.
                            for k in position ..< groupEnd { touched &+= buckets[Int(Self.fragment(of: list[k])) & mask] }
                            for k in position ..< groupEnd {
                                let placing = list[k]
                                let fragment = Self.fragment(of: placing)
                                var index = Int(fragment) & mask
                                while true {
                                    if index == upper { overflow.append(placing); break }
                                    let word = buckets[index]
                                    if word == 0 {
                                        buckets[index] = placing
                                        break
                                    }
                                    if Self.fragment(of: word) == fragment && elements[Self.offset(of: word)] == elements[Self.offset(of: placing)] {
                                        failed[region] = true
                                        break placing
                                    }
                                    index += 1
                                    steps &+= 1
                                }
                            }
                            placed += groupEnd - position
                            if _slowPath(steps > Self.probeBudget(for: placed)) {
                                failed[region] = true
                                break placing
                            }
                            position = groupEnd
                        }
                    }
                    deferred[region] = overflow
                }
            }
        }
        if failed.contains(true) { return false }
        // The few whose probe reached the end of their region, placed past it.
        return elements.withUnsafeBufferPointer { elements in
            buckets.withUnsafeMutableBufferPointer { buckets in
                for list in deferred {
                    for placing in list {
                        let fragment = Self.fragment(of: placing)
                        var index = Int(fragment) & mask
                        while true {
                            let word = buckets[index]
                            if word == 0 {
                                buckets[index] = placing
                                break
                            }
                            if Self.fragment(of: word) == fragment && elements[Self.offset(of: word)] == elements[Self.offset(of: placing)] { return false }
                            index = (index &+ 1) & mask
                        }
                    }
                }
                return true
            }
        }
    }
}
