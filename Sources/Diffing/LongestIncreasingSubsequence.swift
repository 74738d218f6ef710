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
        let builder = Builder(capacity: k)
        values.withUnsafeBufferPointer { _ = builder.add($0) }
        return builder.membership()
    }

    /// The length of a longest strictly increasing subsequence of `values`.
    public static func length(_ values: [Int32]) -> Int { membership(values).lazy.filter { $0 }.count }

    /// Patience sorting fed in pieces: `add` the values in order, as they become known, then ask for
    /// `membership()`. The answer is the same as `membership(_:)` of all the values at once, so a
    /// parallel diff can run the subsequence of a section's first part while other threads are
    /// still matching the rest. Not thread-safe: one thread feeds it.
    public final class Builder {
        private let capacity: Int
        // tails[l]: index of the smallest tail of an increasing run of length l + 1; tailValues keeps
        // those values contiguous so the search does not chase indexes. All scratch is allocated
        // once, at full size and uninitialized: only written entries are ever read.
        private let tails: UnsafeMutablePointer<Int32>
        private let tailValues: UnsafeMutablePointer<Int32>
        private let previous: UnsafeMutablePointer<Int32>
        private var length = 0
        /// How many values were added.
        public private(set) var count = 0

        /// A builder for at most `capacity` values.
        public init(capacity: Int) {
            self.capacity = max(1, capacity)
            tails = .allocate(capacity: self.capacity)
            tailValues = .allocate(capacity: self.capacity)
            previous = .allocate(capacity: self.capacity)
        }

        deinit {
            tails.deallocate()
            tailValues.deallocate()
            previous.deallocate()
        }

        /// Adds `values` after those added before. Returns false, adding nothing, when they would
        /// exceed the capacity.
        @discardableResult
        public func add(_ values: UnsafeBufferPointer<Int32>) -> Bool {
            guard values.count <= capacity - count else { return false }
            var length = self.length
            for (j, value) in values.enumerated() {
                let i = count + j
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
            return true
        }

        /// For each value added, in order, whether it belongs to the longest increasing subsequence.
        public func membership() -> [Bool] {
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
}
