import ApplyPipeline
import Foundation

/// A load case's identity: `load/DIFFER[/derived]/churnPpct/nN/wW/COALESCING/` then `pP/rHz` for a
/// fixed-rate case or `max` for the group's highest rate within a frame, e.g.
/// `load/linear/churn1pct/n100000/w2/every/p1/r30`. Without a group it names what the plan runs as one
/// unit, every group of one size and churn (`load/linear/churn1pct/n100000`).
///
/// The churn and the rate are kept as the id prints them (`%g`, the rate to a tenth of a hertz), so an
/// id built from a plan equals the same id read back from a file.
public struct LoadCaseID: Hashable, Sendable, CustomStringConvertible {
    /// The differ the workers ran.
    public let differ: String
    /// Share of the list changed per update, in percent.
    public let churnPercent: Double
    /// Items in the list.
    public let n: Int
    /// The group, and what of it was measured; nil for every group of this size and churn.
    public let group: Group?

    /// One setting of the load: where the snapshots come from, workers, coalescing, and what was
    /// measured at it.
    public struct Group: Hashable, Sendable {
        /// Snapshots built from scratch, or derived from the data source's (`derived/`).
        public var workload: LoadWorkload
        /// Diff workers (`wW`).
        public var workers: Int
        /// The coalescing policy (`every`, `latest`).
        public var coalescing: CoalescingPolicy
        /// A fixed rate, or the search for the highest rate within a frame.
        public var measure: Measure

        /// A group's case.
        public init(workload: LoadWorkload, workers: Int, coalescing: CoalescingPolicy, measure: Measure) {
            self.workload = workload
            self.workers = workers
            self.coalescing = coalescing
            self.measure = measure
        }
    }

    /// What a load case measured at its setting.
    public enum Measure: Hashable, Sendable {
        /// `pP/rHz`: `producers` threads submitting at `rateHz` between them.
        case fixedRate(producers: Int, rateHz: Double)
        /// `max`: the highest rate whose p99 latency stayed within a frame.
        case highestRate
    }

    /// A load id; `churnPercent` and a fixed rate are rounded as the id prints them.
    public init(differ: String, churnPercent: Double, n: Int, group: Group?) {
        self.differ = differ
        self.churnPercent = Self.rounded(churnPercent)
        self.n = n
        var group = group
        if case let .fixedRate(producers, rate)? = group?.measure {
            group?.measure = .fixedRate(producers: producers, rateHz: Self.rounded((rate * 10).rounded() / 10))
        }
        self.group = group
    }

    /// The id, e.g. `load/linear/derived/churn1pct/n100000/w2/latest/max`.
    public var description: String {
        var text = "load/\(differ)/\(group?.workload == .derived ? "derived/" : "")churn\(Self.label(churnPercent))pct/n\(n)"
        guard let group else { return text }
        text += "/w\(group.workers)/\(Self.label(group.coalescing))"
        switch group.measure {
        case let .fixedRate(producers, rate): text += "/p\(producers)/r\(Self.label(rate))"
        case .highestRate: text += "/max"
        }
        return text
    }

    /// A number as the id writes it: `%g`, six significant digits, no trailing zeros.
    static func label(_ value: Double) -> String { String(format: "%g", value) }

    /// `value` as read back from its label.
    static func rounded(_ value: Double) -> Double { Double(label(value)) ?? value }

    /// `every` or `latest`.
    static func label(_ coalescing: CoalescingPolicy) -> String {
        switch coalescing {
        case .everySnapshot: "every"
        case .latestOnly: "latest"
        }
    }
}
