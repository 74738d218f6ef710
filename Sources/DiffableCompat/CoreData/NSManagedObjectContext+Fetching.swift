#if !canImport(ObjectiveC)
import Foundation

extension NSManagedObjectContext {
    /// The objects `request` asks for: of its entity (or of its result type's class), those its
    /// predicate accepts, in its sort descriptors' order (then in insertion order), after its
    /// offset and up to its limit; unsaved changes included. Modelled. A request with neither an
    /// entity nor a managed-object result type raises Core Data's exception (recorded inside
    /// `DiffableFailures.record`, which then answers `[]`).
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let objects = matchingObjects(request)
        switch request.resultType {
        case .managedObjectIDResultType: return objects.compactMap { $0.objectID as? T }
        case .countResultType: return [NSNumber(value: objects.count)].compactMap { $0 as? T }
        case .dictionaryResultType: return objects.compactMap { NSDictionary(dictionary: $0.values) as? T }
        default: return objects.compactMap { $0 as? T }
        }
    }

    /// How many objects `fetch(_:)` would answer. Modelled.
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int { matchingObjects(request).count }

    /// Runs a persistent store request against the store, past this context's objects. Modelled for
    /// `NSBatchDeleteRequest` (answers an `NSBatchDeleteResult`) and `NSPersistentHistoryChangeRequest`
    /// (answers an `NSPersistentHistoryResult`); other requests answer an empty
    /// `NSPersistentStoreResult` (shape only). A modelled request in a context with no store throws
    /// Core Data's `NSCoreDataError` (134060).
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult { try request.result(in: self) }

    /// The store a batch or history request runs on, or Core Data's error when there is none.
    func storeForRequest(_ kind: String) throws -> InMemoryStore {
        guard let store = persistentStoreCoordinator?.store else {
            throw CocoaError(CocoaError.Code(rawValue: 134060),
                             userInfo: [NSLocalizedFailureReasonErrorKey: "\(kind): the context has no persistent store coordinator"])
        }
        return store
    }

    func matchingObjects<T>(_ request: NSFetchRequest<T>) -> [NSManagedObject] {
        let entityName = request.entityName ?? request.entity?.name
        let byClass = T.self is NSManagedObject.Type && T.self != NSManagedObject.self
        guard entityName != nil || byClass else {
            DiffableFailures.raise(DiffableFailure(
                reason: "executeFetchRequest:error: A fetch request must have an entity.", name: "NSInvalidArgumentException"))
            return []
        }
        var objects = visibleObjectIDs().map { object(with: $0) }.filter { object in
            (entityName != nil && object.entity.name == entityName) || (byClass && object is T)
        }
        if let predicate = request.predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            objects = SortOrder.sorted(objects, by: descriptors)
        }
        let start = min(max(request.fetchOffset, 0), objects.count)
        let end = request.fetchLimit > 0 ? min(start + request.fetchLimit, objects.count) : objects.count
        return Array(objects[start..<end])
    }
}
#endif
