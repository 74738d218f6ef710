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

        // tails[l]: index of the smallest tail of an increasing run of length l + 1; tailValues keeps
        // those values contiguous so the search does not chase indexes. All scratch is allocated
        // once, at full size, so the per-element path does no array bookkeeping.
        var tails = [Int32](repeating: 0, count: k)
        var tailValues = [Int32](repeating: 0, count: k)
        var previous = [Int32](repeating: -1, count: k)
        var length = 0
        values.withUnsafeBufferPointer { values in
            tails.withUnsafeMutableBufferPointer { tails in
                tailValues.withUnsafeMutableBufferPointer { tailValues in
                    previous.withUnsafeMutableBufferPointer { previous in
                        for i in 0 ..< k {
                            let value = values[i]
                            // The first tail ≥ value. In a lightly churned list it sits near the top
                            // of the piles, so gallop down from the top, then search the bracket.
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
                            if low > 0 { previous[i] = tails[low - 1] }
                            tails[low] = Int32(i)
                            tailValues[low] = value
                            if low == length { length += 1 }
                        }
                    }
                }
            }
        }
        var member = [Bool](repeating: false, count: k)
        var index = Int(tails[length - 1])
        while index >= 0 {
            member[index] = true
            index = Int(previous[index])
        }
        return member
    }

    /// The length of a longest strictly increasing subsequence of `values`.
    public static func length(_ values: [Int32]) -> Int { membership(values).lazy.filter { $0 }.count }
}
