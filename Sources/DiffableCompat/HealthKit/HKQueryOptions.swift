#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKQueryOptions`: how `HKQuery.predicateForSamples(withStart:end:options:)` compares a
/// sample's span with the target span, with the SDK's raw values. Modelled. `Sendable`, as in the SDK.
public struct HKQueryOptions: OptionSet, @unchecked Sendable {
    /// The options' bits. Modelled.
    public let rawValue: UInt

    /// The options of `rawValue`. Modelled.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The sample's start must be in the target span (at or after its start, before its end). Modelled.
    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    /// The sample's end must be in the target span (before its end). Modelled.
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}
#endif
