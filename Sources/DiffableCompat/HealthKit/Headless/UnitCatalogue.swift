#if !canImport(UIKit)
import Foundation

/// The unit symbols DiffableCompat's `HKUnit` knows, HealthKit's spellings, each with its measure in
/// base units (gram, meter, second, joule, liter, kelvin, pascal; `count` and `%` dimensions of their own).
enum UnitCatalogue {
    /// The measure of `symbol`, a root symbol or a prefixed one (`kcal`, `mL`, `mcg`), or nil.
    static func measure(of symbol: String) -> UnitMeasure? {
        if let root = roots[symbol] { return root.measure }
        for prefix in prefixes where symbol.hasPrefix(prefix.symbol) {
            let rest = String(symbol.dropFirst(prefix.symbol.count))
            if let root = roots[rest], root.takesPrefix {
                return UnitMeasure(scale: root.measure.scale * prefix.factor, dimensions: root.measure.dimensions)
            }
        }
        return nil
    }

    // Longest symbols first, so `da` and `mc` are tried before `d` and `m`.
    private static let prefixes: [HKMetricPrefix] = [.deca, .micro, .pico, .nano, .milli, .centi, .deci, .hecto, .kilo, .mega, .giga, .femto]

    private static func root(_ scale: Double, _ dimension: String, prefix: Bool = false, offset: Double = 0) -> (measure: UnitMeasure, takesPrefix: Bool) {
        (UnitMeasure(scale: scale, offset: offset, dimensions: [dimension: 1]), prefix)
    }

    private static let roots: [String: (measure: UnitMeasure, takesPrefix: Bool)] = [
        "count": root(1, "count"), "%": root(1, "percent"),
        "g": root(1, "mass", prefix: true), "oz": root(28.349523125, "mass"), "lb": root(453.59237, "mass"),
        "st": root(6350.29318, "mass"),
        "m": root(1, "length", prefix: true), "in": root(0.0254, "length"), "ft": root(0.3048, "length"),
        "yd": root(0.9144, "length"), "mi": root(1609.344, "length"),
        "s": root(1, "time", prefix: true), "min": root(60, "time"), "hr": root(3600, "time"), "d": root(86400, "time"),
        "J": root(1, "energy", prefix: true), "cal": root(4.184, "energy", prefix: true), "kcal": root(4184, "energy"), "Cal": root(4184, "energy"),
        "L": root(1, "volume", prefix: true), "fl_oz_us": root(0.0295735295625, "volume"),
        "K": root(1, "temperature"), "degC": root(1, "temperature", offset: 273.15),
        "degF": root(5.0 / 9.0, "temperature", offset: 273.15 - 32 * 5.0 / 9.0),
        "Pa": root(1, "pressure", prefix: true), "mmHg": root(133.322387415, "pressure"),
        "atm": root(101_325, "pressure"),
    ]
}
#endif
