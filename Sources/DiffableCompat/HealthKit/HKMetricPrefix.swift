#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKMetricPrefix`: a metric prefix for units that take one (`HKUnit.gramUnit(with: .kilo)`),
/// with the SDK's raw values. Modelled.
public enum HKMetricPrefix: Int, @unchecked Sendable {
    /// No prefix. Modelled.
    case none = 0
    /// 10⁻¹², `p`. Modelled.
    case pico = 1
    /// 10⁻⁹, `n`. Modelled.
    case nano = 2
    /// 10⁻⁶, `mc`. Modelled.
    case micro = 3
    /// 10⁻³, `m`. Modelled.
    case milli = 4
    /// 10⁻², `c`. Modelled.
    case centi = 5
    /// 10⁻¹, `d`. Modelled.
    case deci = 6
    /// 10¹, `da`. Modelled.
    case deca = 7
    /// 10², `h`. Modelled.
    case hecto = 8
    /// 10³, `k`. Modelled.
    case kilo = 9
    /// 10⁶, `M`. Modelled.
    case mega = 10
    /// 10⁹, `G`. Modelled.
    case giga = 11
    /// 10⁻¹⁵, `f`. Modelled.
    case femto = 12

    /// The prefix as HealthKit writes it in a unit string.
    var symbol: String {
        ["", "p", "n", "mc", "m", "c", "d", "da", "h", "k", "M", "G", "f"][rawValue]
    }

    /// The prefix's power of ten.
    var factor: Double {
        [1, 1e-12, 1e-9, 1e-6, 1e-3, 1e-2, 1e-1, 1e1, 1e2, 1e3, 1e6, 1e9, 1e-15][rawValue]
    }
}
#endif
