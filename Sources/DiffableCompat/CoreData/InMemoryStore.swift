#if !canImport(ObjectiveC)
import Foundation

/// The saved objects of a coordinator: values by ID, objects as their IDs.
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

    func values(of id: NSManagedObjectID) -> [String: Any]? { lock.withLock { rows[id] } }
    func objectIDs() -> [NSManagedObjectID] { lock.withLock { order } }

    private static func stored(_ value: Any) -> Any {
        switch value {
        case let object as NSManagedObject: return object.objectID
        case let set as NSSet: return NSSet(array: set.allObjects.map(stored))
        default: return value
        }
    }
}
#endif
