#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKStatisticsCollection`: the statistics of an `HKStatisticsCollectionQuery`, one per
/// interval from its anchor date. Modelled: a sample counts in the interval that holds its start
/// date (HealthKit splits a sample that spans intervals between them; not here). `Sendable`, as in the SDK.
open class HKStatisticsCollection: NSObject, @unchecked Sendable {
    private let intervals: StatisticsIntervals
    private let type: HKQuantityType
    private let options: HKStatisticsOptions
    private let samplesByInterval: [Int: [HKQuantitySample]]

    init(type: HKQuantityType, options: HKStatisticsOptions, intervals: StatisticsIntervals, samples: [HKQuantitySample]) {
        self.type = type
        self.options = options
        self.intervals = intervals
        samplesByInterval = Dictionary(grouping: samples) { intervals.index(containing: $0.startDate) }
        super.init()
    }

    private func statistics(at index: Int) -> HKStatistics {
        HKStatistics(type: type, start: intervals.boundary(index), end: intervals.boundary(index + 1), options: options,
                     samples: samplesByInterval[index] ?? [])
    }

    /// The statistics of the intervals that hold samples, in order. Modelled.
    open func statistics() -> [HKStatistics] { samplesByInterval.keys.sorted().map(statistics(at:)) }

    /// The statistics of the interval that holds `date`, with nil quantities when it holds no
    /// sample. Modelled.
    open func statistics(for date: Date) -> HKStatistics? { statistics(at: intervals.index(containing: date)) }

    /// Calls `block` with the statistics of each interval from the one holding `startDate` to the
    /// one holding `endDate`, in order, empty ones included with nil quantities, until it sets its
    /// stop flag. Modelled (nothing when `endDate` is before `startDate`).
    open func enumerateStatistics(from startDate: Date, to endDate: Date, with block: @escaping (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let first = intervals.index(containing: startDate), last = intervals.index(containing: endDate)
        guard first <= last else { return }
        var stop = ObjCBool(false)
        for index in first...last {
            block(statistics(at: index), &stop)
            if stop.boolValue { return }
        }
    }

    /// The sources of the samples. Modelled.
    open func sources() -> Set<HKSource> { Set(samplesByInterval.values.joined().map(\.sourceRevision.source)) }
}
#endif
