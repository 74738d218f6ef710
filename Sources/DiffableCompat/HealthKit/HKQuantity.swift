#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKQuantity`: a value with its unit (70 `count/min`, 120 `kcal`). Modelled: read in
/// any compatible unit; reading it in an incompatible one raises HealthKit's
/// `NSInvalidArgumentException` "Attempt to convert incompatible units: …, …" (and answers NaN when
/// the failure is recorded). `Sendable`, as in the SDK.
open class HKQuantity: NSObject, @unchecked Sendable {
    private let unit: HKUnit
    private let value: Double

    /// The quantity `value` in `unit`. Modelled.
    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
        super.init()
    }

    /// Whether the quantity can be read in `unit`. Modelled: by the units' dimensions.
    open func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.isCompatible(with: unit) }

    /// The quantity's value in `unit`. Modelled: converted (kilocalories to kilojoules, beats per
    /// second to beats per minute); an incompatible unit raises as HealthKit does.
    open func doubleValue(for unit: HKUnit) -> Double {
        guard `is`(compatibleWith: unit) else {
            DiffableFailures.raise(DiffableFailure(reason: "Attempt to convert incompatible units: \(self.unit), \(unit)", name: "NSInvalidArgumentException"))
            return .nan
        }
        return unit == self.unit ? value : self.unit.measure.convert(value, to: unit.measure)
    }

    /// How this quantity orders against `quantity`, compared in this quantity's unit. Modelled; an
    /// incompatible quantity raises as `doubleValue(for:)` does (and compares as the same).
    open func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let other = quantity.doubleValue(for: unit)
        if other.isNaN { return .orderedSame }
        return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
    }

    /// Equal when compatible and the same amount. Modelled.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKQuantity, other.is(compatibleWith: unit) else { return false }
        return other.unit.measure.convert(other.value, to: unit.measure) == value
    }

    /// Hashes the dimensions (equal quantities may be written in different units). Modelled.
    open override var hash: Int { unit.measure.dimensions.hashValue }

    /// `70 count/min`, as HealthKit prints a quantity. Modelled.
    open override var description: String {
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        return "\(number) \(unit)"
    }
}
#endif
