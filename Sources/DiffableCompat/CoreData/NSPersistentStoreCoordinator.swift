#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSPersistentStoreCoordinator`: here, the owner of one in-memory store. Modelled for
/// what contexts need; store management is shape only.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    /// The model. Shape only.
    public let managedObjectModel: NSManagedObjectModel
    let store = InMemoryStore()
    private let lock = NSLock()
    private var rootContexts: [WeakContext] = []

    /// A coordinator for `model`. Modelled.
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
        store.coordinator = self
    }

    /// The stores. Shape only: none are listed.
    open var persistentStores: [NSPersistentStore] { [] }

    /// The URL of `store`. Shape only: `/dev/null`, Core Data's URL for an in-memory store (no
    /// store is listed here, so none is asked for).
    open func url(for store: NSPersistentStore) -> URL { URL(fileURLWithPath: "/dev/null") }

    /// Deletes the store files at `url`. Shape only: the store here is in memory and has no files,
    /// so there is nothing to delete and it does not throw; the loaded store keeps its objects.
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {}

    /// A token naming the store's last history transaction (where a reader that has caught up
    /// stands), or nil when the loaded description did not turn history tracking on. Modelled; the
    /// store is one, so `stores` is not read.
    open func currentPersistentHistoryToken(fromStores stores: [Any]?) -> NSPersistentHistoryToken? {
        store.currentHistoryToken()
    }

    /// Runs `request` for `context`, as the context's `execute(_:)` does, and answers its result
    /// (an `NSBatchDeleteResult` for a batch delete). Modelled.
    open func execute(_ request: NSPersistentStoreRequest, with context: NSManagedObjectContext) throws -> Any {
        try request.result(in: context)
    }

    var contexts: [NSManagedObjectContext] { lock.withLock { rootContexts.compactMap(\.context) } }

    func remember(_ context: NSManagedObjectContext) {
        lock.withLock {
            rootContexts.removeAll { $0.context == nil }
            rootContexts.append(WeakContext(context: context))
        }
    }

    func forget(_ context: NSManagedObjectContext) { lock.withLock { rootContexts.removeAll { $0.context === context } } }
}

struct WeakContext { weak var context: NSManagedObjectContext? }
#endif
