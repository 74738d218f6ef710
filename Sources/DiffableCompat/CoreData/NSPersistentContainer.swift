#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSPersistentContainer`: a store, its coordinator and a main-queue view context.
/// Modelled in memory: the store is empty on first load and lasts as long as the container; the
/// app's model is read for its entities and their classes; migration and SQLite are shape only.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The container's name. Modelled.
    public let name: String
    /// The model: the one given, or the app's model named as the container (see `init(name:fileID:)`). Modelled.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator of the container's store. Modelled.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The main-queue context, for the user interface. Modelled.
    public let viewContext: NSManagedObjectContext
    /// The stores' descriptions. Shape only (one store, in memory, whatever they say).
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    /// A container named `name`, with the model of that name in the app's main bundle (`name.momd`
    /// or `name.mom`, which the port step copies there from the app's `.xcdatamodeld`), as Core
    /// Data's; an empty model when the bundle has none (entities are then made by name as objects
    /// are). Modelled. `fileID` (extra, defaulted): the caller's module, whose ported bundle is the
    /// app's main bundle and where the entities' classes are looked up.
    public convenience init(name: String, fileID: String = #fileID) {
        let bundle = Bundle.portedMain(fileID: fileID)
        let url = bundle.url(forResource: name, withExtension: "momd") ?? bundle.url(forResource: name, withExtension: "mom")
        self.init(name: name, managedObjectModel: url.flatMap { NSManagedObjectModel(contentsOf: $0, fileID: fileID) } ?? NSManagedObjectModel())
    }

    /// A container named `name` with `model`. Modelled.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))]
        super.init()
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// Loads the stores: takes the first description's options (history tracking, remote change
    /// notifications: the store is one), then calls `block` once per description with no error, at
    /// once. Modelled.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        if let description = persistentStoreDescriptions.first { persistentStoreCoordinator.store.load(description) }
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// A new private-queue context on the container's store. Modelled.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context on its queue, later. Modelled.
    open func performBackgroundTask(_ block: @escaping @Sendable (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    /// Runs `block` with a new background context on its queue, `async`, and returns what it returns
    /// or throws what it throws. Modelled. A non-`async` caller gets the callback form above; an
    /// `async` one gets this form, and must `await` it (as with the SDK's pair).
    public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        let context = newBackgroundContext()
        let task = UncheckedValue(block)
        let outcome = await context.perform(schedule: .enqueued) { UncheckedValue(Result { try task.value(context) }) }
        return try RethrownResult.value(of: outcome.value, thrownBy: block)
    }

    /// Where stores go. Shape only: the temporary directory.
    open class func defaultDirectoryURL() -> URL { FileManager.default.temporaryDirectory }
}

/// Core Data's `NSPersistentCloudKitContainer`. A container that syncs nothing; as Core Data's, it
/// turns history tracking on for a description with `cloudKitContainerOptions` that does not say
/// otherwise (the mirroring needs it). Modelled as that; the syncing is shape only.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    /// Loads the stores as `NSPersistentContainer` does, with history tracking on for mirrored stores. Modelled.
    open override func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions
        where description.cloudKitContainerOptions != nil && description.options[NSPersistentHistoryTrackingKey] == nil {
            description.setOption(NSNumber(value: true), forKey: NSPersistentHistoryTrackingKey)
        }
        super.loadPersistentStores(completionHandler: block)
    }
}

/// Core Data's `NSPersistentStore`. Shape only: the coordinator lists none here (its one store is
/// in memory), so these are what a store made by hand says.
open class NSPersistentStore: NSObject {
    /// The store's URL. Shape only: stored, nil by default.
    open var url: URL?
    /// The store's type (`NSSQLiteStoreType`, …). Shape only: the in-memory type.
    open var type: String { NSInMemoryStoreType }
    /// The model configuration the store holds. Shape only: `"Default"`, Core Data's.
    open var configurationName: String { "Default" }
    /// The store's identifier. Shape only: made once.
    open var identifier: String! = UUID().uuidString
    /// Whether the store is read-only. Shape only: stored, false.
    open var isReadOnly = false
    /// The store's options. Shape only: stored.
    open var options: [AnyHashable: Any]?
}

/// Core Data's `NSMergePolicy`. Shape only: saves here never conflict.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// Core Data's merge policy kinds. Shape only.
    public enum MergePolicyType: UInt, Sendable {
        /// A save with conflicts fails. Shape only.
        case errorMergePolicyType = 0
        /// The store's values win conflicts, property by property. Shape only.
        case mergeByPropertyStoreTrumpMergePolicyType
        /// The context's values win conflicts, property by property. Shape only.
        case mergeByPropertyObjectTrumpMergePolicyType
        /// The context's objects replace the store's. Shape only.
        case overwriteMergePolicyType
        /// The context's conflicting changes are dropped. Shape only.
        case rollbackMergePolicyType
    }
    /// The kind. Shape only.
    public let mergeType: MergePolicyType
    /// A policy of `ty`. Shape only.
    public init(merge ty: MergePolicyType) {
        mergeType = ty
        super.init()
    }
    /// Shape only.
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    /// Shape only.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    /// Shape only.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    /// Shape only.
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    /// Shape only.
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

/// Shape only. (`Any`, as Core Data declares it.)
nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
/// Shape only.
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
/// Shape only.
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
/// Shape only.
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
/// Shape only.
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback

#endif
