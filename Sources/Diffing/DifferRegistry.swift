/// The differs a run or a campaign can name: the built-ins, and those a package registers through
/// `DiffBench.main(differs:)`. Names are unique.
public struct DifferRegistry: Sendable {
    /// diffbench's own differs and the peers it adapts.
    public static let builtIns: [any Differ] = [LinearDiffer(), OrderedSetDiffer(), CollectionDifferenceDiffer(), ReferenceDiffer()]

    /// Every registered differ, built-ins first, in registration order.
    public let differs: [any Differ]

    /// The built-ins.
    public init() { differs = Self.builtIns }

    /// The built-ins and `extras`; throws when a name is empty, taken, or holds a comma, a slash
    /// (case ids are `/`-separated: `diff/NAME/…`) or whitespace.
    public init(adding extras: [any Differ]) throws(DifferRegistryError) {
        var all = Self.builtIns
        for differ in extras {
            if differ.name.isEmpty || differ.name.contains(where: { $0 == "," || $0 == "/" || $0.isWhitespace }) {
                throw .invalidName(differ.name)
            }
            if all.contains(where: { $0.name == differ.name }) { throw .duplicateName(differ.name) }
            all.append(differ)
        }
        differs = all
    }

    /// The differ called `name`, or nil. - Complexity: O(differs).
    public func differ(named name: String) -> (any Differ)? { differs.first { $0.name == name } }

    /// Every name, in order.
    public var names: [String] { differs.map(\.name) }

    /// Whether `name` is one of diffbench's own differs (whose moves are guaranteed minimal when it
    /// is `linear`).
    public static func isBuiltIn(_ name: String) -> Bool { builtIns.contains { $0.name == name } }
}

/// Why a set of differs cannot be registered.
public enum DifferRegistryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Two differs share a name (a built-in's, or each other's).
    case duplicateName(String)
    /// A name that is empty or holds a comma or whitespace (names are listed comma-separated) or a
    /// slash (case ids are slash-separated).
    case invalidName(String)
    /// A name no registered differ has.
    case unknown(String, known: [String])

    public var description: String {
        switch self {
        case let .duplicateName(name): "two differs are named '\(name)'; give each a unique `name`"
        case let .invalidName(name): "'\(name)' cannot name a differ: use letters, digits and dashes, no commas, slashes or spaces"
        case let .unknown(name, known): "no differ named '\(name)' is registered; available: \(known.joined(separator: ", "))"
        }
    }
}
