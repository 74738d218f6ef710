#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSManagedObjectContext`: the objects an app works with, their unsaved changes, and
/// the fetch requests it answers. Modelled in memory: a context holds the objects inserted into it
/// and those it fetched; `fetch(_:)` applies the request's entity, predicate, sort descriptors,
/// offset and limit to the store's objects and this context's unsaved ones; `save()` writes the
/// changes to the store (or to the parent context) and updates the fetched results controllers of
/// this context and of contexts that merge its changes. Undo, faulting, validation and conflicts
/// are shape only. An object and its context are confined to the context's queue, as Core Data
/// requires; `perform` runs on it.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// How a context's work is queued. Modelled.
    public enum ConcurrencyType: UInt, Sendable {
        /// Deprecated by Core Data; works as a private queue here.
        case confinementConcurrencyType = 0
        /// The context's own serial queue.
        case privateQueueConcurrencyType = 1
        /// The main queue.
        case mainQueueConcurrencyType = 2
    }

    /// When the `async` `perform(schedule:_:)` runs its block. Modelled.
    public enum ScheduledTaskType: Sendable {
        /// At once when already on the context's queue, else queued.
        case immediate
        /// Always queued.
        case enqueued
    }

    /// The context's concurrency type. Modelled.
    public let concurrencyType: ConcurrencyType
    let queue: DispatchQueue
    private let onQueue = DispatchSpecificKey<ObjectIdentifier>()
    private var ownCoordinator: NSPersistentStoreCoordinator?
    var registered: [NSManagedObjectID: NSManagedObject] = [:]
    /// The objects inserted since the last save. Modelled.
    open internal(set) var insertedObjects: Set<NSManagedObject> = []
    /// The objects changed since the last save. Modelled.
    open internal(set) var updatedObjects: Set<NSManagedObject> = []
    /// The objects deleted since the last save. Modelled.
    open internal(set) var deletedObjects: Set<NSManagedObject> = []
    /// Objects changed since the fetched results controllers last heard.
    var pendingChanges: Set<NSManagedObjectID> = []
    var controllers: [WeakController] = []
    private var wakesFetchedObjects = true

    /// A context of `concurrencyType`. Modelled.
    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        queue = concurrencyType == .mainQueueConcurrencyType ? .main : DispatchQueue(label: "NSManagedObjectContext")
        super.init()
        queue.setSpecific(key: onQueue, value: ObjectIdentifier(self))
    }

    /// A private-queue context (Core Data deprecates this initializer).
    public convenience override init() { self.init(concurrencyType: .privateQueueConcurrencyType) }

    /// A context that sees only what `coordinator`'s store holds, for batch requests: not one of the
    /// coordinator's contexts (saves do not merge into it), and the objects it makes to evaluate a
    /// request are not woken (`awakeFromFetch`), as a batch request loads none.
    convenience init(readingStoreOf coordinator: NSPersistentStoreCoordinator) {
        self.init(concurrencyType: .privateQueueConcurrencyType)
        ownCoordinator = coordinator
        wakesFetchedObjects = false
    }

    /// The context whose objects this one starts from and saves into, or nil. Modelled.
    open var parent: NSManagedObjectContext?
    /// The coordinator of the store this context (or its parent) saves to. Modelled.
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { ownCoordinator ?? parent?.persistentStoreCoordinator }
        set {
            ownCoordinator?.forget(self)
            ownCoordinator = newValue
            newValue?.remember(self)
        }
    }
    /// The context's name, for debugging, and recorded as the `contextName` of the history
    /// transactions of its writes to the store. Modelled.
    open var name: String?
    /// Whether saves of the parent (or, for a root context, of the store's other contexts) are
    /// merged into this one. Modelled.
    open var automaticallyMergesChangesFromParent = false
    /// The undo manager that records the context's changes. Shape only: stored, nil by default as
    /// on iOS; nothing registers undo actions here.
    open var undoManager: UndoManager?
    /// The merge policy. Shape only: the last save wins.
    open var mergePolicy: Any = NSErrorMergePolicy
    /// The author recorded in the history transactions of this context's writes to the store
    /// (saves and batch requests). Modelled.
    open var transactionAuthor: String?
    /// Shape only.
    open var stalenessInterval: TimeInterval = -1
    /// Shape only.
    open var shouldDeleteInaccessibleFaults = true

    var storeIdentifier: String { persistentStoreCoordinator?.store.identifier ?? "" }

    /// Whether there are unsaved changes. Modelled.
    open var hasChanges: Bool { !insertedObjects.isEmpty || !updatedObjects.isEmpty || !deletedObjects.isEmpty }
    /// Every object in the context. Modelled.
    open var registeredObjects: Set<NSManagedObject> { Set(registered.values) }

    // MARK: Objects

    /// Inserts `object` (once); it is saved with the next `save()`. Modelled.
    open func insert(_ object: NSManagedObject) {
        guard registered[object.objectID] == nil else { return }
        object.managedObjectContext = self
        registered[object.objectID] = object
        insertedObjects.insert(object)
        deletedObjects.remove(object)
        pendingChanges.insert(object.objectID)
        object.awakeFromInsert()
    }

    /// Deletes `object`: it leaves fetch results at once and the store with the next save. Modelled.
    open func delete(_ object: NSManagedObject) {
        guard object.managedObjectContext === self else { return }
        object.prepareForDeletion()
        if insertedObjects.remove(object) != nil {
            registered[object.objectID] = nil
        } else {
            deletedObjects.insert(object)
        }
        updatedObjects.remove(object)
        pendingChanges.insert(object.objectID)
    }

    func noteUpdate(of object: NSManagedObject) {
        guard !insertedObjects.contains(object), !deletedObjects.contains(object) else { return }
        updatedObjects.insert(object)
        pendingChanges.insert(object.objectID)
    }

    /// The object with `objectID` in this context, made from the parent or the store when not yet
    /// here; an ID nothing has gives a new, empty object of its entity. Modelled.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let object = registered[objectID] { return object }
        let type = EntityRegistry.shared.objectClass(forEntity: objectID.entity.name ?? "") ?? NSManagedObject.self
        let object = type.init(entity: objectID.entity, insertInto: nil)
        object.objectID = objectID
        object.managedObjectContext = self
        object.values = sourceValues(of: objectID) ?? [:]
        object.committed = object.values
        registered[objectID] = object
        if wakesFetchedObjects { object.awakeFromFetch() }
        return object
    }

    /// The object with `objectID`, or Core Data's referential-integrity error (`NSCocoaErrorDomain` 133000) when neither
    /// this context, its parent nor the store has it. Modelled.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        if let object = registered[objectID], !deletedObjects.contains(object) { return object }
        guard sourceValues(of: objectID) != nil else { throw CocoaError(CocoaError.Code(rawValue: 133000)) }
        return object(with: objectID)
    }

    /// The object with `objectID` if this context has it. Modelled.
    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { registered[objectID] }

    /// The values `objectID` has where this context comes from (its parent, else the store).
    func sourceValues(of objectID: NSManagedObjectID) -> [String: Any]? {
        if let parent {
            guard parent.containsLiveObject(objectID) else { return nil }
            return parent.object(with: objectID).values.mapValues { Self.translate($0, into: self) }
        }
        return persistentStoreCoordinator?.store.values(of: objectID).map { $0.mapValues { Self.translate($0, into: self) } }
    }

    func containsLiveObject(_ objectID: NSManagedObjectID) -> Bool {
        if let object = registered[objectID] { return !deletedObjects.contains(object) }
        return sourceValues(of: objectID) != nil
    }

    /// IDs of every object a fetch here can see: the source's, plus this context's inserts, minus its deletes.
    func visibleObjectIDs() -> [NSManagedObjectID] {
        var ids = parent?.visibleObjectIDs() ?? persistentStoreCoordinator?.store.objectIDs() ?? []
        let deleted = Set(deletedObjects.map(\.objectID))
        ids.removeAll { deleted.contains($0) }
        let known = Set(ids)
        ids += insertedObjects.map(\.objectID).filter { !known.contains($0) }.sorted { $0.number < $1.number }
        return ids
    }

    /// A value from another context, with its objects replaced by this context's.
    static func translate(_ value: Any, into context: NSManagedObjectContext) -> Any {
        switch value {
        case let object as NSManagedObject: return context.object(with: object.objectID)
        case let id as NSManagedObjectID: return context.object(with: id)
        case let set as NSSet where set.allObjects.contains(where: { $0 is NSManagedObject || $0 is NSManagedObjectID }):
            return NSSet(array: set.allObjects.map { translate($0, into: context) })
        default: return value
        }
    }

    // MARK: Queues

    /// Runs `block` on the context's queue, later. Modelled.
    open func perform(_ block: @escaping @Sendable () -> Void) { queue.async(execute: block) }

    /// Runs `block` on the context's queue and waits for it (at once when already there). Modelled.
    open func performAndWait(_ block: () -> Void) {
        if isOnQueue { block() } else { queue.sync(execute: block) }
    }

    /// Runs `block` on the context's queue and returns what it returns. Modelled.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        if isOnQueue { return try block() }
        return try queue.sync(execute: block)
    }

    /// Runs `block` on the context's queue, `async`, and returns what it returns or throws what it
    /// throws. Modelled: `.immediate` runs it at once when the caller already runs on the context's
    /// queue (main-actor code with a main-queue context such as the view context), else queues it,
    /// as `.enqueued` always does; queued blocks run in the order they were queued. A non-`async`
    /// caller gets the callback form `perform(_:)`; an `async` one gets this form, and must `await`
    /// it (as with the SDK's pair).
    ///
    /// Differs on purpose in one attribute: `nonisolated(nonsending)` (the SDK's is `nonisolated`),
    /// so the function starts on its caller's executor and `.immediate` can see the caller's queue;
    /// a plain `nonisolated` `async` function starts on the global executor, where it never would.
    /// Calls are written the same.
    @preconcurrency
    nonisolated(nonsending)
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping @Sendable () throws -> T) async rethrows -> T {
        if schedule == .immediate, isOnQueue { return try block() }
        let outcome: UncheckedValue<Result<T, any Error>> = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: UncheckedValue(Result { try block() })) }
        }
        return try RethrownResult.value(of: outcome.value, thrownBy: block)
    }

    /// Whether the caller runs on this context's queue (for a main-queue context: on the main queue).
    private var isOnQueue: Bool {
        // The main queue's marker, not `Thread.isMainThread`: a test runner may drain the main queue elsewhere.
        DispatchQueue.getSpecific(key: onQueue) == ObjectIdentifier(self)
    }
}

/// A result crossing back from the context's queue, as Core Data's `perform` hands it over.
struct UncheckedValue<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
#endif
