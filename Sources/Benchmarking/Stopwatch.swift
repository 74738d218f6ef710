#if canImport(Glibc)
import Glibc
import Workloads
#endif

/// A monotonic clock read through `clock_gettime(CLOCK_MONOTONIC)`: cheap enough to wrap cases of
/// microseconds without distorting them.
public enum Stopwatch {
    /// Nanoseconds on the monotonic clock.
    @inlinable
    public static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Seconds `body` took, and what it returned.
    @inlinable
    public static func measure<T>(_ body: () throws -> T) rethrows -> (seconds: Double, result: T) {
        let start = now()
        let result = try body()
        return (Double(now() - start) / 1e9, result)
    }
}

/// The summary of repeated timings of one case.
public struct TimingSummary: Sendable, Hashable, Codable {
    /// Every repetition's seconds, in run order.
    public var samples: [Double]

    /// Creates a summary of `samples` (at least one).
    public init(samples: [Double]) {
        precondition(!samples.isEmpty, "a summary needs at least one sample")
        self.samples = samples
    }

    /// The fastest repetition.
    public var min: Double { samples.min()! }
    /// The slowest repetition.
    public var max: Double { samples.max()! }
    /// The median repetition (mean of the middle two for an even count).
    public var median: Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
