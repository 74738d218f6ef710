#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKStatistics`: the statistics of one type's samples over a time span. Modelled: the
/// quantities asked for by the query's options are calculated from the matching samples (in the
/// type's unit), the others are nil, and nil too when no sample matched. A sum adds the samples'
/// quantities; an average is the arithmetic mean of the samples (HealthKit weights heart rate by
/// time); the most recent is the quantity of the sample that ends last. Per source only with
/// `.separateBySource`. `Sendable`, as in the SDK.
open class HKStatistics: NSObject, @unchecked Sendable {
    /// The samples' type. Modelled.
    open var quantityType: HKQuantityType { type }
    /// The start of the span. Modelled.
    open var startDate: Date { start }
    /// The end of the span. Modelled.
    open var endDate: Date { end }
    /// The sources of the samples when the options separate by source, else nil. Modelled.
    open var sources: [HKSource]? { options.contains(.separateBySource) ? bySource.keys.sorted { $0.bundleIdentifier < $1.bundleIdentifier } : nil }
    private let type: HKQuantityType
    private let start: Date
    private let end: Date
    private let options: HKStatisticsOptions
    private let all: SampleAggregate
    private let bySource: [HKSource: SampleAggregate]

    init(type: HKQuantityType, start: Date, end: Date, options: HKStatisticsOptions, samples: [HKQuantitySample]) {
        self.type = type
        self.start = start
        self.end = end
        self.options = options
        all = SampleAggregate(samples, unit: type.canonicalUnit)
        bySource = Dictionary(grouping: samples) { $0.sourceRevision.source }.mapValues { SampleAggregate($0, unit: type.canonicalUnit) }
    }

    private func quantity(_ option: HKStatisticsOptions, _ value: (SampleAggregate) -> Double?, source: HKSource? = nil) -> HKQuantity? {
        guard options.contains(option) else { return nil }
        if source != nil && !options.contains(.separateBySource) { return nil }
        guard let aggregate = source.map({ bySource[$0] }) ?? all, let number = value(aggregate) else { return nil }
        return HKQuantity(unit: option == .duration ? .second() : type.canonicalUnit, doubleValue: number)
    }

    /// The sum, with `.cumulativeSum`. Modelled.
    open func sumQuantity() -> HKQuantity? { quantity(.cumulativeSum, \.sum) }
    /// The average, with `.discreteAverage`. Modelled.
    open func averageQuantity() -> HKQuantity? { quantity(.discreteAverage, \.average) }
    /// The minimum, with `.discreteMin`. Modelled.
    open func minimumQuantity() -> HKQuantity? { quantity(.discreteMin, \.minimum) }
    /// The maximum, with `.discreteMax`. Modelled.
    open func maximumQuantity() -> HKQuantity? { quantity(.discreteMax, \.maximum) }
    /// The most recent, with `.mostRecent`. Modelled.
    open func mostRecentQuantity() -> HKQuantity? { quantity(.mostRecent, \.mostRecent) }
    /// The span of the most recent sample, with `.mostRecent`. Modelled.
    open func mostRecentQuantityDateInterval() -> DateInterval? { options.contains(.mostRecent) ? all.mostRecentInterval : nil }
    /// The time the samples cover, in seconds, with `.duration`. Modelled.
    open func duration() -> HKQuantity? { quantity(.duration, \.duration) }

    /// The sum of `source`'s samples, with `.cumulativeSum` and `.separateBySource`. Modelled.
    open func sumQuantity(for source: HKSource) -> HKQuantity? { quantity(.cumulativeSum, \.sum, source: source) }
    /// The average of `source`'s samples, with `.discreteAverage` and `.separateBySource`. Modelled.
    open func averageQuantity(for source: HKSource) -> HKQuantity? { quantity(.discreteAverage, \.average, source: source) }
    /// The minimum of `source`'s samples, likewise. Modelled.
    open func minimumQuantity(for source: HKSource) -> HKQuantity? { quantity(.discreteMin, \.minimum, source: source) }
    /// The maximum of `source`'s samples, likewise. Modelled.
    open func maximumQuantity(for source: HKSource) -> HKQuantity? { quantity(.discreteMax, \.maximum, source: source) }
    /// The most recent of `source`'s samples, likewise. Modelled.
    open func mostRecentQuantity(for source: HKSource) -> HKQuantity? { quantity(.mostRecent, \.mostRecent, source: source) }
    /// The time `source`'s samples cover, likewise. Modelled.
    open func duration(for source: HKSource) -> HKQuantity? { quantity(.duration, \.duration, source: source) }
}
#endif
