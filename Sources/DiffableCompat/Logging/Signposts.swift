#if !canImport(UIKit)
import Foundation

// os's signposts, which mark intervals and events for Instruments (`os_signpost(.begin, log:
// name:signpostID:)`). Image loaders and other libraries emit them around their work. Linux has no
// Instruments and no unified log to keep them in, so here they are shape only: the calls compile and
// return at once, and the identifiers are made as os makes them (from a counter, or from an
// object's address), so code that compares or stores them behaves as on iOS.

/// os's `OSSignpostType`: whether a signpost begins an interval, ends one, or marks an event.
public struct OSSignpostType: Equatable, Hashable, RawRepresentable, Sendable {
    /// The type's value in os's headers (`OS_SIGNPOST_EVENT` 0, `INTERVAL_BEGIN` 1, `INTERVAL_END` 2).
    public let rawValue: UInt8
    /// A type from os's value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A single point in time.
    public static let event = OSSignpostType(rawValue: 0)
    /// The beginning of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
}

/// os's `OSSignpostID`: what matches an interval's end to its beginning. Modelled: made as os makes
/// them, unique from `init(log:)`, from the object's address from `init(log:object:)`.
public struct OSSignpostID: Comparable, Hashable, Sendable {
    /// The identifier's value (`os_signpost_id_t`).
    public let rawValue: UInt64

    /// An identifier of `value`.
    public init(_ value: UInt64) { rawValue = value }

    /// A new identifier, unique in the process (never `.null`, `.invalid` or `.exclusive`).
    public init(log: OSLog) {
        var value: UInt64
        repeat { value = OSSignpostID.counter.next() } while value == OSSignpostID.exclusive.rawValue
        rawValue = value
    }

    /// The identifier os derives from `object`'s address: the same object gives the same one.
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()))
    }

    /// For signposts whose intervals never overlap, named by `name` alone (`OS_SIGNPOST_ID_EXCLUSIVE`).
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An identifier that is no identifier (`OS_SIGNPOST_ID_INVALID`).
    public static let invalid = OSSignpostID(~0)
    /// The null identifier (`OS_SIGNPOST_ID_NULL`).
    public static let null = OSSignpostID(0)

    /// Ordered by value.
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    private final class Counter: @unchecked Sendable {  // `value` only under `lock`
        private let lock = NSLock()
        private var value: UInt64 = 0
        func next() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
    private static let counter = Counter()
}

/// os's `os_signpost(_:dso:log:name:signpostID:)`: marks a point or an interval's edge. Shape only:
/// nothing on Linux records signposts (see the file's comment).
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}

/// os's `os_signpost(_:dso:log:name:signpostID:_:_:)`: a signpost with a printf-style message. Shape
/// only, as above: the message is not formatted.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...) {}

extension OSLog {
    /// os's `OSLog.Category`: the categories os gives a meaning of its own (Instruments shows the
    /// signposts of `.pointsOfInterest` in its own track).
    public struct Category: Equatable, Hashable, RawRepresentable, Sendable {
        /// The category's name.
        public let rawValue: String
        /// A category of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signposts shown as points of interest.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts recorded only while a tool traces them.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// As `dynamicTracing`, with the call stack.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// A log for `subsystem` in one of os's categories. Modelled as `init(subsystem:category:)` with
    /// the category's name.
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }
}
#endif
