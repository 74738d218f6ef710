/// The longest strictly increasing subsequence, which decides the minimum set of moves: items whose
/// old positions form an increasing run in new order can stay; every other common item must move.
/// So the number of moves is `common − LIS(common)`, the true minimum.
public enum LongestIncreasingSubsequence {
    /// For each element of `values` (distinct), whether it belongs to one longest strictly increasing
    /// subsequence.
    /// - Complexity: O(k) when `values` is already increasing (nothing moved), else O(k log L) for
    ///   L the length of the subsequence (patience sorting with predecessor links), and close to O(k)
    ///   when each element lands near the top piles, as in a lightly churned list (galloping search).
    public static func membership(_ values: [Int32]) -> [Bool] {
        let k = values.count
        if k == 0 { return [] }
        var increasing = true
        for i in 1 ..< k where values[i] <= values[i - 1] { increasing = false; break }
        if increasing { return [Bool](repeating: true, count: k) }
        // One scratch block for the three arrays, on the stack when small (a section of a few
        // hundred items), instead of a builder object and three allocations per section.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * k) { scratch in
            var piles = Piles(scratch.baseAddress!, capacity: k)
            values.withUnsafeBufferPointer { piles.add($0) }
            return piles.membership()
        }
    }

    /// Patience sorting over caller-owned scratch. tails[l]: index of the smallest tail of an
    /// increasing run of length l + 1; tailValues keeps those values contiguous so the search does
    /// not chase indexes; previous[i]: the predecessor of value i in its run. Only written entries
    /// are ever read, so the scratch may be uninitialized.
    struct Piles {
        let tails: UnsafeMutablePointer<Int32>
        let tailValues: UnsafeMutablePointer<Int32>
        let previous: UnsafeMutablePointer<Int32>
        var length = 0
        var count = 0

        /// Piles over `scratch`, which holds `3 * capacity` values.
        @inline(__always)
        init(_ scratch: UnsafeMutablePointer<Int32>, capacity: Int) {
            tails = scratch
            tailValues = scratch + capacity
            previous = scratch + 2 * capacity
        }

        /// Adds `values` after those added before (the caller keeps within the capacity).
        @inline(__always)
        mutating func add(_ values: UnsafeBufferPointer<Int32>) {
            var length = self.length
            for (j, value) in values.enumerated() {
                let i = count + j
                // Above every tail: a new pile on top, which is what most items of a lightly
                // churned list do (half the instructions of the search's first step).
                if length > 0 && tailValues[length - 1] < value {
                    previous[i] = tails[length - 1]
                    tails[length] = Int32(truncatingIfNeeded: i)
                    tailValues[length] = value
                    length += 1
                    continue
                }
                // The first tail ≥ value. In a lightly churned list it sits near the top of the
                // piles, so gallop down from the top, then search the bracket.
                var high = length, step = 1
                while step <= length && tailValues[length - step] >= value {
                    high = length - step
                    step &<<= 1
                }
                var low = min(step <= length ? length - step + 1 : 0, high)
                while low < high {
                    let mid = (low + high) >> 1
                    if tailValues[mid] < value { low = mid + 1 } else { high = mid }
                }
                previous[i] = low > 0 ? tails[low - 1] : -1
                tails[low] = Int32(i)
                tailValues[low] = value
                if low == length { length += 1 }
            }
            self.length = length
            count += values.count
        }

        /// For each value added, in order, whether it belongs to the longest increasing subsequence.
        func membership() -> [Bool] {
            var member = [Bool](repeating: false, count: count)
            guard length > 0 else { return member }
            var index = Int(tails[length - 1])
            while index >= 0 {
                member[index] = true
                index = Int(previous[index])
            }
            return member
        }
    }

    /// The length of a longest strictly increasing subsequence of `values`.
    public static func length(_ values: [Int32]) -> Int { membership(values).lazy.filter { $0 }.count }

    /// Patience sorting fed in pieces: `add` the values in order, as they become known, then ask for
    /// `membership()`. The answer is the same as `membership(_:)` of all the values at once, so a
    /// parallel diff can run the subsequence of a section's first part while other threads are
    /// still matching the rest. Not thread-safe: one thread feeds it.
    public final class Builder {
        private let capacity: Int
        // All scratch is allocated once, at full size and uninitialized.
        private let scratch: UnsafeMutablePointer<Int32>
        private var piles: Piles
        /// How many values were added.
        public var count: Int { piles.count }

        /// A builder for at most `capacity` values.
        public init(capacity: Int) {
            self.capacity = max(1, capacity)
            scratch = .allocate(capacity: 3 * self.capacity)
            piles = Piles(scratch, capacity: self.capacity)
        }

        deinit { scratch.deallocate() }

        /// Adds `values` after those added before. Returns false, adding nothing, when they would
        /// exceed the capacity.
        @discardableResult
        public func add(_ values: UnsafeBufferPointer<Int32>) -> Bool {
            guard values.count <= capacity - piles.count else { return false }
            piles.add(values)
            return true
        }

        /// For each value added, in order, whether it belongs to the longest increasing subsequence.
        public func membership() -> [Bool] { piles.membership() }
    }
}
