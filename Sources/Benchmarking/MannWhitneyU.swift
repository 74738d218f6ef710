import Foundation

/// The Mann–Whitney U test (Wilcoxon's rank-sum test), one-sided: do one sample's values tend to be
/// larger than another's? Rank-based, so it assumes nothing of the timings' distribution (a loaded
/// machine's are skewed, with outliers) and one outlier moves it by one rank only. What the gate
/// judges wall time with, over each case's repetitions, beside the tolerance.
///
/// Exact (the null distribution of U counted over every arrangement) when neither sample holds a tie
/// and both have at most ``exactLimit`` values; otherwise the normal approximation with the tie
/// correction and a continuity correction. It does not say how large a change is, only how likely
/// one this large in ranks is by chance: the gate asks the tolerance for the size.
public struct MannWhitneyU: Sendable, Hashable {
    /// Values in the sample tested as the smaller (the baseline's).
    public var baselineCount: Int
    /// Values in the sample tested as the larger (the current run's).
    public var currentCount: Int
    /// U of the current sample: the pairs (current, baseline) where current is larger, ties counting half.
    public var u: Double
    /// The one-sided p-value: the chance of a U at least this large if neither sample tends larger.
    public var p: Double
    /// Whether `p` is exact rather than the normal approximation.
    public var exact: Bool

    /// Samples up to this size get the exact distribution (its table has `n·m + 1` entries).
    public static let exactLimit = 60

    /// Tests whether `current`'s values tend to be larger than `baseline`'s; nil when either is empty.
    /// - Complexity: O(n·m) to count U; the exact distribution O(n·m·(n+m)).
    public static func testing(_ current: [Double], greaterThan baseline: [Double]) -> MannWhitneyU? {
        let n = baseline.count, m = current.count
        guard n > 0, m > 0 else { return nil }
        var u = 0.0
        for c in current { for b in baseline { u += c > b ? 1 : c == b ? 0.5 : 0 } }
        let pooled = baseline + current
        let ties = Set(pooled).count < pooled.count
        if !ties && n <= exactLimit && m <= exactLimit {
            return MannWhitneyU(baselineCount: n, currentCount: m, u: u, p: exactUpperTail(Int(u), n: n, m: m), exact: true)
        }
        return MannWhitneyU(baselineCount: n, currentCount: m, u: u, p: normalUpperTail(u, pooled: pooled, n: n, m: m), exact: false)
    }

    /// The smallest one-sided p-value the test can give with samples of `n` and `m` values
    /// (U at its maximum): 1 / C(n+m, n). Below the significance level, the test can tell; otherwise
    /// the samples are too few for it.
    public static func smallestP(_ n: Int, _ m: Int) -> Double {
        guard n > 0, m > 0 else { return 1 }
        // 1 / C(n+m, n), as a product of ratios so it neither overflows nor rounds to zero early.
        var p = 1.0
        for k in 1 ... min(n, m) { p *= Double(k) / Double(max(n, m) + k) }
        return p
    }

    /// P(U ≥ u) with no ties: the count of arrangements of `n` baseline and `m` current values whose
    /// U is each value, by the recurrence f(n, m; u) = f(n−1, m; u−m) + f(n, m−1; u) (the largest value
    /// is a current one, adding `n` to U, or a baseline one, adding nothing), over C(n+m, n).
    static func exactUpperTail(_ u: Int, n: Int, m: Int) -> Double {
        // counts[j][k]: arrangements of i baseline and j current values with U = k, for the current i.
        var counts: [[Double]] = (0 ... m).map { _ in [1] }
        for i in 1 ... n {
            var next: [[Double]] = [[1]]
            for j in 1 ... m {
                var row = [Double](repeating: 0, count: i * j + 1)
                // The largest value is current (it beats all i baseline values) or baseline (beats none).
                for (k, count) in next[j - 1].enumerated() { row[k + i] += count }
                for (k, count) in counts[j].enumerated() { row[k] += count }
                next.append(row)
            }
            counts = next
        }
        let distribution = counts[m]
        let total = distribution.reduce(0, +)
        let tail = distribution[min(max(u, 0), distribution.count - 1)...].reduce(0, +)
        return u > n * m ? 0 : tail / total
    }

    /// P(U ≥ u) by the normal approximation, its variance corrected for ties, with a continuity correction.
    static func normalUpperTail(_ u: Double, pooled: [Double], n: Int, m: Int) -> Double {
        let size = Double(n + m), mean = Double(n * m) / 2
        let tieTerm = Dictionary(grouping: pooled, by: { $0 }).values.reduce(0.0) { sum, group in
            let t = Double(group.count)
            return sum + (t * t * t - t)
        }
        let variance = Double(n * m) / 12 * ((size + 1) - tieTerm / (size * (size - 1)))
        guard variance > 0 else { return u > mean ? 0 : 1 }
        let z = (u - mean - 0.5) / variance.squareRoot()
        return 0.5 * erfc(z / 2.0.squareRoot())
    }
}
