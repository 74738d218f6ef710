#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKQuantityAggregationStyle`: how a quantity type's samples combine over time, with
/// the SDK's raw values. Modelled: statistics sum cumulative types and average, or take the
/// minimum, maximum and most recent of, discrete ones (every discrete style by arithmetic mean: see
/// `HKStatistics`).
public enum HKQuantityAggregationStyle: Int, @unchecked Sendable {
    /// Samples sum over time (steps, energy, distance). Modelled.
    case cumulative = 0
    /// Samples average by arithmetic mean (body mass). Modelled.
    case discreteArithmetic = 1
    /// Samples average weighted by time (heart rate). Modelled as an arithmetic mean.
    case discreteTemporallyWeighted = 2
    /// Samples average as an equivalent continuous level (audio exposure). Modelled as an arithmetic mean.
    case discreteEquivalentContinuousLevel = 3

    /// The old name of `discreteArithmetic`, deprecated in the SDK. Modelled.
    public static var discrete: HKQuantityAggregationStyle { .discreteArithmetic }
}
#endif
