#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKWorkoutSessionLocationType`: where a workout takes place, with the SDK's raw
/// values. Modelled. `Sendable`, as in the SDK.
public enum HKWorkoutSessionLocationType: Int, @unchecked Sendable {
    /// Unknown (1), the default. Modelled.
    case unknown = 1
    /// Indoors (2). Modelled.
    case indoor = 2
    /// Outdoors (3). Modelled.
    case outdoor = 3
}

/// HealthKit's `HKWorkoutSwimmingLocationType`: where a swim takes place, with the SDK's raw values.
/// Modelled. `Sendable`, as in the SDK.
public enum HKWorkoutSwimmingLocationType: Int, @unchecked Sendable {
    /// Unknown (0), the default. Modelled.
    case unknown = 0
    /// A pool (1). Modelled.
    case pool = 1
    /// Open water (2). Modelled.
    case openWater = 2
}
#endif
