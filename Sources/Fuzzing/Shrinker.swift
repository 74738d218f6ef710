import Foundation

/// Delta debugging (Zeller and Hildebrandt, 2002) over an operation list: a smallest list found that
/// still fails, removing chunks, then single operations, while `fails` holds.
public enum Shrinker {
    /// - Complexity: O(n²) checks in the worst case for n operations.
    public static func shrink<Element>(_ input: [Element], fails: ([Element]) -> Bool) -> [Element] {
        var current = input
        var granularity = 2
        while current.count >= 2 {
            let chunk = (current.count + granularity - 1) / granularity
            var reduced = false
            var start = 0
            while start < current.count {
                var complement = current
                complement.removeSubrange(start ..< min(start + chunk, current.count))
                if fails(complement) {
                    current = complement
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
                start += chunk
            }
            if !reduced {
                if granularity >= current.count { break }
                granularity = min(granularity * 2, current.count)
            }
        }
        return current
    }
}
