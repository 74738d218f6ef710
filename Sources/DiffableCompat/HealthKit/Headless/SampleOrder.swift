#if !canImport(UIKit)
import Foundation

/// Sorting samples by a query's sort descriptors, stably (samples that compare the same keep their
/// save order).
enum SampleOrder {
    static func sorted(_ samples: [HKSample], by descriptors: [NSSortDescriptor]) -> [HKSample] {
        guard !descriptors.isEmpty else { return samples }
        return samples.enumerated().sorted { lhs, rhs in
            for descriptor in descriptors {
                let order: ComparisonResult
                if let sortKey = descriptor.sortKey {
                    // A string key: HealthKit's sort identifiers; another key does not order.
                    guard let left = value(of: sortKey.key, in: lhs.element), let right = value(of: sortKey.key, in: rhs.element) else { continue }
                    order = left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
                    guard order != .orderedSame else { continue }
                    return (order == .orderedAscending) == descriptor.ascending
                }
                // A Swift key path's descriptor: Foundation compares, ascending or not.
                order = descriptor.compare(lhs.element, to: rhs.element)
                guard order != .orderedSame else { continue }
                return order == .orderedAscending
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    private static func value(of key: String?, in sample: HKSample) -> Double? {
        switch key {
        case HKSampleSortIdentifierStartDate: sample.startDate.timeIntervalSinceReferenceDate
        case HKSampleSortIdentifierEndDate: sample.endDate.timeIntervalSinceReferenceDate
        case HKWorkoutSortIdentifierDuration: (sample as? HKWorkout)?.duration
        default: nil
        }
    }
}
#endif
