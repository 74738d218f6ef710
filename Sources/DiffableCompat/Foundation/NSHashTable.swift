#if !canImport(ObjectiveC)
import Foundation

/// Foundation's `NSHashTable.Options` (`NSHashTableOptions`, `NSPointerFunctions.Options` on Apple's
/// platforms), with Foundation's raw values. Modelled: `.weakMemory` holds its objects weakly,
/// anything else strongly; identity is the object's, as with `.objectPointerPersonality`.
public struct NSHashTableOptions: OptionSet, Hashable, Sendable {
    /// Modelled.
    public let rawValue: UInt
    /// Modelled.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Strong references, the default. Modelled.
    public static let strongMemory = NSHashTableOptions([])
    /// Zeroing weak references. Modelled.
    public static let weakMemory = NSHashTableOptions(rawValue: 5)
    /// Shape only: objects are not copied.
    public static let copyIn = NSHashTableOptions(rawValue: 1 << 16)
    /// Modelled: identity is every table's.
    public static let objectPointerPersonality = NSHashTableOptions(rawValue: 1 << 9)
}

/// Foundation's `NSHashTable`, which Foundation on Linux lacks: a set of objects by identity, whose
/// weak form (`weakObjects()`) apps use for observer lists. Modelled: a weak table forgets an object
/// once it is deallocated (`allObjects` and `count` no longer include it).
///
/// `ObjectType` is not constrained to `AnyObject` as it is on Apple's platforms: there an `@objc`
/// protocol's existential is an object type (`NSHashTable<CartObserving>`), and on Linux a
/// class-bound protocol's existential does not satisfy `AnyObject`. Adding a value that is not an
/// object stores its box, as `as AnyObject` does.
public final class NSHashTable<ObjectType>: Sequence {
    private struct Entry {
        weak var weakObject: AnyObject?
        var strongObject: AnyObject?
        var object: AnyObject? { strongObject ?? weakObject }
    }

    private let weak: Bool
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Insertion order, so that `allObjects` is stable between calls.
    private var order: [ObjectIdentifier] = []

    /// A table with `options`. Modelled: `.weakMemory` makes it weak.
    public init(options: NSHashTableOptions = [], capacity initialCapacity: Int = 0) {
        weak = options.contains(.weakMemory)
        entries.reserveCapacity(initialCapacity)
    }

    /// A table holding its objects weakly. Modelled.
    public class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }
    /// A table holding its objects strongly. Modelled.
    public class func strongObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .strongMemory) }

    /// Adds `object` (nil adds nothing). Modelled.
    public func add(_ object: ObjectType?) {
        guard let object else { return }
        let reference = object as AnyObject
        let key = ObjectIdentifier(reference)
        switch entries[key] {
        case nil: order.append(key)
        case let entry? where entry.object == nil:  // a deallocated object's identifier, taken again
            order.removeAll { $0 == key }
            order.append(key)
        case .some: break
        }
        entries[key] = weak ? Entry(weakObject: reference) : Entry(strongObject: reference)
    }

    /// Removes `object`. Modelled.
    public func remove(_ object: ObjectType?) {
        guard let object else { return }
        let key = ObjectIdentifier(object as AnyObject)
        entries[key] = nil
        order.removeAll { $0 == key }
    }

    /// Removes every object. Modelled.
    public func removeAllObjects() {
        entries.removeAll()
        order.removeAll()
    }

    /// Whether the table holds `anObject`. Modelled.
    public func contains(_ anObject: ObjectType?) -> Bool { member(anObject) != nil }

    /// The table's object identical to `object`, if any. Modelled.
    public func member(_ object: ObjectType?) -> ObjectType? {
        guard let object else { return nil }
        return entries[ObjectIdentifier(object as AnyObject)]?.object.map { $0 as! ObjectType }
    }

    /// The objects the table holds, the deallocated ones of a weak table left out. Modelled.
    public var allObjects: [ObjectType] {
        purge()
        return order.compactMap { entries[$0]?.object.map { $0 as! ObjectType } }
    }

    /// One of the objects, if any. Modelled.
    public var anyObject: ObjectType? { allObjects.first }

    /// How many objects the table holds. Modelled: a weak table's deallocated objects do not count.
    public var count: Int {
        purge()
        return order.count
    }

    /// The objects as a set, by identity. Modelled.
    public var setRepresentation: Set<AnyHashable> { Set(allObjects.map { AnyHashable(ObjectIdentifier($0 as AnyObject)) }) }

    /// Iterates the objects as Foundation's fast enumeration does: each element is `Any`. Modelled.
    public func makeIterator() -> IndexingIterator<[Any]> { allObjects.map { $0 as Any }.makeIterator() }

    private func purge() {
        guard weak else { return }
        order.removeAll { key in
            guard entries[key]?.object == nil else { return false }
            entries[key] = nil
            return true
        }
    }
}
#endif
