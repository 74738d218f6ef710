#if !canImport(ObjectiveC)
import Foundation

extension NSManagedObjectContext {
    /// Writes the unsaved changes to the parent context, or to the store for a root context; then
    /// posts `NSManagedObjectContextDidSave` (and `didSaveObjectsNotification`) and updates the
    /// fetched results controllers of this context, of the parent, and of the store's other root
    /// contexts that merge changes automatically (on their queues). Modelled; nothing to save does
    /// nothing, as in Core Data.
    public func save() throws {
        guard hasChanges else { return }
        let inserted = insertedObjects, updated = updatedObjects, deleted = deletedObjects
        for object in inserted.union(updated) { object.willSave() }
        if let parent {
            parent.performAndWait { parent.receive(inserted: inserted, updated: updated, deleted: deleted) }
        } else if let store = persistentStoreCoordinator?.store {
            store.write(inserted.union(updated), deleted: deleted.map(\.objectID), author: transactionAuthor, contextName: name)
        }
        for object in inserted.union(updated) {
            object.committed = object.values
            object.objectID.markPermanent()
        }
        for object in deleted { registered[object.objectID] = nil }
        insertedObjects = []
        updatedObjects = []
        deletedObjects = []
        for object in inserted.union(updated) { object.didSave() }
        let info: [AnyHashable: Any] = [NSInsertedObjectsKey: inserted, NSUpdatedObjectsKey: updated, NSDeletedObjectsKey: deleted]
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
        NotificationCenter.default.post(name: NSManagedObjectContext.didSaveObjectsNotification, object: self, userInfo: info)
        processPendingChanges()
        if parent == nil, let coordinator = persistentStoreCoordinator {
            let changed = Set(inserted.union(updated).union(deleted).map(\.objectID))
            for other in coordinator.contexts where other !== self && other.automaticallyMergesChangesFromParent {
                other.perform { other.mergeStoreChanges(changed) }
            }
        }
    }

    /// A child's saved changes, made this context's own unsaved ones.
    private func receive(inserted: Set<NSManagedObject>, updated: Set<NSManagedObject>, deleted: Set<NSManagedObject>) {
        for child in inserted where registered[child.objectID] == nil {
            let object = type(of: child).init(entity: child.entity, insertInto: nil)
            object.objectID = child.objectID
            insert(object)
        }
        for child in inserted.union(updated) {
            let object = self.object(with: child.objectID)
            object.values = child.values.mapValues { Self.translate($0, into: self) }
            noteUpdate(of: object)
        }
        for child in deleted { delete(object(with: child.objectID)) }
        processPendingChanges()
    }

    /// Tells the fetched results controllers of this context about the changes since they last
    /// heard (Core Data does this at the end of each event of the run loop; here a save, a merge
    /// or this call does it). Modelled.
    public func processPendingChanges() {
        guard !pendingChanges.isEmpty else { return }
        let changed = pendingChanges
        pendingChanges = []
        controllers.removeAll { $0.state == nil }
        for controller in controllers.compactMap(\.state) { controller.contextChanged(changed) }
    }

    /// Discards the unsaved changes. Modelled.
    public func rollback() {
        for object in insertedObjects { registered[object.objectID] = nil }
        for object in updatedObjects.union(deletedObjects) { object.values = object.committed; pendingChanges.insert(object.objectID) }
        pendingChanges.formUnion(insertedObjects.map(\.objectID))
        insertedObjects = []
        updatedObjects = []
        deletedObjects = []
        processPendingChanges()
    }

    /// Forgets every object and unsaved change. Modelled.
    public func reset() {
        registered = [:]
        insertedObjects = []
        updatedObjects = []
        deletedObjects = []
        pendingChanges = []
    }

    /// Reloads `object`'s values from where this context comes from, keeping its unsaved changes
    /// when `flag` is true. Modelled.
    public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard let source = sourceValues(of: object.objectID) else { return }
        object.values = flag ? source.merging(object.changedValues()) { _, changed in changed } : source
        object.committed = source
        if !flag { updatedObjects.remove(object) }
    }

    /// Refreshes every object without unsaved changes. Modelled.
    public func refreshAllObjects() {
        for object in registered.values where !object.hasChanges { refresh(object, mergeChanges: true) }
    }

    /// Makes the IDs of `objects` permanent. Modelled.
    public func obtainPermanentIDs(for objects: [NSManagedObject]) throws {
        for object in objects { object.objectID.markPermanent() }
    }

    /// Posted after a context saves; `userInfo` holds the inserted, updated and deleted objects. Modelled.
    public static let didSaveObjectsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectsNotification")
    /// Posted after a context's objects change. Shape only: never posted.
    public static let didChangeObjectsNotification = Notification.Name("NSObjectsChangedInManagingContextNotification")
}

extension Notification.Name {
    /// Posted after a context saves. Modelled.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagingContextDidSaveChangesNotification")
    /// Posted before a context saves. Shape only: never posted.
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagingContextWillSaveChangesNotification")
    /// Posted after a context's objects change. Shape only: never posted.
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSObjectsChangedInManagingContextNotification")
    /// Posted after each write to the store (a root context's save, a batch delete) when its
    /// description set `NSPersistentStoreRemoteChangeNotificationPostOptionKey`, from a private
    /// queue; the object is the coordinator, `userInfo` holds `NSPersistentStoreURLKey`,
    /// `NSStoreUUIDKey` and, with history tracking on, `NSPersistentHistoryTokenKey`. Modelled
    /// (there are no other processes: every write is this one's).
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

/// The key of the inserted objects in a save notification's `userInfo`. Modelled.
public let NSInsertedObjectsKey = "inserted"
/// The key of the updated objects in a save notification's `userInfo`. Modelled.
public let NSUpdatedObjectsKey = "updated"
/// The key of the deleted objects in a save notification's `userInfo`. Modelled.
public let NSDeletedObjectsKey = "deleted"
#endif
