#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKQuantityType`: the type of quantity samples (heart rate, energy burned). Modelled:
/// each declared identifier has HealthKit's aggregation style and the unit its samples are kept in
/// (kilocalories, meters, beats per minute); a unit of another dimension is not compatible.
/// `Sendable`, as in the SDK.
open class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// How the type's samples combine: cumulative (summed) or discrete (averaged). Modelled; an
    /// identifier DiffableCompat does not declare is discrete (arithmetic).
    open var aggregationStyle: HKQuantityAggregationStyle { quantityIdentifier.definition?.style ?? .discreteArithmetic }

    /// The identifier as the typed value.
    var quantityIdentifier: HKQuantityTypeIdentifier { HKQuantityTypeIdentifier(rawValue: identifier) }
    /// The unit the type's samples are kept in (a count for an identifier not declared here).
    var canonicalUnit: HKUnit { HKUnit(from: quantityIdentifier.definition?.unit ?? "count") }

    /// The quantity type of `identifier`. Modelled (an identifier DiffableCompat does not declare
    /// makes a discrete type counted in `count`, where HealthKit would refuse it).
    public convenience init(_ identifier: HKQuantityTypeIdentifier) {
        self.init(identifier: identifier.rawValue)
    }

    /// Whether `unit` measures what this type measures (energy for energy burned, a count per time
    /// for heart rate). Modelled: by the units' dimensions.
    open func `is`(compatibleWith unit: HKUnit) -> Bool { canonicalUnit.isCompatible(with: unit) }
}
#endif
