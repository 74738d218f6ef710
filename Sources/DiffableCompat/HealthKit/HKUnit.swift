#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKUnit`: a unit of measure, simple (`kcal`, `m`, `count`) or compound (`count/min`,
/// `mL/kg·min`), written as HealthKit writes its unit strings. Modelled: units convert within a
/// dimension (mass, length, time, energy, volume, temperature, pressure; `count` and `%` are
/// scalars of their own, never converted into each other, as HealthKit's), and two units are equal
/// when their unit strings are. `Sendable`, as in the SDK. Public, not open: a subclass of a unit is
/// not modelled (its class methods answer `Self`, as the SDK's, through a required initializer).
public class HKUnit: NSObject, @unchecked Sendable {
    /// The factors, each a unit symbol with its prefix and an exponent, in the order written.
    let factors: [UnitFactor]

    required init(factors: [UnitFactor]) {
        self.factors = factors
        super.init()
    }

    /// The unit `string` names, in HealthKit's unit-string syntax: symbols with metric prefixes
    /// (`kcal`, `mL`, `kg`), joined by `·` or `*`, one `/` before the denominator, powers as `^2`
    /// (`count/min`, `m^2`, `mg/dL`). Modelled; a string it cannot read raises
    /// `NSInvalidArgumentException` "Unable to parse unit string: …" (the text is a guess) and makes
    /// a unit of its own, compatible with no other.
    public convenience init(from string: String) {
        guard let factors = UnitFactor.parse(string) else {
            DiffableFailures.raise(DiffableFailure(reason: "Unable to parse unit string: \(string)", name: "NSInvalidArgumentException"))
            self.init(factors: [UnitFactor(symbol: string, exponent: 1)])
            return
        }
        self.init(factors: factors)
    }

    /// The unit as HealthKit writes it (`count/min`). Modelled.
    public var unitString: String { UnitFactor.string(of: factors) }

    /// The product of this unit and `unit` (`m·s`). Modelled.
    public func unitMultiplied(by unit: HKUnit) -> HKUnit { HKUnit(factors: UnitFactor.combine(factors, unit.factors, sign: 1)) }

    /// This unit divided by `unit` (`count().unitDivided(by: .minute())` is `count/min`). Modelled.
    public func unitDivided(by unit: HKUnit) -> HKUnit { HKUnit(factors: UnitFactor.combine(factors, unit.factors, sign: -1)) }

    /// This unit raised to `power` (`m^2`). Modelled.
    public func unitRaised(toPower power: Int) -> HKUnit {
        HKUnit(factors: power == 0 ? [] : factors.map { UnitFactor(symbol: $0.symbol, exponent: $0.exponent * power) })
    }

    /// One over this unit (`1/min`). Modelled.
    public func reciprocal() -> HKUnit { unitRaised(toPower: -1) }

    /// Whether this is the null unit (no factors, what raising to the power 0 makes). Modelled.
    public func isNull() -> Bool { factors.isEmpty }

    /// Whether values convert between this unit and `unit`: same dimensions. Modelled.
    func isCompatible(with unit: HKUnit) -> Bool { measure.dimensions == unit.measure.dimensions }

    /// How this unit relates to its dimensions' base units.
    var measure: UnitMeasure { UnitMeasure(factors) }

    /// Equal when the unit strings are. Modelled.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKUnit else { return false }
        return other.unitString == unitString
    }

    /// Hashes the unit string. Modelled.
    public override var hash: Int { unitString.hashValue }

    /// The unit string, as HealthKit prints a unit. Modelled.
    public override var description: String { unitString }
}
#endif
