#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKStatisticsOptions`: which statistics a statistics query calculates, with the SDK's
/// raw values. Modelled. A cumulative option with a discrete type, or a discrete one with a
/// cumulative type, raises HealthKit's `NSInvalidArgumentException` ("Statistics option … is not
/// compatible with … data type …") when the query is made. `Sendable`, as in the SDK.
public struct HKStatisticsOptions: OptionSet, @unchecked Sendable {
    /// The options' bits. Modelled.
    public let rawValue: UInt

    /// The options of `rawValue`. Modelled.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Also calculate per source (`sumQuantity(for:)`). Modelled.
    public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
    /// The average of discrete samples. Modelled.
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    /// The minimum of discrete samples. Modelled.
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    /// The maximum of discrete samples. Modelled.
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    /// The sum of cumulative samples. Modelled.
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    /// The most recent sample's quantity. Modelled.
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    /// The old name of `mostRecent`, deprecated in the SDK. Modelled.
    public static let discreteMostRecent = HKStatisticsOptions.mostRecent
    /// The time the samples cover. Modelled (the sum of their durations; overlaps count twice).
    public static let duration = HKStatisticsOptions(rawValue: 1 << 6)

    /// The SDK's name of each option, for exceptions' texts.
    static let names: [(HKStatisticsOptions, String)] = [
        (.discreteAverage, "HKStatisticsOptionDiscreteAverage"), (.discreteMin, "HKStatisticsOptionDiscreteMin"),
        (.discreteMax, "HKStatisticsOptionDiscreteMax"), (.cumulativeSum, "HKStatisticsOptionCumulativeSum"),
    ]

    /// Raises HealthKit's exception when these options do not fit `type`'s aggregation style.
    func validate(for type: HKQuantityType) {
        let discrete: HKStatisticsOptions = [.discreteAverage, .discreteMin, .discreteMax]
        let cumulative = type.aggregationStyle == .cumulative
        let wrong = cumulative ? intersection(discrete) : intersection(.cumulativeSum)
        guard let name = Self.names.first(where: { wrong.contains($0.0) })?.1 else { return }
        let reason = "Statistics option \(name) is not compatible with \(cumulative ? "cumulative" : "discrete") data type \(type.identifier)"
        DiffableFailures.raise(DiffableFailure(reason: reason, name: "NSInvalidArgumentException"))
    }
}
#endif
