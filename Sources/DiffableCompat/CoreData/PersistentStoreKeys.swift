#if !canImport(ObjectiveC)
import Foundation

// Core Data's string constants for store options and notification keys, with Core Data's values
// (what an app that spells a key as a string literal, as Apple's older samples do, also matches).

/// The store option that turns persistent history tracking on (`true as NSNumber`, or a
/// dictionary of tracking settings). Modelled: read when the container loads its stores.
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"

/// The store option that makes the store post `NSPersistentStoreRemoteChange` after every write,
/// its own process's included. Modelled: read when the container loads its stores. Its value is
/// Core Data's, which differs from its name.
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// The key of the store's URL in a remote change notification's `userInfo`. Modelled.
public let NSPersistentStoreURLKey = "storeURL"

/// The key of the store's identifier in a remote change notification's `userInfo`. Modelled.
public let NSStoreUUIDKey = "NSStoreUUID"

/// The key of the write's history token in a remote change notification's `userInfo` (present
/// when history is tracked). Modelled.
public let NSPersistentHistoryTokenKey = "historyToken"

/// The error code of a history request whose token is older than history that was deleted. Modelled.
public let NSPersistentHistoryTokenExpiredError = 134301

/// The key of the inserted objects' IDs in an object-ID notification's `userInfo`. Modelled.
public let NSInsertedObjectIDsKey = "inserted_objectIDs"
/// The key of the updated objects' IDs in an object-ID notification's `userInfo`. Modelled.
public let NSUpdatedObjectIDsKey = "updated_objectIDs"
/// The key of the deleted objects' IDs in an object-ID notification's `userInfo`. Modelled.
public let NSDeletedObjectIDsKey = "deleted_objectIDs"
/// The SQLite store type. Shape only: every store here is in memory, whatever its type.
public let NSSQLiteStoreType = "SQLite"
/// The in-memory store type. Modelled: the store every container here loads.
public let NSInMemoryStoreType = "InMemory"
/// The binary store type. Shape only: every store here is in memory, whatever its type.
public let NSBinaryStoreType = "Binary"

/// The key of the stores added in an `NSPersistentStoreCoordinatorStoresDidChange` notification's
/// `userInfo`. Shape only: the notification is not posted here (there is one store, loaded once).
public let NSAddedPersistentStoresKey = "added"
/// The key of the stores removed in an `NSPersistentStoreCoordinatorStoresDidChange` notification's
/// `userInfo`. Shape only.
public let NSRemovedPersistentStoresKey = "removed"
/// The key of the stores whose identifier changed in an `NSPersistentStoreCoordinatorStoresDidChange`
/// notification's `userInfo`. Shape only.
public let NSUUIDChangedPersistentStoresKey = "changedUUID"

extension Notification.Name {
    /// Posted after a coordinator's stores change. Shape only: not posted here (one store, loaded once).
    public static let NSPersistentStoreCoordinatorStoresDidChange = Notification.Name("NSPersistentStoreCoordinatorStoresDidChangeNotification")
    /// Posted before a coordinator's stores change. Shape only: not posted here.
    public static let NSPersistentStoreCoordinatorStoresWillChange = Notification.Name("NSPersistentStoreCoordinatorStoresWillChangeNotification")
}
#endif
