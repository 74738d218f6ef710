#if !canImport(ObjectiveC)
import Foundation

/// A parsed predicate format: the common forms of Foundation's predicate format syntax (`%K`, `%@`,
/// `%d`/`%i`/`%ld`/`%f`, quoted strings, numbers, `TRUE`/`YES`/`FALSE`/`NO`, `nil`, key paths,
/// `SELF`; `==`, `=`, `!=`, `<>`, `<`, `<=`, `>`, `>=`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`,
/// `LIKE`, `MATCHES`, `IN` with `[c]`, `[d]`, `[cd]`; `AND`/`&&`, `OR`/`||`, `NOT`/`!`,
/// parentheses, `TRUEPREDICATE`, `FALSEPREDICATE`), evaluated over managed objects' values and
/// dictionaries. Anything else is a ``PredicateFormatError``.
indirect enum PredicateFormat {
    case constant(Bool)
    case not(PredicateFormat)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case comparison(Operand, String, String.CompareOptions, Operand)

    enum Operand {
        case keyPath(String)
        case value(Any?)
    }

    static func parse(_ format: String, arguments: [Any]) throws(PredicateFormatError) -> PredicateFormat {
        var parser = PredicateParser(format: format, arguments: arguments)
        let result = try parser.orExpression()
        if let token = parser.peek() { throw parser.error(.unexpectedToken(token.text)) }
        return result
    }

    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(object)
        case .and(let lhs, let rhs): return lhs.evaluate(object) && rhs.evaluate(object)
        case .or(let lhs, let rhs): return lhs.evaluate(object) || rhs.evaluate(object)
        case .comparison(let lhs, let op, let options, let rhs):
            return Self.compare(lhs.value(in: object), op, options, rhs.value(in: object))
        }
    }

    private static func compare(_ lhs: Any?, _ op: String, _ options: String.CompareOptions, _ rhs: Any?) -> Bool {
        let left = ValueComparison.unwrap(lhs), right = ValueComparison.unwrap(rhs)
        switch op {
        case "==": return ValueComparison.compare(left, right, stringOptions: options) == .orderedSame
        case "!=": return ValueComparison.compare(left, right, stringOptions: options) != .orderedSame
        case "<": return ValueComparison.compare(left, right, stringOptions: options) == .orderedAscending
        case ">": return ValueComparison.compare(left, right, stringOptions: options) == .orderedDescending
        case "<=": return [.orderedAscending, .orderedSame].contains(ValueComparison.compare(left, right, stringOptions: options))
        case ">=": return [.orderedDescending, .orderedSame].contains(ValueComparison.compare(left, right, stringOptions: options))
        case "IN": return contains(right, left, options)
        case "CONTAINS": return contains(left, right, options)
        default:
            guard let string = left as? String, let pattern = right as? String else { return false }
            switch op {
            case "BEGINSWITH": return string.range(of: pattern, options: options.union(.anchored)) != nil
            case "ENDSWITH": return string.range(of: pattern, options: options.union([.anchored, .backwards])) != nil
            case "LIKE": return matches(string, like(pattern), options)
            default: return matches(string, pattern, options)  // MATCHES
            }
        }
    }

    /// Whether `collection` (a string, array or set) contains `element`.
    private static func contains(_ collection: Any?, _ element: Any?, _ options: String.CompareOptions) -> Bool {
        if let string = collection as? String, let part = element as? String {
            return part.isEmpty ? false : string.range(of: part, options: options) != nil
        }
        let members: [Any]
        switch collection {
        case let set as NSSet: members = set.allObjects
        case let array as NSArray: members = array.map { $0 }
        case let array as [Any]: members = array
        default: return false
        }
        return members.contains { ValueComparison.compare($0, element, stringOptions: options) == .orderedSame }
    }

    private static func like(_ pattern: String) -> String {
        "^" + NSRegularExpression.escapedPattern(for: pattern).replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".") + "$"
    }

    private static func matches(_ string: String, _ pattern: String, _ options: String.CompareOptions) -> Bool {
        let anchored = pattern.hasPrefix("^") ? pattern : "^(?:" + pattern + ")$"
        guard let expression = try? NSRegularExpression(pattern: anchored, options: options.contains(.caseInsensitive) ? [.caseInsensitive] : []) else { return false }
        return expression.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
    }
}

extension PredicateFormat.Operand {
    func value(in object: Any?) -> Any? {
        switch self {
        case .value(let value): return value
        case .keyPath(let path): return path.uppercased() == "SELF" ? object : KeyValueLookup.value(at: path, in: object)
        }
    }
}
#endif
