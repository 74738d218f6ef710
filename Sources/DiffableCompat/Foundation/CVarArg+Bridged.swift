#if !canImport(ObjectiveC)
import Foundation

// On Apple's platforms a `UUID`, an array, a set and a date pass as C variadic arguments, bridged to
// `NSUUID`, `NSArray`, `NSSet` and `NSDate` (every `NSObject` is one there): `NSPredicate(format: "id == %@", id as CVarArg)` and
// `NSPredicate(format: "id IN %@", ids)` are how Core Data code fetches by identifier. Foundation on
// Linux bridges none of them to `CVarArg`, so those lines do not compile there.

/// A `UUID` as a C variadic argument, read by `%@`. Modelled: `NSPredicate(format:)` compares it
/// with a stored `UUID` by value; `String(format:)`, `NSString(format:)` and `os_log` write its
/// `uuidString`, as `NSUUID`'s description on Apple's platforms.
extension UUID: @retroactive CVarArg {
    /// The words a C variadic call reads for `%@`: an `NSString` holding `uuidString`, kept alive
    /// for the call. Modelled.
    public var _cVarArgEncoding: [Int] {
        FormatArgumentBoxes.shared.keep(uuidString)._cVarArgEncoding
    }
}

/// An array as a C variadic argument (`NSPredicate(format: "id IN %@", ids)`), read by `%@`.
/// Modelled: a predicate reads the elements; `String(format:)` writes `NSArray`'s description.
extension Array: @retroactive CVarArg {
    /// The words a C variadic call reads for `%@`: an `NSString` holding `NSArray`'s description of
    /// the elements, kept alive for the call. Modelled.
    public var _cVarArgEncoding: [Int] {
        FormatArgumentBoxes.shared.keep(NSArray(array: self).description)._cVarArgEncoding
    }
}

/// A set as a C variadic argument (`NSPredicate(format: "tag IN %@", tags)`), read by `%@`.
/// Modelled: a predicate reads the members; `String(format:)` writes `NSSet`'s description.
extension Set: @retroactive CVarArg {
    /// The words a C variadic call reads for `%@`: an `NSString` holding `NSSet`'s description of
    /// the members, kept alive for the call. Modelled.
    public var _cVarArgEncoding: [Int] {
        FormatArgumentBoxes.shared.keep(NSSet(array: Array(self)).description)._cVarArgEncoding
    }
}

/// A date as a C variadic argument (`NSPredicate(format: "created < %@", date as CVarArg)`), as it
/// bridges to `NSDate` on Apple's platforms. Modelled: a predicate compares the date; `%@` writes its
/// description (`2024-01-01 00:00:00 +0000`), as `NSDate`'s.
extension Date: @retroactive CVarArg {
    /// The words a C variadic call reads for `%@`: the date's description. Modelled.
    public var _cVarArgEncoding: [Int] {
        FormatArgumentBoxes.shared.keep(description)._cVarArgEncoding
    }
}

// Foundation's objects are C variadic arguments on Apple's platforms, as every `NSObject` is
// (`NSPredicate(format: "pinned == %@", NSNumber(value: true))`). Linux's `NSObject` is not, and a
// conformance on it would take over `NSString`'s own, so the classes predicates are given are
// conformed one by one; DiffableCompat's managed objects and their identifiers conform where declared.

/// A number as a C variadic argument. Modelled: a predicate compares its value; `%@` writes its
/// description (`1` for true), as on Apple's platforms.
extension NSNumber: @retroactive CVarArg {
    /// The words a C variadic call reads for `%@`: the number's description. Modelled.
    public var _cVarArgEncoding: [Int] { FormatArgumentBoxes.shared.keep(description)._cVarArgEncoding }
}

/// A date object as a C variadic argument. Modelled as `Date`'s.
extension NSDate: @retroactive CVarArg {
    /// The words a C variadic call reads for `%@`: the date's description. Modelled.
    public var _cVarArgEncoding: [Int] { FormatArgumentBoxes.shared.keep(description)._cVarArgEncoding }
}

/// An identifier object as a C variadic argument. Modelled as `UUID`'s.
extension NSUUID: @retroactive CVarArg {
    /// The words a C variadic call reads for `%@`: the identifier's string. Modelled.
    public var _cVarArgEncoding: [Int] { FormatArgumentBoxes.shared.keep(uuidString)._cVarArgEncoding }
}

/// An array object as a C variadic argument (`IN %@`). Modelled as an array's.
extension NSArray: @retroactive CVarArg {
    /// The words a C variadic call reads for `%@`: the array's description. Modelled.
    public var _cVarArgEncoding: [Int] { FormatArgumentBoxes.shared.keep(description)._cVarArgEncoding }
}

/// A set object as a C variadic argument (`IN %@`). Modelled as a set's.
extension NSSet: @retroactive CVarArg {
    /// The words a C variadic call reads for `%@`: the set's description. Modelled.
    public var _cVarArgEncoding: [Int] { FormatArgumentBoxes.shared.keep(description)._cVarArgEncoding }
}

/// A managed object as a C variadic argument (`NSPredicate(format: "folder == %@", folder)`), as an
/// `NSObject` is on Apple's platforms. Modelled: a predicate compares the object itself; `%@` writes
/// its description.
extension NSManagedObject: CVarArg {
    /// The words a C variadic call reads for `%@`: the object's description. Modelled.
    public var _cVarArgEncoding: [Int] { FormatArgumentBoxes.shared.keep(description)._cVarArgEncoding }
}

/// A managed object's identifier as a C variadic argument (`NSPredicate(format: "self == %@",
/// objectID)`). Modelled as a managed object's.
extension NSManagedObjectID: CVarArg {
    /// The words a C variadic call reads for `%@`: the identifier's description. Modelled.
    public var _cVarArgEncoding: [Int] { FormatArgumentBoxes.shared.keep(description)._cVarArgEncoding }
}

/// The strings `%@` reads for the arguments above. A C variadic call reads its argument words after
/// the encoding returns, so the string they point at must outlive the call: the last `capacity`
/// strings are kept (one formatting call passes far fewer), the oldest dropped first, so memory
/// stays bounded however many arguments a long run formats.
package final class FormatArgumentBoxes: @unchecked Sendable {  // every access to `kept` and `next` is under `lock`
    package static let shared = FormatArgumentBoxes(capacity: 4096)

    private let lock = NSLock()
    private let capacity: Int
    private var kept: [NSString] = []
    private var next = 0

    package init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// `text` as an `NSString` that lives until `capacity` more have been kept.
    package func keep(_ text: String) -> NSString {
        let box = NSString(string: text)
        lock.lock()
        defer { lock.unlock() }
        if kept.count < capacity {
            kept.append(box)
        } else {
            kept[next] = box
            next = (next + 1) % capacity
        }
        return box
    }

    /// How many strings are kept.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return kept.count
    }
}
#endif
