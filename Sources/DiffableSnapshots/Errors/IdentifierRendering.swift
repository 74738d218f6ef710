/// Which of a snapshot's two identifier namespaces a message speaks of.
public enum IdentifierKind: String, Sendable, Codable, Hashable {
    /// Item identifiers.
    case item
    /// Section identifiers.
    case section
}

/// How UIKit renders identifiers inside its messages: `%@` of a Swift value bridged to Objective-C,
/// and elements of `NSSet` and `NSArray` descriptions.
public enum IdentifierRendering {
    /// One identifier as `%@` prints it: its Swift description (a `String` as it is).
    public static func render(_ identifier: some Any) -> String {
        String(describing: identifier)
    }

    /// One identifier as an element of an `NSSet`/`NSArray` description prints it. A `String` bridges
    /// to `NSString`, which a collection prints in the old-style property-list form: as it is when it
    /// is non-empty and made only of ASCII letters, digits and `_$/:.-` (CFOldStylePList.c's unquoted
    /// characters), else quoted, with `"` and `\` escaped, control characters as `\n`, `\t`, `\r` or
    /// octal, and every other non-ASCII UTF-16 unit as `\Uxxxx` ("고래밥" prints `"\Uace0\Ub798\Ubc25"`).
    /// Any other value prints its description.
    public static func element(_ identifier: some Any) -> String {
        if let string = identifier as? String { return quoted(string) }
        if let substring = identifier as? Substring { return quoted(String(substring)) }
        return render(identifier)
    }

    /// `string` in the old-style property-list form an `NSString` takes inside a collection description.
    public static func quoted(_ string: String) -> String {
        if !string.isEmpty && string.utf16.allSatisfy(isUnquoted) { return string }
        var result = "\""
        for unit in string.utf16 {
            switch unit {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x0A: result += "\\n"
            case 0x09: result += "\\t"
            case 0x0D: result += "\\r"
            case 0 ..< 0x20, 0x7F: result += "\\" + String(unit, radix: 8).leftPadded(to: 3)
            case 0x20 ..< 0x7F: result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default: result += "\\U" + String(unit, radix: 16).leftPadded(to: 4)
            }
        }
        return result + "\""
    }

    private static func isUnquoted(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x61 ... 0x7A, 0x41 ... 0x5A, 0x30 ... 0x39: true  // a-z A-Z 0-9
        case 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true  // _ $ / : . -
        default: false
        }
    }

    /// An `NSSet` description of rendered identifiers: `{(\n    a,\n    b\n)}`; `{(\n)}` when empty.
    public static func set(_ identifiers: [IdentifierText]) -> String {
        "{(" + body(identifiers.map(\.element)) + ")}"
    }

    /// An `NSArray` description of rendered identifiers: `(\n    a,\n    b\n)`; `(\n)` when empty.
    public static func array(_ identifiers: [IdentifierText]) -> String {
        "(" + body(identifiers.map(\.element)) + ")"
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

/// An identifier as UIKit's messages print it, both ways: alone (`%@`, ``plain``) and as an element
/// of an `NSSet` or `NSArray` description (``element``). Errors carry identifiers rendered, so they are
/// `Sendable` whatever the identifier types are.
public struct IdentifierText: Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// As `%@` prints it.
    public var plain: String
    /// As a collection description prints it.
    public var element: String

    /// The renderings of `identifier`.
    public init<ID>(_ identifier: ID) {
        plain = IdentifierRendering.render(identifier)
        element = IdentifierRendering.element(identifier)
    }

    /// A `String` identifier.
    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { plain }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
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
