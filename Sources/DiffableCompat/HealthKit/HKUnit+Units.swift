#if !canImport(UIKit)
import Foundation

// The units the SDK names by class method, each `-> Self` as HealthKit's (`instancetype`).
extension HKUnit {
    private class func unit(_ symbol: String, _ prefix: HKMetricPrefix = .none) -> Self {
        self.init(factors: [UnitFactor(symbol: prefix.symbol + symbol, exponent: 1)])
    }

    /// A count, `count` (steps, beats). Modelled; not convertible to percent.
    public class func count() -> Self { unit("count") }
    /// A percentage, `%`, whose values are fractions (0.97 for 97 %), as HealthKit's. Modelled.
    public class func percent() -> Self { unit("%") }
    /// Grams, `g`. Modelled.
    public class func gram() -> Self { unit("g") }
    /// Grams with `prefix` (`kg`, `mg`, `mcg`). Modelled.
    public class func gramUnit(with prefix: HKMetricPrefix) -> Self { unit("g", prefix) }
    /// Ounces, `oz`. Modelled.
    public class func ounce() -> Self { unit("oz") }
    /// Pounds, `lb`. Modelled.
    public class func pound() -> Self { unit("lb") }
    /// Stones, `st`. Modelled.
    public class func stone() -> Self { unit("st") }
    /// Meters, `m`. Modelled.
    public class func meter() -> Self { unit("m") }
    /// Meters with `prefix` (`km`, `cm`). Modelled.
    public class func meterUnit(with prefix: HKMetricPrefix) -> Self { unit("m", prefix) }
    /// Inches, `in`. Modelled.
    public class func inch() -> Self { unit("in") }
    /// Feet, `ft`. Modelled.
    public class func foot() -> Self { unit("ft") }
    /// Yards, `yd`. Modelled.
    public class func yard() -> Self { unit("yd") }
    /// Miles, `mi`. Modelled.
    public class func mile() -> Self { unit("mi") }
    /// Seconds, `s`. Modelled.
    public class func second() -> Self { unit("s") }
    /// Seconds with `prefix` (`ms`). Modelled.
    public class func secondUnit(with prefix: HKMetricPrefix) -> Self { unit("s", prefix) }
    /// Minutes, `min`. Modelled.
    public class func minute() -> Self { unit("min") }
    /// Hours, `hr`. Modelled.
    public class func hour() -> Self { unit("hr") }
    /// Days, `d`. Modelled.
    public class func day() -> Self { unit("d") }
    /// Joules, `J`. Modelled.
    public class func joule() -> Self { unit("J") }
    /// Joules with `prefix` (`kJ`). Modelled.
    public class func jouleUnit(with prefix: HKMetricPrefix) -> Self { unit("J", prefix) }
    /// Kilocalories, `kcal` (4184 J). Modelled.
    public class func kilocalorie() -> Self { unit("kcal") }
    /// Large calories, `Cal`, the same energy as a kilocalorie. Modelled.
    public class func largeCalorie() -> Self { unit("Cal") }
    /// Small calories, `cal` (4.184 J). Modelled.
    public class func smallCalorie() -> Self { unit("cal") }
    /// Liters, `L`. Modelled.
    public class func liter() -> Self { unit("L") }
    /// Liters with `prefix` (`mL`). Modelled.
    public class func literUnit(with prefix: HKMetricPrefix) -> Self { unit("L", prefix) }
    /// Degrees Celsius, `degC`. Modelled (converts with its offset when not part of a compound unit).
    public class func degreeCelsius() -> Self { unit("degC") }
    /// Degrees Fahrenheit, `degF`. Modelled (as `degreeCelsius()`).
    public class func degreeFahrenheit() -> Self { unit("degF") }
    /// Kelvin, `K`. Modelled.
    public class func kelvin() -> Self { unit("K") }
    /// Millimeters of mercury, `mmHg`. Modelled.
    public class func millimeterOfMercury() -> Self { unit("mmHg") }
    /// Pascals, `Pa`. Modelled.
    public class func pascal() -> Self { unit("Pa") }
    /// Pascals with `prefix` (`kPa`). Modelled.
    public class func pascalUnit(with prefix: HKMetricPrefix) -> Self { unit("Pa", prefix) }
}
#endif
