#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKCumulativeQuantitySample`: a quantity sample of a cumulative amount (energy
/// burned, steps), made with `HKQuantitySample`'s initializers. Modelled. `Sendable`, as in the SDK.
open class HKCumulativeQuantitySample: HKQuantitySample, @unchecked Sendable {
    /// The sum of its quantities: its quantity (it holds one). Modelled.
    open var sumQuantity: HKQuantity { quantity }
}
#endif
