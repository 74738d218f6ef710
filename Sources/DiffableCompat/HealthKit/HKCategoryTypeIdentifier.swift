#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKCategoryTypeIdentifier`: the name of a category type, with the SDK's raw values.
/// Modelled: the common identifiers are declared; any other raw value is kept as given. `Sendable`,
/// as in the SDK.
public struct HKCategoryTypeIdentifier: Hashable, Equatable, RawRepresentable, Sendable {
    /// The identifier's string (`HKCategoryTypeIdentifierSleepAnalysis`). Modelled.
    public let rawValue: String

    /// The identifier `rawValue`. Modelled.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The identifier `rawValue`. Modelled.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Sleep analysis (in bed, asleep, awake). Modelled.
    public static let sleepAnalysis = Self("HKCategoryTypeIdentifierSleepAnalysis")
    /// Mindful sessions. Modelled.
    public static let mindfulSession = Self("HKCategoryTypeIdentifierMindfulSession")
    /// Hours in which the user stood. Modelled.
    public static let appleStandHour = Self("HKCategoryTypeIdentifierAppleStandHour")
    /// High heart rate events. Modelled.
    public static let highHeartRateEvent = Self("HKCategoryTypeIdentifierHighHeartRateEvent")
    /// Low heart rate events. Modelled.
    public static let lowHeartRateEvent = Self("HKCategoryTypeIdentifierLowHeartRateEvent")
    /// Irregular heart rhythm events. Modelled.
    public static let irregularHeartRhythmEvent = Self("HKCategoryTypeIdentifierIrregularHeartRhythmEvent")
    /// Toothbrushing events. Modelled.
    public static let toothbrushingEvent = Self("HKCategoryTypeIdentifierToothbrushingEvent")
}
#endif
