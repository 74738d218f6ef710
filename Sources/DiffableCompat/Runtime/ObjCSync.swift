#if !canImport(ObjectiveC)
import Foundation

/// The Objective-C runtime's `@synchronized` lock, `objc_sync_enter(obj)` … `objc_sync_exit(obj)`,
/// which Swift code uses as a per-object recursive lock. Modelled: one recursive lock per object,
/// made on first use and kept while the object lives (with its associated objects); a nil object
/// locks nothing, as the runtime's. Returns `OBJC_SYNC_SUCCESS` (0).
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    ObjCSyncLocks.lock(for: obj)?.lock()
    return Int32(OBJC_SYNC_SUCCESS)
}

/// Unlocks what `objc_sync_enter(_:)` locked. Modelled: `OBJC_SYNC_NOT_OWNING_THREAD_ERROR` (-1)
/// for an object never locked, as the runtime's; else `OBJC_SYNC_SUCCESS`. Unlocking from a thread
/// that does not hold the lock is the caller's error, as in the runtime.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    guard let lock = ObjCSyncLocks.existingLock(for: obj) else { return Int32(OBJC_SYNC_NOT_OWNING_THREAD_ERROR) }
    lock.unlock()
    return Int32(OBJC_SYNC_SUCCESS)
}

/// The runtime's success code (an anonymous C enum's constant, so an `Int`, as Swift imports it). Modelled.
public var OBJC_SYNC_SUCCESS: Int { 0 }
/// The runtime's code for unlocking what the thread does not hold. Modelled.
public var OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int { -1 }

/// The locks, one per object, kept as the object's associated object.
private enum ObjCSyncLocks {
    nonisolated(unsafe) static var tag: UInt8 = 0
    static var key: UnsafeRawPointer { UnsafeRawPointer(withUnsafePointer(to: &tag) { $0 }) }
    static let making = NSLock()

    static func lock(for obj: Any) -> NSRecursiveLock? {
        guard let object = anyObject(obj) else { return nil }
        making.lock()
        defer { making.unlock() }
        if let lock = objc_getAssociatedObject(object, key) as? NSRecursiveLock { return lock }
        let lock = NSRecursiveLock()
        objc_setAssociatedObject(object, key, lock, .OBJC_ASSOCIATION_RETAIN)
        return lock
    }

    static func existingLock(for obj: Any) -> NSRecursiveLock? {
        guard let object = anyObject(obj) else { return nil }
        making.lock()
        defer { making.unlock() }
        return objc_getAssociatedObject(object, key) as? NSRecursiveLock
    }

    /// The object, or nil for nil (an optional holding none) or a value type.
    private static func anyObject(_ obj: Any) -> AnyObject? {
        if case Optional<Any>.none = obj { return nil }
        return type(of: obj) is AnyClass ? obj as AnyObject : nil
    }
}
#endif
