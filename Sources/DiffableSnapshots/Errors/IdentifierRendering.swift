/// Which of a snapshot's two identifier namespaces a message speaks of.
public enum IdentifierKind: String, Sendable, Codable, Hashable {
    case item
    case section
}

/// How UIKit renders identifiers inside its messages: `%@` of a Swift value bridged to Objective-C,
/// `NSSet` and `NSArray` descriptions. We render each identifier with `String(describing:)`.
public enum IdentifierRendering {
    /// One identifier as `%@` prints it.
    public static func render(_ identifier: some Any) -> String {
        String(describing: identifier)
    }

    /// An `NSSet` description: `{(\n    a,\n    b\n)}`; `{(\n)}` when empty.
    public static func set(_ identifiers: [String]) -> String {
        "{(" + body(identifiers) + ")}"
    }

    /// An `NSArray` description: `(\n    a,\n    b\n)`; `(\n)` when empty.
    public static func array(_ identifiers: [String]) -> String {
        "(" + body(identifiers) + ")"
    }

    /// The compact array form UIKit uses inside an update's description: `[a,b]`.
    public static func compactArray(_ identifiers: [String]) -> String {
        "[" + identifiers.joined(separator: ",") + "]"
    }

    private static func body(_ identifiers: [String]) -> String {
        if identifiers.isEmpty { return "\n" }
        return "\n" + identifiers.map { "    " + $0 }.joined(separator: ",\n") + "\n"
    }
}

/// The parts of a `_UIDiffableDataSourceUpdate` that its `-description` prints, used inside the
/// "Invalid update: destination …" messages.
public struct UpdateDescription: Sendable, Hashable, Codable, CustomStringConvertible {
    /// UIKit's action code: `INS`, `DEL`, `REL`, `REC`, `MOV` or `NOOP`.
    public var action: String
    /// The rendered destination identifier.
    public var destination: String
    /// Whether the destination is a section.
    public var destinationIsSection: Bool
    /// The rendered identifiers the update carries.
    public var identifiers: [String]

    /// Creates an update description.
    public init(action: String, destination: String, destinationIsSection: Bool, identifiers: [String]) {
        self.action = action
        self.destination = destination
        self.destinationIsSection = destinationIsSection
        self.identifiers = identifiers
    }

    /// UIKit's text, with the object address shown as `0x0`: a value type has no address, and a
    /// fixed one keeps messages comparable across runs.
    public var description: String {
        "<_UIDiffableDataSourceUpdate 0x0 - action: \(action); destinationIdentifier:\(destination); "
            + "destIsSection: \(destinationIsSection ? 1 : 0); identifiers: \(IdentifierRendering.compactArray(identifiers))>"
    }
}
