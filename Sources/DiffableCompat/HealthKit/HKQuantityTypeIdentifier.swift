#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKQuantityTypeIdentifier`: the name of a quantity type, with the SDK's raw values
/// (`HKQuantityTypeIdentifierHeartRate`). Modelled: the common identifiers are declared, each with
/// its aggregation style and the unit its samples are kept in (see `HKQuantityType`); any other raw
/// value is kept as given. `Sendable`, as in the SDK.
public struct HKQuantityTypeIdentifier: Hashable, Equatable, RawRepresentable, Sendable {
    /// The identifier's string (`HKQuantityTypeIdentifierStepCount`). Modelled.
    public let rawValue: String

    /// The identifier `rawValue`. Modelled.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The identifier `rawValue`. Modelled.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Energy burned while active, cumulative, in kilocalories. Modelled.
    public static let activeEnergyBurned = Self("HKQuantityTypeIdentifierActiveEnergyBurned")
    /// Energy burned at rest, cumulative, in kilocalories. Modelled.
    public static let basalEnergyBurned = Self("HKQuantityTypeIdentifierBasalEnergyBurned")
    /// Steps, cumulative, a count. Modelled.
    public static let stepCount = Self("HKQuantityTypeIdentifierStepCount")
    /// Distance walked or run, cumulative, in meters. Modelled.
    public static let distanceWalkingRunning = Self("HKQuantityTypeIdentifierDistanceWalkingRunning")
    /// Distance cycled, cumulative, in meters. Modelled.
    public static let distanceCycling = Self("HKQuantityTypeIdentifierDistanceCycling")
    /// Distance swum, cumulative, in meters. Modelled.
    public static let distanceSwimming = Self("HKQuantityTypeIdentifierDistanceSwimming")
    /// Flights of stairs climbed, cumulative, a count. Modelled.
    public static let flightsClimbed = Self("HKQuantityTypeIdentifierFlightsClimbed")
    /// Exercise time, cumulative, in seconds. Modelled.
    public static let appleExerciseTime = Self("HKQuantityTypeIdentifierAppleExerciseTime")
    /// Stand time, cumulative, in seconds. Modelled.
    public static let appleStandTime = Self("HKQuantityTypeIdentifierAppleStandTime")
    /// Dietary energy, cumulative, in kilocalories. Modelled.
    public static let dietaryEnergyConsumed = Self("HKQuantityTypeIdentifierDietaryEnergyConsumed")
    /// Water drunk, cumulative, in liters. Modelled.
    public static let dietaryWater = Self("HKQuantityTypeIdentifierDietaryWater")
    /// Heart rate, discrete (temporally weighted), in beats per minute. Modelled.
    public static let heartRate = Self("HKQuantityTypeIdentifierHeartRate")
    /// Resting heart rate, discrete, in beats per minute. Modelled.
    public static let restingHeartRate = Self("HKQuantityTypeIdentifierRestingHeartRate")
    /// Walking heart rate average, discrete, in beats per minute. Modelled.
    public static let walkingHeartRateAverage = Self("HKQuantityTypeIdentifierWalkingHeartRateAverage")
    /// Heart rate variability (SDNN), discrete, in milliseconds. Modelled.
    public static let heartRateVariabilitySDNN = Self("HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
    /// Breaths per minute, discrete. Modelled.
    public static let respiratoryRate = Self("HKQuantityTypeIdentifierRespiratoryRate")
    /// Blood oxygen saturation, discrete, a fraction in percent units (0.97). Modelled.
    public static let oxygenSaturation = Self("HKQuantityTypeIdentifierOxygenSaturation")
    /// Body mass, discrete, in kilograms. Modelled.
    public static let bodyMass = Self("HKQuantityTypeIdentifierBodyMass")
    /// Height, discrete, in meters. Modelled.
    public static let height = Self("HKQuantityTypeIdentifierHeight")
    /// Body mass index, discrete, a count. Modelled.
    public static let bodyMassIndex = Self("HKQuantityTypeIdentifierBodyMassIndex")
    /// Body fat, discrete, a fraction in percent units. Modelled.
    public static let bodyFatPercentage = Self("HKQuantityTypeIdentifierBodyFatPercentage")
    /// Body temperature, discrete, in degrees Celsius. Modelled.
    public static let bodyTemperature = Self("HKQuantityTypeIdentifierBodyTemperature")
    /// VO₂ max, discrete, in mL/kg·min. Modelled.
    public static let vo2Max = Self("HKQuantityTypeIdentifierVO2Max")

    /// How samples of this identifier aggregate and the unit they are kept in; nil for an
    /// identifier not declared here.
    var definition: (style: HKQuantityAggregationStyle, unit: String)? { Self.definitions[self] }

    private static let definitions: [HKQuantityTypeIdentifier: (style: HKQuantityAggregationStyle, unit: String)] = [
        .activeEnergyBurned: (.cumulative, "kcal"), .basalEnergyBurned: (.cumulative, "kcal"),
        .stepCount: (.cumulative, "count"), .distanceWalkingRunning: (.cumulative, "m"),
        .distanceCycling: (.cumulative, "m"), .distanceSwimming: (.cumulative, "m"),
        .flightsClimbed: (.cumulative, "count"), .appleExerciseTime: (.cumulative, "s"),
        .appleStandTime: (.cumulative, "s"), .dietaryEnergyConsumed: (.cumulative, "kcal"),
        .dietaryWater: (.cumulative, "L"), .heartRate: (.discreteTemporallyWeighted, "count/min"),
        .restingHeartRate: (.discreteArithmetic, "count/min"), .walkingHeartRateAverage: (.discreteArithmetic, "count/min"),
        .heartRateVariabilitySDNN: (.discreteArithmetic, "ms"), .respiratoryRate: (.discreteArithmetic, "count/min"),
        .oxygenSaturation: (.discreteArithmetic, "%"), .bodyMass: (.discreteArithmetic, "kg"),
        .height: (.discreteArithmetic, "m"), .bodyMassIndex: (.discreteArithmetic, "count"),
        .bodyFatPercentage: (.discreteArithmetic, "%"), .bodyTemperature: (.discreteArithmetic, "degC"),
        .vo2Max: (.discreteArithmetic, "mL/kg·min"),
    ]
}
#endif
