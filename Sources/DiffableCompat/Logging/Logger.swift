#if !canImport(os)
import Foundation

// The unified logging system's Swift API (`import os` on Apple's systems), which screens and view
// models log through. On Linux there is no unified log: a message is written to standard error, a
// line per message, as Xcode's console shows it (`subsystem[category] level: message`), with values
// redacted as the log redacts them when no debugger is attached: `<private>` for a value marked
// `.private` or `.sensitive`, and under `.auto` for strings and objects (numbers, Booleans and types
// are shown). Modelled: the message text, levels, privacy and alignment; `isEnabled` answers true.

/// os's `OSLogType`: a message's level. Modelled.
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
    /// The level's raw value, as os declares it.
    public let rawValue: UInt8
    /// The level's raw value, as os declares it.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The default level.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Informational.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault.
    public static let fault = OSLogType(rawValue: 0x11)

    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "default"
        }
    }
}

/// os's `OSLogPrivacy`: whether a value shows in the log. Modelled (see the file's comment).
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    /// The log decides: strings and objects are redacted, scalars shown.
    public static let auto = OSLogPrivacy(kind: .auto)
    /// Shown.
    public static let `public` = OSLogPrivacy(kind: .public)
    /// Redacted.
    public static let `private` = OSLogPrivacy(kind: .private)
    /// Redacted.
    public static let sensitive = OSLogPrivacy(kind: .sensitive)
    /// Redacted, with a mask. Shape only: redacted as `.private`.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    /// Redacted, with a mask. Shape only: redacted as `.sensitive`.
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }
    /// Shown under `.auto` only when the log decides so. Shape only: as `.auto`.
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .auto }

    /// os's `OSLogPrivacy.Mask`. Shape only.
    public struct Mask: Equatable, Sendable {
        /// A hash of the value instead of `<private>`. Shape only.
        public static let hash = Mask()
        /// No mask. Shape only.
        public static let none = Mask()
    }
}

/// os's `OSLogStringAlignment`: a value padded to a column. Modelled.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0)
    /// Padded on the right to `columns()` characters.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: -columns()) }
    /// Padded on the left to `columns()` characters.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns()) }

    func apply(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, abs(columns) - text.count))
        return columns < 0 ? text + padding : padding + text
    }
}

/// os's `OSLogIntegerFormatting`. Modelled: decimal and hexadecimal.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int, prefix: Bool, uppercase: Bool
    /// Decimal.
    public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false)
    /// Hexadecimal.
    public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false, uppercase: false)
    /// Decimal; `explicitPositiveSign` and `minDigits` are shape only.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting { .decimal }
    /// Hexadecimal, with `0x` when `includePrefix`.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, prefix: includePrefix, uppercase: uppercase)
    }
}

/// os's `OSLogFloatFormatting`. Modelled: fixed with a precision; the rest shown as Swift prints them.
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    /// Fixed point, six digits.
    public static let fixed = OSLogFloatFormatting(precision: 6)
    /// Fixed point with `precision()` digits.
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision())
    }
    /// Exponential. Shape only: as Swift prints the value.
    public static let exponential = OSLogFloatFormatting(precision: nil)
    /// Hexadecimal. Shape only: as Swift prints the value.
    public static let hex = OSLogFloatFormatting(precision: nil)
}

/// os's `OSLogInterpolation`: the parts of a message, with each value's privacy. Modelled.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    /// The message as the log shows it, values redacted; for tests.
    package var text = ""

    /// An empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    private mutating func append(_ value: String, redactedUnderAuto: Bool, privacy: OSLogPrivacy, align: OSLogStringAlignment = .none) {
        let redacted: Bool
        switch privacy.kind {
        case .public: redacted = false
        case .private, .sensitive: redacted = true
        case .auto: redacted = redactedUnderAuto
        }
        text += align.apply(redacted ? "<private>" : value)
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        append(argumentString(), redactedUnderAuto: true, privacy: privacy, align: align)
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                          align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(value().description, redactedUnderAuto: true, privacy: privacy, align: align)
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        append(argumentObject().description, redactedUnderAuto: true, privacy: privacy)
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto, attributes: String = "") {
        append(String(describing: error()), redactedUnderAuto: true, privacy: privacy)
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        append(String(describing: value()), redactedUnderAuto: false, privacy: privacy, align: align)
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        let value = boolean()
        append(format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false"), redactedUnderAuto: false, privacy: privacy)
    }

    private mutating func appendInteger(_ number: some BinaryInteger, _ format: OSLogIntegerFormatting, _ align: OSLogStringAlignment, _ privacy: OSLogPrivacy) {
        var digits = String(number, radix: format.radix, uppercase: format.uppercase)
        if format.prefix { digits = "0x" + digits }
        append(digits, redactedUnderAuto: false, privacy: privacy, align: align)
    }

    private mutating func appendFloat(_ value: Double, _ format: OSLogFloatFormatting, _ align: OSLogStringAlignment, _ privacy: OSLogPrivacy, shown: String) {
        let text = format.precision.map { String(format: "%.\($0)f", value) } ?? shown
        append(text, redactedUnderAuto: false, privacy: privacy, align: align)
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format, align, privacy)
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int32, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format, align, privacy)
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int64, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format, align, privacy)
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format, align, privacy)
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt64, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format, align, privacy)
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        let value = number()
        appendFloat(value, format, align, privacy, shown: "\(value)")
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        let value = number()
        appendFloat(Double(value), format, align, privacy, shown: "\(value)")
    }

    /// Appends a value, shown or redacted by `privacy`. Modelled.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        let value = number()
        appendFloat(Double(value), format, align, privacy, shown: "\(value)")
    }
}

/// os's `OSLogBoolFormat`. Modelled.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}

/// os's `OSLogMessage`: a message written with interpolations. Modelled.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message's interpolation.
    public let interpolation: OSLogInterpolation

    /// A message from an interpolated string.
    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    /// A message from a literal.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }
}

/// os's `OSLog`: a log object, for `os_log` and `Logger(_:)`. Modelled: its subsystem and category.
public final class OSLog: NSObject, @unchecked Sendable {
    let subsystem: String
    let category: String
    let enabled: Bool

    /// A log for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        enabled = true
    }

    private init(disabled: Bool) {
        subsystem = ""
        category = ""
        enabled = !disabled
    }

    /// The default log.
    public static let `default` = OSLog(disabled: false)
    /// A log that writes nothing.
    public static let disabled = OSLog(disabled: true)

    /// Whether messages of `type` are written. Modelled: true unless the log is `disabled`.
    public func isEnabled(type: OSLogType) -> Bool { enabled }
}

/// os's `Logger`: writes messages to the log (here, standard error; see the file's comment).
public struct Logger: @unchecked Sendable {
    let log: OSLog

    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A logger for the default log.
    public init() { log = .default }
    /// A logger writing to `log`.
    public init(_ log: OSLog) { self.log = log }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { write(.default, message) }
    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
    /// Writes a debug message.
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    /// Writes a debug message.
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    /// Writes an informational message.
    public func info(_ message: OSLogMessage) { write(.info, message) }
    /// Writes a message at the default level.
    public func notice(_ message: OSLogMessage) { write(.default, message) }
    /// Writes an error message.
    public func warning(_ message: OSLogMessage) { write(.error, message) }
    /// Writes an error message.
    public func error(_ message: OSLogMessage) { write(.error, message) }
    /// Writes a fault message.
    public func critical(_ message: OSLogMessage) { write(.fault, message) }
    /// Writes a fault message.
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    private func write(_ level: OSLogType, _ message: OSLogMessage) {
        guard log.enabled else { return }
        let place = log.subsystem.isEmpty && log.category.isEmpty ? "" : "\(log.subsystem)[\(log.category)] "
        FileHandle.standardError.write(Data((place + level.name + ": " + message.interpolation.text + "\n").utf8))
    }

}

/// os's `os_log(_:dso:log:type:_:)`: writes a printf-style message (`%{public}@` and `%{private}d`
/// read as `%@` and `%d`, the private ones redacted). Modelled.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    Logger(log).log(level: type, OSLogMessage(stringLiteral: OSLogFormat.render(message.description, args)))
}

/// os's `os_log(_:dso:log:_:_:)` (iOS 12): the level first, then a printf-style message, read as
/// `os_log(_:dso:log:type:_:)` reads it. Modelled.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    Logger(log).log(level: type, OSLogMessage(stringLiteral: OSLogFormat.render(message.description, args)))
}

/// os's `os_log(_:log:_:)` with a level first, taking an `OSLogMessage`. Modelled.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}

package enum OSLogFormat {
    /// `format` with its arguments, `%{private}` ones (and `%@` ones without `public`) redacted. A
    /// specifier it cannot read (an unclosed `{`, an unknown conversion, a `%` at the end) is kept
    /// as written, and one with no argument left too; neither takes an argument.
    package static func render(_ format: String, _ args: [any CVarArg]) -> String {
        let text = Array(format)
        var out = "", index = 0, argument = 0
        while index < text.count {
            guard text[index] == "%" else { out.append(text[index]); index += 1; continue }
            guard let (privacy, spec, end) = specifier(in: text, at: index) else { out.append("%"); index += 1; continue }
            let written = String(text[index ..< end])
            index = end
            let conversion = spec.last!
            if conversion == "%" { out += "%"; continue }
            guard argument < args.count else { out += written; continue }
            let value = args[argument]
            argument += 1
            let redact = privacy == "private" || privacy == "sensitive" || (privacy == nil && conversion == "@")
            out += redact ? "<private>" : (conversion == "@" ? "\(value)" : String(format: spec, value))
        }
        return out
    }

    /// The specifier starting at `text[start]` (a `%`): its privacy word, the printf specifier
    /// without it, and where it ends; nil when it is not one.
    private static func specifier(in text: [Character], at start: Int) -> (privacy: String?, spec: String, end: Int)? {
        var cursor = start + 1
        var privacy: String?
        if cursor < text.count, text[cursor] == "{" {
            guard let close = text[cursor...].firstIndex(of: "}") else { return nil }
            privacy = String(text[(cursor + 1) ..< close])
            cursor = close + 1
        }
        var spec = "%"
        while cursor < text.count, "0123456789.-+ #'".contains(text[cursor]) { spec.append(text[cursor]); cursor += 1 }
        while cursor < text.count, "hlqLjzt".contains(text[cursor]) { spec.append(text[cursor]); cursor += 1 }
        guard cursor < text.count, "diouxXfFeEgGaAcsSp@%".contains(text[cursor]) else { return nil }
        spec.append(text[cursor])
        return (privacy, spec, cursor + 1)
    }
}
#endif
