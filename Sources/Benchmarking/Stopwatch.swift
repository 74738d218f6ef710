import DiffBenchSupport
import Workloads

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
