/// The longest strictly increasing subsequence, which decides the minimum set of moves: items whose
/// old positions form an increasing run in new order can stay; every other common item must move.
/// So the number of moves is `common − LIS(common)`, the true minimum.
public enum LongestIncreasingSubsequence {
    /// For each element of `values` (distinct), whether it belongs to one longest strictly increasing
    /// subsequence.
    /// - Complexity: O(k) when `values` is already increasing (nothing moved), else O(k log L) for
    ///   L the length of the subsequence (patience sorting with predecessor links).
    public static func membership(_ values: [Int32]) -> [Bool] {
        let k = values.count
        if k == 0 { return [] }
        var increasing = true
        for i in 1 ..< k where values[i] <= values[i - 1] { increasing = false; break }
        if increasing { return [Bool](repeating: true, count: k) }

        var tails = [Int32]()  // tails[l] = index of the smallest tail of an increasing run of length l+1
        var previous = [Int32](repeating: -1, count: k)
        tails.reserveCapacity(64)
        values.withUnsafeBufferPointer { values in
            for i in 0 ..< k {
                let value = values[i]
                var low = 0, high = tails.count
                while low < high {
                    let mid = (low + high) >> 1
                    if values[Int(tails[mid])] < value { low = mid + 1 } else { high = mid }
                }
                if low > 0 { previous[i] = tails[low - 1] }
                if low == tails.count { tails.append(Int32(i)) } else { tails[low] = Int32(i) }
            }
        }
        var member = [Bool](repeating: false, count: k)
        var index = Int(tails[tails.count - 1])
        while index >= 0 {
            member[index] = true
            index = Int(previous[index])
        }
        return member
    }

    /// The length of a longest strictly increasing subsequence of `values`.
    public static func length(_ values: [Int32]) -> Int { membership(values).lazy.filter { $0 }.count }
}
