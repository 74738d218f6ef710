#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKWorkoutType`: the type of workouts (`HKObjectType.workoutType()`), identifier
/// `HKWorkoutTypeIdentifier`. Modelled. `Sendable`, as in the SDK.
open class HKWorkoutType: HKSampleType, @unchecked Sendable {}
#endif
