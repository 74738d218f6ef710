#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKObjectType`: the type of data a HealthKit object holds, named by its identifier.
/// Modelled as a value: two types with the same identifier are equal and hash alike (HealthKit hands
/// out one instance per identifier; here each call makes a new, equal one), so sets of types ask for
/// authorization as in HealthKit. `Sendable`, as in the SDK.
open class HKObjectType: NSObject, @unchecked Sendable {
    /// The type's identifier (`HKQuantityTypeIdentifierHeartRate`, `HKWorkoutTypeIdentifier`). Modelled.
    open var identifier: String { name }
    private let name: String

    init(identifier: String) {
        name = identifier
        super.init()
    }

    /// The quantity type of `identifier`, or nil for an identifier DiffableCompat does not declare
    /// (HealthKit's nil is for one it does not know). Modelled.
    open class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        identifier.definition == nil ? nil : HKQuantityType(identifier)
    }

    /// The category type of `identifier`. Modelled; every identifier has one here.
    open class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
        HKCategoryType(identifier)
    }

    /// The type of workouts. Modelled.
    open class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: HKWorkoutTypeIdentifier) }

    /// Equal when the identifiers are. Modelled.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKObjectType else { return false }
        return other.identifier == identifier
    }

    /// Hashes the identifier. Modelled.
    open override var hash: Int { identifier.hashValue }

    /// The identifier, as HealthKit prints a type. Modelled.
    open override var description: String { identifier }
}

/// HealthKit's `HKWorkoutTypeIdentifier`, the workout type's identifier. Modelled: the SDK's string.
public let HKWorkoutTypeIdentifier: String = "HKWorkoutTypeIdentifier"
#endif
