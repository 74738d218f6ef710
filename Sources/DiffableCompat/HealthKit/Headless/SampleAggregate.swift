#if !canImport(UIKit)
import Foundation

/// The statistics of quantity samples in one unit: what `HKStatistics` answers from.
struct SampleAggregate: Sendable {
    let sum: Double?
    let average: Double?
    let minimum: Double?
    let maximum: Double?
    let mostRecent: Double?
    let mostRecentInterval: DateInterval?
    let duration: Double?

    init(_ samples: [HKQuantitySample], unit: HKUnit) {
        let values = samples.map { $0.quantity.doubleValue(for: unit) }
        let total = values.reduce(0, +)
        sum = values.isEmpty ? nil : total
        average = values.isEmpty ? nil : total / Double(values.count)
        minimum = values.min()
        maximum = values.max()
        // The sample that ends last; of those ending together, the last saved.
        let latest = samples.indices.max { (samples[$0].endDate, $0) < (samples[$1].endDate, $1) }
        mostRecent = latest.map { values[$0] }
        mostRecentInterval = latest.map { DateInterval(start: samples[$0].startDate, end: max(samples[$0].startDate, samples[$0].endDate)) }
        duration = samples.isEmpty ? nil : samples.reduce(0) { $0 + max(0, $1.endDate.timeIntervalSince($1.startDate)) }
    }
}
#endif
