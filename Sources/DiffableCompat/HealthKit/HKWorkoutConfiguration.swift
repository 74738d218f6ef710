#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKWorkoutConfiguration`: a workout's activity and location. Modelled: it keeps what
/// is set; a workout builder copies it when made. Not `Sendable` (it is mutable).
open class HKWorkoutConfiguration: NSObject, NSCopying {
    /// The activity, `.other` until set (HealthKit's default was not confirmed). Modelled.
    open var activityType: HKWorkoutActivityType = .other
    /// Where the workout takes place, `.unknown` until set. Modelled.
    open var locationType: HKWorkoutSessionLocationType = .unknown
    /// Where a swim takes place, `.unknown` until set. Modelled.
    open var swimmingLocationType: HKWorkoutSwimmingLocationType = .unknown
    /// A pool's lap length, if set. Modelled.
    open var lapLength: HKQuantity?

    /// A configuration with the defaults above. Modelled.
    public override init() { super.init() }

    /// A copy, as `NSCopying`'s. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = HKWorkoutConfiguration()
        copy.activityType = activityType
        copy.locationType = locationType
        copy.swimmingLocationType = swimmingLocationType
        copy.lapLength = lapLength
        return copy
    }
}
#endif
