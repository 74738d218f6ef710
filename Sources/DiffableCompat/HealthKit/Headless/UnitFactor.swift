#if !canImport(UIKit)
import Foundation

/// One factor of an `HKUnit`: a symbol with its metric prefix (`kcal`, `mL`) and an exponent.
struct UnitFactor: Hashable, Sendable {
    let symbol: String
    let exponent: Int

    /// The factors `string` names, or nil when a symbol is unknown or the syntax is not HealthKit's.
    static func parse(_ string: String) -> [UnitFactor]? {
        let parts = string.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return nil }
        var factors: [UnitFactor] = []
        for (index, part) in parts.enumerated() {
            let trimmed = part.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "()"))
            if trimmed == "1", index == 0, parts.count == 2 { continue }
            for token in trimmed.split(whereSeparator: { $0 == "·" || $0 == "*" }) {
                guard let factor = factor(String(token)) else { return nil }
                factors = combine(factors, [factor], sign: index == 0 ? 1 : -1)
            }
        }
        return parts.count == 1 && factors.isEmpty ? nil : factors
    }

    private static func factor(_ token: String) -> UnitFactor? {
        let pieces = token.split(separator: "^", maxSplits: 1)
        let symbol = String(pieces[0])
        let exponent = pieces.count == 2 ? Int(pieces[1]) : 1
        guard let exponent, exponent != 0, UnitCatalogue.measure(of: symbol) != nil else { return nil }
        return UnitFactor(symbol: symbol, exponent: exponent)
    }

    /// `left` times (`sign` 1) or divided by (`sign` -1) `right`: a symbol already there gains the
    /// exponent, one whose exponent becomes 0 goes, a new one goes last.
    static func combine(_ left: [UnitFactor], _ right: [UnitFactor], sign: Int) -> [UnitFactor] {
        var result = left
        for factor in right {
            let exponent = factor.exponent * sign
            if let index = result.firstIndex(where: { $0.symbol == factor.symbol }) {
                let sum = result[index].exponent + exponent
                if sum == 0 { result.remove(at: index) } else { result[index] = UnitFactor(symbol: factor.symbol, exponent: sum) }
            } else {
                result.append(UnitFactor(symbol: factor.symbol, exponent: exponent))
            }
        }
        return result
    }

    /// HealthKit's string of `factors`: the positive powers joined by `·`, then `/` and the negative
    /// ones (`count/min`, `mL/kg·min`, `1/min`); `()` for none (HealthKit's null unit's string is a guess).
    static func string(of factors: [UnitFactor]) -> String {
        func written(_ factor: UnitFactor, _ exponent: Int) -> String { exponent == 1 ? factor.symbol : "\(factor.symbol)^\(exponent)" }
        let numerator = factors.filter { $0.exponent > 0 }.map { written($0, $0.exponent) }
        let denominator = factors.filter { $0.exponent < 0 }.map { written($0, -$0.exponent) }
        if numerator.isEmpty && denominator.isEmpty { return "()" }
        let top = numerator.isEmpty ? "1" : numerator.joined(separator: "·")
        return denominator.isEmpty ? top : top + "/" + denominator.joined(separator: "·")
    }
}

/// A unit's relation to base units: value in base = value × scale + offset, and its dimensions.
struct UnitMeasure: Equatable, Sendable {
    var scale: Double
    var offset: Double
    var dimensions: [String: Int]

    init(scale: Double, offset: Double = 0, dimensions: [String: Int]) {
        self.scale = scale
        self.offset = offset
        self.dimensions = dimensions
    }

    /// The measure of `factors`; an offset (degrees Celsius, Fahrenheit) counts only for a unit that
    /// is the one symbol to the power 1, as HealthKit converts temperatures.
    init(_ factors: [UnitFactor]) {
        var measure = UnitMeasure(scale: 1, dimensions: [:])
        for factor in factors {
            let base = UnitCatalogue.measure(of: factor.symbol) ?? UnitMeasure(scale: 1, dimensions: [factor.symbol: 1])
            measure.scale *= pow(base.scale, Double(factor.exponent))
            for (dimension, power) in base.dimensions {
                let sum = measure.dimensions[dimension, default: 0] + power * factor.exponent
                measure.dimensions[dimension] = sum == 0 ? nil : sum
            }
        }
        if factors.count == 1, factors[0].exponent == 1 { measure.offset = UnitCatalogue.measure(of: factors[0].symbol)?.offset ?? 0 }
        self = measure
    }

    /// `value` in this unit, in `other`'s (same dimensions).
    func convert(_ value: Double, to other: UnitMeasure) -> Double {
        (value * scale + offset - other.offset) / other.scale
    }
}
#endif
