#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSPersistentHistoryTransaction`: one write to the store (a root context's save, a
/// batch delete) in its persistent history, with its changes. Modelled, from the store's record.
open class NSPersistentHistoryTransaction: NSObject, NSCopying {
    /// When the write happened. Modelled.
    public let timestamp: Date
    /// The changes, or nil when the request asked for transactions only. Modelled.
    public private(set) var changes: [NSPersistentHistoryChange]?
    /// The transaction's number, from 1 in the order of the store's writes. Modelled.
    public let transactionNumber: Int64
    /// The store's identifier. Modelled.
    public let storeID: String
    /// The writing app's bundle identifier (the process's name when it has none). Modelled.
    public let bundleID: String
    /// The writing process's identifier. Modelled.
    public let processID: String
    /// The writing context's `name`. Modelled.
    public let contextName: String?
    /// The writing context's `transactionAuthor`. Modelled.
    public let author: String?
    /// The token naming this transaction: history after it is what follows this write. Modelled.
    public let token: NSPersistentHistoryToken

    init(_ recorded: PersistentHistoryLog.Transaction, storeID: String, changes: [NSPersistentHistoryChange]?) {
        timestamp = recorded.timestamp
        transactionNumber = recorded.number
        self.storeID = storeID
        bundleID = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        processID = String(ProcessInfo.processInfo.processIdentifier)
        contextName = recorded.contextName
        author = recorded.author
        token = NSPersistentHistoryToken(storeIdentifier: storeID, transactionNumber: recorded.number)
        self.changes = changes
        super.init()
        for change in changes ?? [] { change.belong(to: self, heldByIt: true) }
    }

    /// A notification to merge this transaction's changes into a context with
    /// `mergeChanges(fromContextDidSave:)`: its `userInfo` holds the inserted, updated and deleted
    /// objects' IDs as sets under `NSInsertedObjectIDsKey`, `NSUpdatedObjectIDsKey` and
    /// `NSDeletedObjectIDsKey`. Empty sets for a transaction fetched without its changes. Modelled.
    open func objectIDNotification() -> Notification {
        func ids(_ type: NSPersistentHistoryChangeType) -> Set<NSManagedObjectID> {
            Set((changes ?? []).filter { $0.changeType == type }.map(\.changedObjectID))
        }
        let info: [AnyHashable: Any] = [NSInsertedObjectIDsKey: ids(.insert), NSUpdatedObjectIDsKey: ids(.update),
                                        NSDeletedObjectIDsKey: ids(.delete)]
        return Notification(name: NSManagedObjectContext.didSaveObjectIDsNotification, object: nil, userInfo: info)
    }

    /// The same transaction (transactions are immutable). Modelled.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The entity that history fetch requests of transactions name. Modelled (see `fetchRequest`).
    open class var entityDescription: NSEntityDescription? { EntityRegistry.shared.entity(named: entityName) }

    /// The same entity, for `context`. Modelled.
    open class func entityDescription(with context: NSManagedObjectContext) -> NSEntityDescription? { entityDescription }

    /// A fetch request whose predicate, set as an `NSPersistentHistoryChangeRequest`'s
    /// `fetchRequest`, filters the transactions fetched (`"author != %@"`): it reads `author`,
    /// `contextName`, `timestamp`, `transactionNumber`, `bundleID`, `processID` and `storeID`. Modelled.
    open class var fetchRequest: NSFetchRequest<NSFetchRequestResult>? { NSFetchRequest(entityName: entityName) }

    /// The history entity's name here; not a name an app's entity would take (`Transaction` is).
    static let entityName = "NSPersistentHistoryTransaction"

    /// What a transaction fetch request's predicate reads.
    var predicateValues: [String: Any] {
        var values: [String: Any] = ["timestamp": timestamp, "transactionNumber": transactionNumber, "bundleID": bundleID,
                                     "processID": processID, "storeID": storeID]
        values["author"] = author
        values["contextName"] = contextName
        return values
    }
}

extension NSManagedObjectContext {
    /// The name of the notifications `NSPersistentHistoryTransaction.objectIDNotification()` makes.
    /// Modelled for that; saves here do not post it (they post `didSaveObjectsNotification`).
    public static let didSaveObjectIDsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectIDsNotification")
}
#endif
