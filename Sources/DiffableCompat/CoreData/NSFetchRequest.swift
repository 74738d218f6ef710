#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSFetchRequestResult`: what a fetch can answer (objects, IDs, dictionaries, numbers). Modelled.
public protocol NSFetchRequestResult: AnyObject {}

extension NSManagedObjectID: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// Core Data's `NSPersistentStoreRequest`: what `NSManagedObjectContext.execute(_:)` runs. Modelled
/// for batch deletes (`NSBatchDeleteRequest`) and history requests (`NSPersistentHistoryChangeRequest`).
open class NSPersistentStoreRequest: NSObject {
    /// Shape only (the store is one).
    open var affectedStores: [NSPersistentStore]?

    /// What executing the request in `context` answers: an empty result, unless a request kind
    /// that is modelled overrides it.
    func result(in context: NSManagedObjectContext) throws -> NSPersistentStoreResult { NSPersistentStoreResult() }
}

/// Core Data's `NSPersistentStoreResult`: what `execute(_:)` answers; the modelled requests answer
/// their subclasses (`NSBatchDeleteResult`, `NSPersistentHistoryResult`). Modelled.
open class NSPersistentStoreResult: NSObject {}

/// Core Data's `NSFetchRequestResultType`. Modelled.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Objects. Modelled.
    public static let managedObjectResultType = NSFetchRequestResultType([])
    /// Object IDs. Modelled.
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    /// Dictionaries of the objects' values. Modelled (all values; `propertiesToFetch` is shape only).
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    /// One number, the count. Modelled.
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// Core Data's `NSFetchRequest`: which entity, which objects and in which order. Modelled: the
/// entity, predicate, sort descriptors, offset, limit and result type are what `fetch(_:)` applies.
///
/// Differs on purpose: `ResultType` is unconstrained, where the SDK requires `NSFetchRequestResult`:
/// `NSFetchRequest<NSFetchRequestResult>` names the protocol's existential, which conforms to its
/// protocol only when the protocol is `@objc`, and Linux has no `@objc`.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    /// The entity's name. Modelled.
    open private(set) var entityName: String?
    /// The entity; setting it sets `entityName`. Modelled.
    open var entity: NSEntityDescription? {
        didSet { if let name = entity?.name { entityName = name } }
    }
    /// Which objects; nil: all. Modelled.
    open var predicate: NSPredicate?
    /// The order; nil or empty: insertion order. Modelled.
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many objects; 0: no limit. Modelled.
    open var fetchLimit = 0
    /// Skips this many objects. Modelled.
    open var fetchOffset = 0
    /// What a fetch answers. Modelled.
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// Shape only.
    open var fetchBatchSize = 0
    /// Shape only: unsaved changes are always included.
    open var includesPendingChanges = true
    /// Shape only.
    open var returnsObjectsAsFaults = true
    /// Shape only.
    open var includesPropertyValues = true
    /// Shape only.
    open var includesSubentities = true
    /// Shape only.
    open var returnsDistinctResults = false
    /// Shape only.
    open var relationshipKeyPathsForPrefetching: [String]?
    /// Shape only.
    open var propertiesToFetch: [Any]?
    /// Shape only.
    open var propertiesToGroupBy: [Any]?

    /// A request with no entity. Modelled.
    public override init() { super.init() }

    /// A request for the entity named `entityName`. Modelled.
    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }

    /// Core Data runs the request in the context of the block it is called in (`perform`); here
    /// there is no current context, so this throws Core Data's `NSCoreDataError` (134060): call the
    /// context's `fetch(_:)`. Modelled.
    open func execute() throws -> [ResultType] { throw CocoaError(CocoaError.Code(rawValue: 134060)) }
}
#endif
