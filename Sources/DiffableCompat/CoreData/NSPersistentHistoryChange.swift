#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSPersistentHistoryChangeType`. Modelled.
public enum NSPersistentHistoryChangeType: Int, Sendable {
    /// The object was inserted.
    case insert = 0
    /// The object's values changed.
    case update = 1
    /// The object was deleted.
    case delete = 2
}

/// Core Data's `NSPersistentHistoryChange`: one object's insertion, update or deletion in a
/// history transaction. Modelled, from the store's record of the write.
open class NSPersistentHistoryChange: NSObject, NSCopying {
    /// The change's number, increasing across the store. Modelled.
    public let changeID: Int64
    /// The changed object's ID. Modelled.
    public let changedObjectID: NSManagedObjectID
    /// Insert, update or delete. Modelled.
    public let changeType: NSPersistentHistoryChangeType
    /// For a deletion, the object's values when it was deleted: every attribute, as if each were
    /// marked "Preserve After Deletion" (there is no model file to say which are); relationships
    /// are left out. Nil for insertions and updates. Modelled.
    public let tombstone: [AnyHashable: Any]?
    /// For an update, the properties whose values changed (descriptions named for them); nil
    /// otherwise. Modelled.
    public let updatedProperties: Set<NSPropertyDescription>?
    private weak var owner: NSPersistentHistoryTransaction?
    private var retainedOwner: NSPersistentHistoryTransaction?

    init(_ recorded: PersistentHistoryLog.NumberedChange) {
        changeID = recorded.number
        switch recorded.change {
        case .insert(let id):
            (changedObjectID, changeType, tombstone, updatedProperties) = (id, .insert, nil, nil)
        case .update(let id, let keys):
            let properties = Set(keys.map { key in NSPropertyDescription().named(key) })
            (changedObjectID, changeType, tombstone, updatedProperties) = (id, .update, nil, properties)
        case .delete(let id, let row):
            let attributes = row.filter { !($0.value is NSManagedObjectID) && !($0.value is NSSet) }
            (changedObjectID, changeType, tombstone, updatedProperties) = (id, .delete, Dictionary(uniqueKeysWithValues: attributes.map { (AnyHashable($0.key), $0.value) }), nil)
        }
        super.init()
    }

    /// The transaction the change belongs to. Modelled.
    open var transaction: NSPersistentHistoryTransaction? { owner ?? retainedOwner }

    /// Links the change to its transaction: weakly when the transaction holds its changes, else strongly.
    func belong(to transaction: NSPersistentHistoryTransaction, heldByIt: Bool) {
        if heldByIt { owner = transaction } else { retainedOwner = transaction }
    }

    /// The same change (changes are immutable). Modelled.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The entity that history fetch requests of changes name. Modelled (see `fetchRequest`).
    open class var entityDescription: NSEntityDescription? { EntityRegistry.shared.entity(named: entityName) }

    /// The same entity, for `context`. Modelled.
    open class func entityDescription(with context: NSManagedObjectContext) -> NSEntityDescription? { entityDescription }

    /// A fetch request whose predicate, set as an `NSPersistentHistoryChangeRequest`'s
    /// `fetchRequest`, filters the changes fetched: it reads `changeID`, `changeType` (its raw
    /// value), `changedObjectID` and `changedEntity` (the entity's name). Modelled.
    open class var fetchRequest: NSFetchRequest<NSFetchRequestResult>? { NSFetchRequest(entityName: entityName) }

    /// The history entity's name here; not a name an app's entity would take.
    static let entityName = "NSPersistentHistoryChange"

    /// What a change fetch request's predicate reads.
    var predicateValues: [String: Any] {
        ["changeID": changeID, "changeType": changeType.rawValue, "changedObjectID": changedObjectID,
         "changedEntity": changedObjectID.entity.name ?? ""]
    }
}

extension NSPropertyDescription {
    fileprivate func named(_ name: String) -> NSPropertyDescription {
        self.name = name
        return self
    }
}
#endif
