#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKSampleType`: the type of samples, data with a start and an end date (quantity,
/// category and workout types). Modelled: a type the app may ask to share, save and query.
/// `Sendable`, as in the SDK.
open class HKSampleType: HKObjectType, @unchecked Sendable {
    /// Whether the type's samples have a maximum duration: false for every type declared here.
    /// Modelled (no type here restricts it).
    open var isMaximumDurationRestricted: Bool { false }
    /// Whether the type's samples have a minimum duration: false for every type declared here. Modelled.
    open var isMinimumDurationRestricted: Bool { false }
}
#endif
