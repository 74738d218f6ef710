#if !canImport(ObjectiveC)
import Foundation

extension NSManagedObjectContext {
    /// Merges the changes a `didSave` notification of another context describes (its objects), or
    /// an object-ID notification does (`NSPersistentHistoryTransaction.objectIDNotification()`:
    /// their IDs): registered objects without unsaved changes take the values the store (or the
    /// parent) now has, those it no longer has leave the context, and the fetched results
    /// controllers hear of it. Modelled.
    public func mergeChanges(fromContextDidSave notification: Notification) {
        let keys = [NSInsertedObjectsKey, NSUpdatedObjectsKey, NSDeletedObjectsKey,
                    NSInsertedObjectIDsKey, NSUpdatedObjectIDsKey, NSDeletedObjectIDsKey]
        mergeStoreChanges(Set(keys.flatMap { Self.objectIDs(in: notification.userInfo?[$0]) }))
    }

    /// Merges changes made outside every context (a batch request's, another coordinator's) into
    /// `contexts`, each on its queue (waiting for it): `changeNotificationData` holds the changed
    /// objects' IDs (or their URI representations) under `NSInsertedObjectsKey`,
    /// `NSUpdatedObjectsKey` and `NSDeletedObjectsKey`, in arrays or sets. Registered objects
    /// without unsaved changes take the store's values or, deleted, leave the context; each
    /// context's fetched results controllers hear of it. Values of other types are ignored.
    /// Modelled.
    public class func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any],
                                   into contexts: [NSManagedObjectContext]) {
        let keys = [NSInsertedObjectsKey, NSUpdatedObjectsKey, NSDeletedObjectsKey,
                    NSInsertedObjectIDsKey, NSUpdatedObjectIDsKey, NSDeletedObjectIDsKey]
        let changed = Set(keys.flatMap { objectIDs(in: changeNotificationData[$0]) })
        guard !changed.isEmpty else { return }
        for context in contexts { context.performAndWait { context.mergeStoreChanges(changed) } }
    }

    /// Changes written to the store by others, merged into the objects this one has.
    func mergeStoreChanges(_ changed: Set<NSManagedObjectID>) {
        for id in changed {
            guard let object = registered[id], !object.hasChanges else { continue }
            if let values = sourceValues(of: id) {
                object.values = values
                object.committed = values
            } else {
                registered[id] = nil
            }
        }
        pendingChanges.formUnion(changed)
        processPendingChanges()
    }

    /// The object IDs a notification's value names: objects, IDs or URI representations, in an
    /// array or a set (Swift's or Foundation's), or one alone.
    static func objectIDs(in value: Any?) -> [NSManagedObjectID] {
        let members: [Any]
        switch value {
        case nil: members = []
        case let array as [Any]: members = array
        case let set as Set<AnyHashable>: members = set.map(\.base)
        case let set as NSSet: members = set.allObjects
        case let one?: members = [one]
        }
        return members.compactMap { member in
            switch member {
            case let id as NSManagedObjectID: return id
            case let object as NSManagedObject: return object.objectID
            case let url as URL: return NSManagedObjectID(uriRepresentation: url)
            default: return nil
            }
        }
    }
}
#endif
