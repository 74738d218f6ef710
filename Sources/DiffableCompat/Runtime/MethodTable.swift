#if !canImport(ObjectiveC)
import Foundation

// The Objective-C runtime's method table, as swizzling code calls it (`import ObjectiveC`, or UIKit,
// brings it on Apple's platforms). Libraries swizzle for old systems (PinLayout, for iOS 10's safe
// area) or to observe UIKit's calls (analytics on `viewDidAppear`). Linux has no Objective-C
// runtime, and DiffableCompat's classes are Swift's, whose methods no table lists. Modelled: a
// table that holds only what code adds. A lookup of a UIKit method finds nothing, so a swizzle of
// one changes nothing, and an added method is kept, found, exchanged and replaced as the runtime
// does, but nothing UIKit does calls it.

/// An Objective-C method's implementation: a C function pointer on Apple's platforms. Here a key
/// into the table (an implementation made from a block, or a method's), which nothing calls.
public typealias IMP = OpaquePointer

/// An Objective-C method: an opaque pointer on Apple's platforms. Here an entry of the table, which
/// only ``class_addMethod(_:_:_:_:)`` makes.
public typealias Method = OpaquePointer

/// The instance method `name` of `cls` or of a superclass, or nil. Modelled: only methods added with
/// ``class_addMethod(_:_:_:_:)`` are found; UIKit's methods are not in the table.
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    cls.flatMap { MethodTable.shared.method(of: $0, name, classSide: false) }
}

/// The class method `name` of `cls` or of a superclass, or nil. Modelled: none are in the table,
/// as nothing here can add a class method (the runtime adds them to the metaclass).
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    cls.flatMap { MethodTable.shared.method(of: $0, name, classSide: true) }
}

/// Adds the instance method `name` with `imp` to `cls`; false when `cls` itself already has one, as
/// the runtime's. Modelled: kept in the table, never called by UIKit's code.
@discardableResult
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> Bool {
    guard let cls else { return false }
    return MethodTable.shared.add(cls, name, imp) != nil
}

/// Replaces the implementation of `cls`'s own method `name`, adding the method when it has none;
/// the previous implementation, or nil when it was added. Modelled.
@discardableResult
public func class_replaceMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> IMP? {
    guard let cls else { return nil }
    return MethodTable.shared.replace(cls, name, imp)
}

/// The implementation of `m`. Modelled; a pointer that is no method of the table (the runtime's
/// behaviour there is undefined) answers itself.
public func method_getImplementation(_ m: Method) -> IMP {
    MethodTable.shared.implementation(of: m) ?? m
}

/// Sets the implementation of `m`; the previous one. Modelled; a pointer that is no method of the
/// table changes nothing and answers itself.
@discardableResult
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP {
    MethodTable.shared.setImplementation(of: m, imp) ?? m
}

/// Exchanges the implementations of `m1` and `m2`. Modelled; nothing changes unless both are
/// methods of the table.
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
    MethodTable.shared.exchange(m1, m2)
}

/// An implementation that calls `block` on Apple's platforms. Modelled: a new key that
/// ``imp_getBlock(_:)`` answers with `block`, until ``imp_removeBlock(_:)``; nothing calls it.
public func imp_implementationWithBlock(_ block: Any) -> IMP {
    MethodTable.shared.implementation(for: block)
}

/// The block `anImp` was made from, or nil. Modelled.
public func imp_getBlock(_ anImp: IMP) -> Any? {
    MethodTable.shared.block(of: anImp)
}

/// Forgets the block `anImp` was made from; whether it was one. Modelled.
@discardableResult
public func imp_removeBlock(_ anImp: IMP) -> Bool {
    MethodTable.shared.removeBlock(anImp)
}

/// The table behind the functions above. Entries and implementations are keyed by pointers this
/// table allocates and never frees (as the runtime never frees a method), so a key is never reused.
final class MethodTable: @unchecked Sendable {  // every access to the stored properties is under `lock`
    static let shared = MethodTable()

    private struct Entry {
        var implementation: IMP
    }

    private struct Key: Hashable {
        let cls: ObjectIdentifier
        let name: Selector
    }

    private let lock = NSLock()
    private var methods: [Key: Method] = [:]
    private var entries: [Method: Entry] = [:]
    private var blocks: [IMP: Any] = [:]

    private static func newKey() -> OpaquePointer {
        OpaquePointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    }

    func method(of cls: AnyClass, _ name: Selector, classSide: Bool) -> Method? {
        guard !classSide else { return nil }
        lock.lock()
        defer { lock.unlock() }
        var current: AnyClass? = cls
        while let type = current {
            if let method = methods[Key(cls: ObjectIdentifier(type), name: name)] { return method }
            current = _getSuperclass(type)
        }
        return nil
    }

    /// The new method, or nil when `cls` has one named `name` already.
    func add(_ cls: AnyClass, _ name: Selector, _ imp: IMP) -> Method? {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(cls: ObjectIdentifier(cls), name: name)
        guard methods[key] == nil else { return nil }
        let method = Self.newKey()
        methods[key] = method
        entries[method] = Entry(implementation: imp)
        return method
    }

    func replace(_ cls: AnyClass, _ name: Selector, _ imp: IMP) -> IMP? {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(cls: ObjectIdentifier(cls), name: name)
        if let method = methods[key], let previous = entries[method]?.implementation {
            entries[method]?.implementation = imp
            return previous
        }
        let method = Self.newKey()
        methods[key] = method
        entries[method] = Entry(implementation: imp)
        return nil
    }

    func implementation(of method: Method) -> IMP? {
        lock.lock()
        defer { lock.unlock() }
        return entries[method]?.implementation
    }

    func setImplementation(of method: Method, _ imp: IMP) -> IMP? {
        lock.lock()
        defer { lock.unlock() }
        guard let previous = entries[method]?.implementation else { return nil }
        entries[method]?.implementation = imp
        return previous
    }

    func exchange(_ first: Method, _ second: Method) {
        lock.lock()
        defer { lock.unlock() }
        guard let a = entries[first]?.implementation, let b = entries[second]?.implementation else { return }
        entries[first]?.implementation = b
        entries[second]?.implementation = a
    }

    func implementation(for block: Any) -> IMP {
        let imp = Self.newKey()
        lock.lock()
        defer { lock.unlock() }
        blocks[imp] = block
        return imp
    }

    func block(of imp: IMP) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return blocks[imp]
    }

    func removeBlock(_ imp: IMP) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return blocks.removeValue(forKey: imp) != nil
    }
}
#endif
