#if !canImport(ObjectiveC)
import Foundation

// Foundation on Linux declares `NSPredicate(format:)` unavailable (it has no key-value coding).
// These initializers, declared in DiffableCompat, shadow Foundation's for code that imports
// DiffableCompat: Swift prefers a declaration of a module over the same one of a module it imports.
extension NSPredicate {
    /// A predicate read from `predicateFormat` with its `%@`/`%K`/`%d` arguments, evaluated over
    /// managed objects' values and dictionaries (see ``PredicateFormatError`` for what it reads). A
    /// format it cannot read raises Foundation's `NSInvalidArgumentException` with Foundation's
    /// reason (recorded inside `DiffableFailures.record`: the predicate then matches nothing). Modelled.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// The same, with the arguments in an array. Modelled.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed: PredicateFormat
        do {
            parsed = try PredicateFormat.parse(predicateFormat, arguments: arguments ?? [])
        } catch {
            DiffableFailures.raise(DiffableFailure(reason: error.description, name: "NSInvalidArgumentException"))
            parsed = .constant(false)
        }
        let box = ParsedPredicate(parsed)
        self.init(block: { object, _ in box.format.evaluate(object) })
    }

    /// A predicate read from `predicateFormat`, or the reason it cannot be read. Extra (DiffableCompat):
    /// Foundation has only the raising form.
    public convenience init(checkedFormat predicateFormat: String, argumentArray arguments: [Any] = []) throws(PredicateFormatError) {
        let box = ParsedPredicate(try PredicateFormat.parse(predicateFormat, arguments: arguments))
        self.init(block: { object, _ in box.format.evaluate(object) })
    }
}

/// A parsed format, read-only once made, shared with the predicate's block.
private final class ParsedPredicate: @unchecked Sendable {
    let format: PredicateFormat
    init(_ format: PredicateFormat) { self.format = format }
}
#endif
