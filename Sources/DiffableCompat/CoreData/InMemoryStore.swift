#if !canImport(ObjectiveC)
import Foundation

/// The saved objects of a coordinator: values by ID, objects as their IDs. Every write (a root
/// context's save, a batch delete) goes through here under one lock.
final class InMemoryStore: @unchecked Sendable {
    let identifier = UUID().uuidString
    private let lock = NSLock()
    private var rows: [NSManagedObjectID: [String: Any]] = [:]
    private var order: [NSManagedObjectID] = []

    func write(inserted: Set<NSManagedObject>, deleted: [NSManagedObjectID]) {
        let written = inserted.map { ($0.objectID, $0.values.mapValues(Self.stored)) }
        lock.withLock {
            for (id, values) in written {
                if rows.updateValue(values, forKey: id) == nil { order.append(id) }
            }
            let gone = Set(deleted)
            for id in gone { rows[id] = nil }
            order.removeAll { gone.contains($0) }
        }
    }

    /// A batch delete: the rows of `ids` the store has go, and references to them from other rows
    /// are removed (Xcode's default delete rule, Nullify). Answers the IDs deleted, in store order.
    func batchDelete(_ ids: [NSManagedObjectID]) -> [NSManagedObjectID] {
        let wanted = Set(ids)
        return lock.withLock {
            let deleted = order.filter(wanted.contains)
            guard !deleted.isEmpty else { return [] }
            let gone = Set(deleted)
            for id in deleted { rows[id] = nil }
            order.removeAll { gone.contains($0) }
            for (id, values) in rows {
                if let kept = Self.removing(gone, from: values) { rows[id] = kept }
            }
            return deleted
        }
    }

    func values(of id: NSManagedObjectID) -> [String: Any]? { lock.withLock { rows[id] } }
    func objectIDs() -> [NSManagedObjectID] { lock.withLock { order } }

    private static func stored(_ value: Any) -> Any {
        switch value {
        case let object as NSManagedObject: return object.objectID
        case let set as NSSet: return NSSet(array: set.allObjects.map(stored))
        default: return value
        }
    }

    /// A row without its references to `gone`, or nil when it has none.
    private static func removing(_ gone: Set<NSManagedObjectID>, from values: [String: Any]) -> [String: Any]? {
        var kept = values, changed = false
        for (key, value) in values {
            switch value {
            case let id as NSManagedObjectID where gone.contains(id):
                kept[key] = nil
                changed = true
            case let set as NSSet:
                let members = set.allObjects.filter { member in (member as? NSManagedObjectID).map { !gone.contains($0) } ?? true }
                if members.count != set.count {
                    kept[key] = NSSet(array: members)
                    changed = true
                }
            default: break
            }
        }
        return changed ? kept : nil
    }
}
#endif
