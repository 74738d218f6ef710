#if !canImport(ObjectiveC)
import Foundation

/// Reads a predicate format into a ``PredicateFormat``: a tokenizer and a recursive descent over
/// `OR` → `AND` → `NOT` → comparison.
struct PredicateParser {
    struct Token {
        enum Kind { case word, string, number, symbol, specifier }
        let kind: Kind
        let text: String
        let offset: Int
    }

    let format: String
    private let arguments: [Any]
    private var tokens: [Token] = []
    private var position = 0
    private var nextArgument = 0
    private var failure: PredicateFormatError?

    init(format: String, arguments: [Any]) {
        self.format = format
        self.arguments = arguments
        do { tokens = try Self.tokenize(format) } catch { failure = error }
    }

    func error(_ kind: PredicateFormatError.Kind) -> PredicateFormatError {
        PredicateFormatError(format: format, kind: kind, offset: position < tokens.count ? tokens[position].offset : format.count)
    }

    func peek() -> Token? { position < tokens.count ? tokens[position] : nil }

    private mutating func take() throws(PredicateFormatError) -> Token {
        guard let token = peek() else { throw error(.unexpectedEnd) }
        position += 1
        return token
    }

    private mutating func takeKeyword(_ words: Set<String>) -> Bool {
        guard let token = peek(), words.contains(token.text.uppercased()), token.kind == .word || token.kind == .symbol else { return false }
        position += 1
        return true
    }

    mutating func orExpression() throws(PredicateFormatError) -> PredicateFormat {
        if let failure { throw failure }
        var result = try andExpression()
        while takeKeyword(["OR", "||"]) { result = .or(result, try andExpression()) }
        return result
    }

    private mutating func andExpression() throws(PredicateFormatError) -> PredicateFormat {
        var result = try notExpression()
        while takeKeyword(["AND", "&&"]) { result = .and(result, try notExpression()) }
        return result
    }

    private mutating func notExpression() throws(PredicateFormatError) -> PredicateFormat {
        if takeKeyword(["NOT", "!"]) { return .not(try notExpression()) }
        if takeKeyword(["("]) {
            let inner = try orExpression()
            guard takeKeyword([")"]) else { throw peek() == nil ? error(.unexpectedEnd) : error(.unexpectedToken(peek()!.text)) }
            return inner
        }
        if takeKeyword(["TRUEPREDICATE"]) { return .constant(true) }
        if takeKeyword(["FALSEPREDICATE"]) { return .constant(false) }
        let lhs = try operand()
        let (op, options) = try comparisonOperator()
        return .comparison(lhs, op, options, try operand())
    }

    private static let operators: [String: String] = [
        "==": "==", "=": "==", "!=": "!=", "<>": "!=", "<": "<", "<=": "<=", "=<": "<=", ">": ">", ">=": ">=", "=>": ">=",
        "CONTAINS": "CONTAINS", "BEGINSWITH": "BEGINSWITH", "ENDSWITH": "ENDSWITH", "LIKE": "LIKE", "MATCHES": "MATCHES", "IN": "IN",
    ]

    private mutating func comparisonOperator() throws(PredicateFormatError) -> (String, String.CompareOptions) {
        let token = try take()
        guard let op = Self.operators[token.text.uppercased()] else {
            position -= 1
            throw error(.unexpectedToken(token.text))
        }
        var options: String.CompareOptions = []
        if peek()?.text == "[" {
            position += 1
            let flags = try take()
            guard flags.kind == .word, flags.text.lowercased().allSatisfy({ "cdn".contains($0) }), takeKeyword(["]"]) else {
                throw error(.unexpectedToken(flags.text))
            }
            if flags.text.lowercased().contains("c") { options.insert(.caseInsensitive) }
            if flags.text.lowercased().contains("d") { options.insert(.diacriticInsensitive) }
        }
        return (op, options)
    }

    private mutating func operand() throws(PredicateFormatError) -> PredicateFormat.Operand {
        let token = try take()
        switch token.kind {
        case .string: return .value(token.text)
        case .number: return .value(Double(token.text).map { NSNumber(value: $0) })
        case .specifier: return try argument(for: token)
        case .word:
            switch token.text.uppercased() {
            case "TRUE", "YES": return .value(true)
            case "FALSE", "NO": return .value(false)
            case "NIL", "NULL": return .value(nil)
            case "ANY", "ALL", "SOME", "NONE", "SUBQUERY", "FUNCTION": throw error(.unsupported(token.text))
            default: return .keyPath(token.text)
            }
        case .symbol:
            position -= 1
            throw error(token.text == "{" ? .unsupported(token.text) : .unexpectedToken(token.text))
        }
    }

    private mutating func argument(for token: Token) throws(PredicateFormatError) -> PredicateFormat.Operand {
        guard nextArgument < arguments.count else { throw error(.missingArgument(nextArgument + 1)) }
        let value = arguments[nextArgument]
        nextArgument += 1
        switch token.text {
        case "%K":
            guard let key = value as? String else { throw error(.keyIsNotAString(nextArgument)) }
            return .keyPath(key)
        case "%@", "%d", "%i", "%ld", "%li", "%lld", "%u", "%lu", "%f", "%lf", "%g": return .value(value)
        default: throw error(.unsupported(token.text))
        }
    }

    /// Splits `format` into words (key paths and keywords), quoted strings, numbers, symbols and `%` specifiers.
    static func tokenize(_ format: String) throws(PredicateFormatError) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(format)
        var index = 0
        func fail(_ kind: PredicateFormatError.Kind) -> PredicateFormatError { PredicateFormatError(format: format, kind: kind, offset: index) }
        while index < characters.count {
            let character = characters[index], start = index
            if character.isWhitespace {
                index += 1
            } else if character == "\"" || character == "'" {
                var text = ""
                index += 1
                while index < characters.count, characters[index] != character {
                    if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                    text.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw fail(.unterminatedString) }
                index += 1
                tokens.append(Token(kind: .string, text: text, offset: start))
            } else if character == "%" {
                index += 1
                while index < characters.count, characters[index].isLetter || characters[index] == "@" {
                    index += 1
                    if characters[index - 1] != "l" { break }
                }
                tokens.append(Token(kind: .specifier, text: String(characters[start..<index]), offset: start))
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber) {
                index += 1
                while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
                tokens.append(Token(kind: .number, text: String(characters[start..<index]), offset: start))
            } else if character.isLetter || character == "_" || character == "$" || character == "#" {
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || "_.$#".contains(characters[index]) { index += 1 }
                tokens.append(Token(kind: .word, text: String(characters[start..<index]), offset: start))
            } else {
                let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
                let symbol = ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) ? two : String(character)
                index += symbol.count
                tokens.append(Token(kind: .symbol, text: symbol, offset: start))
            }
        }
        return tokens
    }
}
#endif
