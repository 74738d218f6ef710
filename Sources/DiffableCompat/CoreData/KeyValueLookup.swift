#if !canImport(ObjectiveC)
import Foundation

/// Key-value coding's reading, for predicates, sort descriptors and section names: Foundation on
/// Linux has none, so values are read from managed objects' storage and from dictionaries.
enum KeyValueLookup {
    /// The value at a dotted key path, or nil where a step has none. `self` names the object.
    static func value(at keyPath: String, in object: Any?) -> Any? {
        var current = object
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init) where key != "self" {
            switch current {
            case let managed as NSManagedObject: current = managed.value(forKey: key)
            case let dictionary as [String: Any]: current = dictionary[key]
            case let dictionary as NSDictionary: current = dictionary.object(forKey: NSString(string: key))
            case let defaults as UserDefaults: current = defaults.object(forKey: key)
            default: return nil
            }
        }
        return current
    }
}

/// Comparing values as Foundation's `compare:` does: numbers (and booleans) by value whatever
/// their type, strings, dates; nil before everything.
enum ValueComparison {
    static func same(_ lhs: Any?, _ rhs: Any?) -> Bool { compare(lhs, rhs) == .orderedSame }

    static func compare(_ lhs: Any?, _ rhs: Any?, stringOptions: String.CompareOptions = []) -> ComparisonResult? {
        switch (unwrap(lhs), unwrap(rhs)) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case let (left?, right?):
            if let l = double(left), let r = double(right) { return l < r ? .orderedAscending : l > r ? .orderedDescending : .orderedSame }
            if let l = left as? String, let r = right as? String { return l.compare(r, options: stringOptions) }
            if let l = left as? Date, let r = right as? Date { return l.compare(r) }
            if let l = left as? AnyHashable, let r = right as? AnyHashable { return l == r ? .orderedSame : nil }
            if let l = left as? NSObject, let r = right as? NSObject { return l.isEqual(r) ? .orderedSame : nil }
            return nil
        }
    }

    /// A number's value, for numbers and booleans of any type.
    static func double(_ value: Any) -> Double? {
        switch value {
        case let value as Bool: return value ? 1 : 0
        case let value as Int: return Double(value)
        case let value as Int16: return Double(value)
        case let value as Int32: return Double(value)
        case let value as Int64: return Double(value)
        case let value as UInt: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    /// `number` as a Swift number type, when `Value` is one.
    static func number<Value>(_ number: NSNumber, as type: Value.Type) -> Value? {
        switch type {
        case is Int.Type: return number.intValue as? Value
        case is Int16.Type: return number.int16Value as? Value
        case is Int32.Type: return number.int32Value as? Value
        case is Int64.Type: return number.int64Value as? Value
        case is Double.Type: return number.doubleValue as? Value
        case is Float.Type: return number.floatValue as? Value
        case is Bool.Type: return number.boolValue as? Value
        default: return nil
        }
    }

    /// `value` without an optional around it; nil for `NSNull`.
    static func unwrap(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if value is NSNull { return nil }
        if case Optional<Any>.none = value { return nil }
        return value
    }
}
#endif
