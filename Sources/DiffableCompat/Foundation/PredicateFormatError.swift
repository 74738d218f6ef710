#if !canImport(ObjectiveC)
import Foundation

/// Why a predicate format string could not be read: what `NSPredicate(format:)` raises as
/// Foundation's `NSInvalidArgumentException` (its `description` is Foundation's reason), and what
/// `NSPredicate(checkedFormat:argumentArray:)` throws. Modelled.
public struct PredicateFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in a word.
    public enum Kind: Sendable, Hashable {
        /// A token where another was expected (`"name === 'a'"`).
        case unexpectedToken(String)
        /// The format ended where more was expected (`"name =="`).
        case unexpectedEnd
        /// A quoted string without its closing quote.
        case unterminatedString
        /// More `%@`/`%K` specifiers than arguments.
        case missingArgument(Int)
        /// `%K` given something other than a string.
        case keyIsNotAString(Int)
        /// A specifier this parser does not read (`%x`), or a construct it does not (`ANY`, `SUBQUERY`, `{…}`).
        case unsupported(String)
    }

    /// The format string.
    public let format: String
    /// What went wrong.
    public let kind: Kind
    /// The offset in the format, in characters, where it went wrong.
    public let offset: Int

    /// Foundation's reason: `Unable to parse the format string "…"`.
    public var description: String { "Unable to parse the format string \"\(format)\"" }
}
#endif
