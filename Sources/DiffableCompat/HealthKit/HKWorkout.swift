#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKWorkout`: a sample recording one workout. Modelled: an `HKWorkoutBuilder` makes one
/// from its configuration, dates and samples; its statistics are those of the samples added to the
/// builder (sum or average by type, see `HKStatistics`). `Sendable`, as in the SDK.
open class HKWorkout: HKSample, @unchecked Sendable {
    /// The activity. Modelled.
    open var workoutActivityType: HKWorkoutActivityType { activity }
    /// How long it lasted, in seconds (end minus start; pauses are not modelled). Modelled.
    open var duration: TimeInterval { workoutDuration }
    /// The active energy burned: the sum of the builder's `activeEnergyBurned` samples, or what it
    /// was made with. Modelled (deprecated in the SDK for `statistics(for:)`).
    open var totalEnergyBurned: HKQuantity? { energy }
    /// The distance: the sum of the builder's walking, running, cycling or swimming distance
    /// samples, or what it was made with. Modelled (deprecated in the SDK for `statistics(for:)`).
    open var totalDistance: HKQuantity? { distance }
    /// The statistics of the builder's samples by quantity type. Modelled.
    open var allStatistics: [HKQuantityType: HKStatistics] { statisticsByType }
    private let activity: HKWorkoutActivityType
    private let workoutDuration: TimeInterval
    private let energy: HKQuantity?
    private let distance: HKQuantity?
    private let statisticsByType: [HKQuantityType: HKStatistics]

    init(activityType: HKWorkoutActivityType, start: Date, end: Date, duration: TimeInterval, totalEnergyBurned: HKQuantity?,
         totalDistance: HKQuantity?, statistics: [HKQuantityType: HKStatistics], device: HKDevice?, metadata: [String: Any]?) {
        activity = activityType
        workoutDuration = duration
        energy = totalEnergyBurned
        distance = totalDistance
        statisticsByType = statistics
        super.init(type: HKObjectType.workoutType(), start: start, end: end, device: device, metadata: metadata)
    }

    /// A workout of `workoutActivityType` from `startDate` to `endDate`. Modelled (deprecated in the
    /// SDK for `HKWorkoutBuilder`).
    @available(*, deprecated, message: "Use HKWorkoutBuilder")
    public convenience init(activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date) {
        self.init(activityType: workoutActivityType, start: startDate, end: endDate, duration: endDate.timeIntervalSince(startDate),
                  totalEnergyBurned: nil, totalDistance: nil, statistics: [:], device: nil, metadata: nil)
    }

    /// A workout with these values. Modelled (deprecated in the SDK for `HKWorkoutBuilder`).
    @available(*, deprecated, message: "Use HKWorkoutBuilder")
    public convenience init(activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date, duration: TimeInterval,
                            totalEnergyBurned: HKQuantity?, totalDistance: HKQuantity?, metadata: [String: Any]?) {
        self.init(activityType: workoutActivityType, start: startDate, end: endDate, duration: duration, totalEnergyBurned: totalEnergyBurned,
                  totalDistance: totalDistance, statistics: [:], device: nil, metadata: metadata)
    }

    /// The statistics of the builder's samples of `quantityType`, or nil when it added none. Modelled.
    open func statistics(for quantityType: HKQuantityType) -> HKStatistics? { statisticsByType[quantityType] }
}

/// The sort key of a workout's duration. Modelled: the SDK's string.
public let HKWorkoutSortIdentifierDuration: String = "duration"
#endif
