#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKDiscreteQuantitySample`: a quantity sample of a discrete measure (heart rate, body
/// mass), made with `HKQuantitySample`'s initializers. Modelled: it holds one quantity, so its
/// minimum, maximum, average and most recent are that quantity. `Sendable`, as in the SDK.
open class HKDiscreteQuantitySample: HKQuantitySample, @unchecked Sendable {
    /// The smallest of its quantities: its quantity. Modelled.
    open var minimumQuantity: HKQuantity { quantity }
    /// The average of its quantities: its quantity. Modelled.
    open var averageQuantity: HKQuantity { quantity }
    /// The largest of its quantities: its quantity. Modelled.
    open var maximumQuantity: HKQuantity { quantity }
    /// The latest of its quantities: its quantity. Modelled.
    open var mostRecentQuantity: HKQuantity { quantity }
    /// When the latest quantity was measured: the sample's span. Modelled.
    open var mostRecentQuantityDateInterval: DateInterval { DateInterval(start: startDate, end: max(startDate, endDate)) }
}
#endif
