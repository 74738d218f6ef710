#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSPersistentStoreDescription`: how a container loads its store. Every store is in
/// memory here; what a description says is read when the container loads its stores, from its
/// first description (the store is one): `NSPersistentHistoryTrackingKey` and
/// `NSPersistentStoreRemoteChangeNotificationPostOptionKey` in `options` are modelled, the rest
/// is shape only.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    /// Shape only.
    open var url: URL?
    /// Shape only.
    open var type = "SQLite"
    /// The model configuration the store holds. Shape only: every entity is in the one store.
    open var configuration: String?
    /// Shape only.
    open var shouldAddStoreAsynchronously = false
    /// Shape only.
    open var shouldMigrateStoreAutomatically = true
    /// Shape only.
    open var shouldInferMappingModelAutomatically = true
    /// The options set with `setOption(_:forKey:)`. Modelled: history tracking and remote change
    /// notifications are read from here when the stores load; other options are shape only.
    open private(set) var options: [String: NSObject] = [:]
    /// The CloudKit container the store mirrors to. Shape only: nothing syncs; a description with
    /// options loaded by an `NSPersistentCloudKitContainer` gets history tracking, as Core Data's.
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    /// A description with no URL.
    public override init() { super.init() }
    /// A description of the store at `url`.
    public init(url: URL) {
        self.url = url
        super.init()
    }
    /// Sets (or, with nil, removes) the option `key`. Modelled (see `options`).
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}
#endif
