#if !canImport(ObjectiveC)
import Foundation

// Associated objects, as the Objective-C runtime gives them to every class instance on Apple's
// platforms (`import UIKit` brings them): libraries and apps use them to add stored properties in
// extensions (SnapKit keeps a view's constraints there). Linux has no Objective-C runtime, so
// DiffableCompat keeps a side table: values by object identity and key address, each entry holding
// its object weakly, so a new object at a freed object's address never sees the old values.
// Modelled, with one difference: a value lives until the table next finds its object gone (at the
// next set, or at a get for that object), not until the object's own deinit.

/// The policy of an association, with the Objective-C runtime's raw values. On Linux, `ASSIGN`
/// holds an object weakly (the runtime holds it unretained, where reading it after its end is
/// undefined); `COPY` copies an `NSCopying` value; the atomic and nonatomic forms are alike, every
/// access being under one lock.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Holds an object weakly (see the type's comment).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Holds the value strongly.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Holds a copy of an `NSCopying` value, else the value.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Holds the value strongly.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Holds a copy of an `NSCopying` value, else the value.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a variable the caller owns), as the
/// Objective-C runtime does; nil removes the association. An `object` that is not a class instance
/// is boxed, as on Apple's platforms, so nothing can be read back for it.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(object as AnyObject, key, value.map { AssociatedObjects.Value($0, policy) })
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.get(object as AnyObject, key)
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(object as AnyObject)
}

/// The side table behind `objc_setAssociatedObject` and `objc_getAssociatedObject`.
final class AssociatedObjects: @unchecked Sendable {  // every access to `table` is under `lock`
    static let shared = AssociatedObjects()

    /// A stored value: held strongly, or weakly for `OBJC_ASSOCIATION_ASSIGN` of an object.
    enum Value: @unchecked Sendable {
        case strong(Any)
        case weak(WeakBox)

        init(_ value: Any, _ policy: objc_AssociationPolicy) {
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN where type(of: value) is AnyClass:
                self = .weak(WeakBox(value as AnyObject))
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                self = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
            default:
                self = .strong(value)
            }
        }

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// One object's associations, with the object held weakly to tell it from a later one at its address.
    struct Entry {
        let owner: WeakBox
        var values: [UnsafeRawPointer: Value]
    }

    private struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// The entry count at which the next set sweeps out entries whose object is gone.
        var sweepAt = 64
    }

    private let lock = NSLock()
    private var table = Table()

    private func withLock<R>(_ body: (inout Table) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&table)
    }

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Value?) {
        let id = ObjectIdentifier(object)
        // Values released here (a replaced one, a gone object's) run their deinit after the lock.
        let released: [Any] = withLock { table in
            var released: [Any] = []
            if let entry = table.entries[id], entry.owner.object !== object {
                released.append(entry)
                table.entries[id] = nil
            }
            var entry = table.entries[id] ?? Entry(owner: WeakBox(object), values: [:])
            let old = value.map { entry.values.updateValue($0, forKey: key) } ?? entry.values.removeValue(forKey: key)
            if let old { released.append(old) }
            table.entries[id] = entry.values.isEmpty ? nil : entry
            if table.entries.count >= table.sweepAt {
                let gone = table.entries.filter { $0.value.owner.object == nil }
                for id in gone.keys { table.entries[id] = nil }
                released.append(contentsOf: gone.values.map { $0 as Any })
                table.sweepAt = max(64, table.entries.count * 2)
            }
            return released
        }
        _ = released
    }

    func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        let id = ObjectIdentifier(object)
        let (value, released): (Any?, Entry?) = withLock { table in
            guard let entry = table.entries[id] else { return (nil, nil) }
            guard entry.owner.object === object else {
                table.entries[id] = nil
                return (nil, entry)
            }
            return (entry.values[key]?.value, nil)
        }
        _ = released
        return value
    }

    func removeAll(_ object: AnyObject) {
        let id = ObjectIdentifier(object)
        let released = withLock { table -> Entry? in
            guard let entry = table.entries[id], entry.owner.object === object else { return nil }
            table.entries[id] = nil
            return entry
        }
        _ = released
    }

    /// How many objects have associations in the table (gone ones not yet swept included); for tests.
    var objectCount: Int { withLock { $0.entries.count } }
}
#endif
