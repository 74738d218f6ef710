#if !canImport(UIKit)
import Foundation

// HealthKit's predicates are Foundation predicates over samples; here they are block predicates, so
// they combine with NSCompoundPredicate and evaluate on the in-memory store's samples.
extension HKQuery {
    /// Samples whose span meets the target span from `startDate` to `endDate` (nil for open): by
    /// default they overlap it (the sample ends at or after its start and starts before its end);
    /// `.strictStartDate` asks the sample to start at or after its start; `.strictEndDate` asks it to
    /// end before its end. Modelled on the predicate HealthKit prints for both options,
    /// `startDate >= start AND endDate < end AND startDate < end` (developer.apple.com/forums, profile ZHIMING1).
    public class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate(block: { object, _ in
            guard let sample = object as? HKSample else { return false }
            if let startDate {
                let lower = options.contains(.strictStartDate) ? sample.startDate : sample.endDate
                if lower < startDate { return false }
            }
            if let endDate {
                if sample.startDate >= endDate { return false }
                if options.contains(.strictEndDate), sample.endDate >= endDate { return false }
            }
            return true
        })
    }

    /// Objects saved by `source`. Modelled.
    public class func predicateForObjects(from source: HKSource) -> NSPredicate {
        NSPredicate(block: { object, _ in (object as? HKObject)?.sourceRevision.source == source })
    }

    /// Objects saved by any of `sources`. Modelled.
    public class func predicateForObjects(from sources: Set<HKSource>) -> NSPredicate {
        NSPredicate(block: { object, _ in (object as? HKObject).map { sources.contains($0.sourceRevision.source) } ?? false })
    }

    /// The object whose identifier is `UUID`. Modelled.
    public class func predicateForObject(with UUID: UUID) -> NSPredicate {
        NSPredicate(block: { object, _ in (object as? HKObject)?.uuid == UUID })
    }

    /// The objects whose identifiers are in `UUIDs`. Modelled.
    public class func predicateForObjects(with UUIDs: Set<UUID>) -> NSPredicate {
        NSPredicate(block: { object, _ in (object as? HKObject).map { UUIDs.contains($0.uuid) } ?? false })
    }

    /// Workouts of `workoutActivityType`. Modelled.
    public class func predicateForWorkouts(with workoutActivityType: HKWorkoutActivityType) -> NSPredicate {
        NSPredicate(block: { object, _ in (object as? HKWorkout)?.workoutActivityType == workoutActivityType })
    }
}
#endif
