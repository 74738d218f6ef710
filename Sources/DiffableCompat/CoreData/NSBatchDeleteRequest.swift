#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSBatchDeleteRequestResultType`: what a batch delete's result holds. Modelled.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    /// `true` (`Bool`): the request ran. The default.
    case resultTypeStatusOnly = 0
    /// The deleted objects' IDs (`[NSManagedObjectID]`), in the store's order.
    case resultTypeObjectIDs = 1
    /// How many objects were deleted (`Int`).
    case resultTypeCount = 2
}

/// Core Data's `NSBatchDeleteRequest`: deletes objects in the store without loading them into a
/// context. Modelled over the in-memory store, as Core Data's runs in SQLite: executed with
/// `NSManagedObjectContext.execute(_:)`, it deletes the saved objects its fetch request matches
/// (entity, predicate, sort, offset and limit, evaluated against the store alone: the executing
/// context's unsaved changes are not seen) or the saved objects of its IDs, and removes references
/// to them from the objects left (Xcode's default delete rule, Nullify; other delete rules need a
/// model file). It bypasses every context: objects already registered stay registered with their
/// values and no fetched results controller hears of it, until the app merges the deleted IDs
/// (`NSManagedObjectContext.mergeChanges(fromRemoteContextSave:into:)` with
/// `[NSDeletedObjectsKey: ids]`); a fetch after it reads the store and so no longer answers them.
/// With history tracking on it is one transaction (its changes are deletions); with remote change
/// notifications on, it posts one. Errors: a context with no store, a fetch request with no
/// entity, or IDs of more than one entity throw Core Data's `NSCoreDataError` (134060) and delete
/// nothing (Core Data raises for the second; documented as an error for the third).
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    /// The request naming the objects to delete; for `init(objectIDs:)`, one for their entity with
    /// a `self IN %@` predicate (the IDs themselves are what is deleted). Modelled.
    public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
    /// What the result holds; `.resultTypeStatusOnly` by default. Modelled.
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly
    private var objectIDs: [NSManagedObjectID]?

    /// A request deleting what `fetch` matches in the store. Modelled.
    public init(fetchRequest fetch: NSFetchRequest<NSFetchRequestResult>) {
        fetchRequest = fetch
        super.init()
    }

    /// A request deleting the objects of `objects`, which must all be of one entity. IDs the store
    /// does not have (unsaved objects' temporary IDs, objects deleted already) are passed over.
    /// Modelled.
    public convenience init(objectIDs objects: [NSManagedObjectID]) {
        let request = NSFetchRequest<NSFetchRequestResult>()
        request.entity = objects.first?.entity
        request.predicate = NSPredicate(format: "self IN %@", argumentArray: [objects])
        self.init(fetchRequest: request)
        objectIDs = objects
    }

    override func result(in context: NSManagedObjectContext) throws -> NSPersistentStoreResult {
        let store = try context.storeForRequest("NSBatchDeleteRequest")
        let doomed = try objectIDs.map(Self.oneEntity) ?? matchedIDs(in: context)
        let deleted = store.batchDelete(doomed, author: context.transactionAuthor, contextName: context.name)
        switch resultType {
        case .resultTypeStatusOnly: return NSBatchDeleteResult(resultType: resultType, result: true)
        case .resultTypeObjectIDs: return NSBatchDeleteResult(resultType: resultType, result: deleted)
        case .resultTypeCount: return NSBatchDeleteResult(resultType: resultType, result: deleted.count)
        }
    }

    /// The saved objects the fetch request matches, read by a context that sees the store alone.
    private func matchedIDs(in context: NSManagedObjectContext) throws -> [NSManagedObjectID] {
        guard fetchRequest.entityName != nil || fetchRequest.entity != nil else {
            throw Self.error("a batch delete's fetch request must have an entity")
        }
        guard let coordinator = context.persistentStoreCoordinator else { return [] }
        let reader = NSManagedObjectContext(readingStoreOf: coordinator)
        return reader.matchingObjects(fetchRequest).map(\.objectID)
    }

    private static func oneEntity(_ ids: [NSManagedObjectID]) throws -> [NSManagedObjectID] {
        let names = Set(ids.map { $0.entity.name ?? "" })
        guard names.count <= 1 else {
            throw error("a batch delete's object IDs must be of one entity (they are of \(names.sorted().joined(separator: ", ")))")
        }
        return ids
    }

    private static func error(_ reason: String) -> CocoaError {
        CocoaError(CocoaError.Code(rawValue: 134060), userInfo: [NSLocalizedFailureReasonErrorKey: reason])
    }
}

/// Core Data's `NSBatchDeleteResult`: what executing an `NSBatchDeleteRequest` answers. Modelled.
open class NSBatchDeleteResult: NSPersistentStoreResult {
    /// The request's result type, which says what `result` holds. Modelled.
    public private(set) var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly
    /// `true`, the deleted objects' IDs (`[NSManagedObjectID]`) or their count (`Int`), as
    /// `resultType` says; nil for a result not made by a request. Modelled.
    public private(set) var result: Any?

    /// An empty result (what a test double starts from). Modelled.
    public override init() { super.init() }

    init(resultType: NSBatchDeleteRequestResultType, result: Any) {
        self.resultType = resultType
        self.result = result
        super.init()
    }
}
#endif
