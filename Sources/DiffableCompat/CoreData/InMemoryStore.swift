#if !canImport(ObjectiveC)
import Foundation

/// The saved objects of a coordinator: values by ID, objects as their IDs. Every write (a root
/// context's save, a batch delete) goes through here under one lock; when the loaded description
/// asked for them, a write is also recorded in the persistent history and announced with
/// `NSPersistentStoreRemoteChange`. With neither asked for, a write pays one check of each.
final class InMemoryStore: @unchecked Sendable {
    let identifier = UUID().uuidString
    /// The coordinator, the object of the remote change notifications.
    weak var coordinator: NSPersistentStoreCoordinator?
    private let lock = NSLock()
    private var rows: [NSManagedObjectID: [String: Any]] = [:]
    private var order: [NSManagedObjectID] = []
    /// The history, while tracking is on; nil when off (the default).
    private var history: PersistentHistoryLog?
    /// Where remote change notifications are posted from, when they are asked for.
    private var announcements: RemoteChangeAnnouncer?

    /// Takes the options of the description the container loads (the first: the store is one).
    func load(_ description: NSPersistentStoreDescription) {
        let tracking = Self.isOn(description.options[NSPersistentHistoryTrackingKey])
        let announcing = Self.isOn(description.options[NSPersistentStoreRemoteChangeNotificationPostOptionKey])
        lock.withLock {
            if tracking, history == nil { history = PersistentHistoryLog() }
            if !tracking { history = nil }
            announcements = announcing ? RemoteChangeAnnouncer(url: description.url, storeIdentifier: identifier) : nil
        }
    }

    /// A root context's save: `saved` objects' values replace their rows (or add them), `deleted` rows go.
    func write(_ saved: Set<NSManagedObject>, deleted: [NSManagedObjectID], author: String?, contextName: String?) {
        let written = saved.map { ($0.objectID, $0.values.mapValues(Self.stored)) }
        let outcome = lock.withLock { () -> (transaction: Int64?, announcer: RemoteChangeAnnouncer?) in
            var changes: [PersistentHistoryLog.Change]? = history == nil ? nil : []
            for (id, values) in written {
                let old = rows.updateValue(values, forKey: id)
                if old == nil { order.append(id) }
                changes?.append(old.map { .update(id, keys: Self.changedKeys(from: $0, to: values)) } ?? .insert(id))
            }
            let gone = Set(deleted)
            for id in gone {
                if let old = rows.removeValue(forKey: id) { changes?.append(.delete(id, tombstone: old)) }
            }
            order.removeAll { gone.contains($0) }
            return (changes.flatMap { history?.record($0, author: author, contextName: contextName) }, announcements)
        }
        outcome.announcer?.announce(transaction: outcome.transaction, by: coordinator)
    }

    /// A batch delete: the rows of `ids` the store has go, and references to them from other rows
    /// are removed (Xcode's default delete rule, Nullify). Answers the IDs deleted, in store order.
    func batchDelete(_ ids: [NSManagedObjectID], author: String?, contextName: String?) -> [NSManagedObjectID] {
        let wanted = Set(ids)
        let outcome = lock.withLock { () -> (deleted: [NSManagedObjectID], transaction: Int64?, announcer: RemoteChangeAnnouncer?) in
            let deleted = order.filter(wanted.contains)
            guard !deleted.isEmpty else { return ([], nil, nil) }
            let gone = Set(deleted)
            var changes: [PersistentHistoryLog.Change]? = history == nil ? nil : []
            for id in deleted {
                if let old = rows.removeValue(forKey: id) { changes?.append(.delete(id, tombstone: old)) }
            }
            order.removeAll { gone.contains($0) }
            for (id, values) in rows {
                if let kept = Self.removing(gone, from: values) { rows[id] = kept }
            }
            return (deleted, changes.flatMap { history?.record($0, author: author, contextName: contextName) }, announcements)
        }
        if !outcome.deleted.isEmpty { outcome.announcer?.announce(transaction: outcome.transaction, by: coordinator) }
        return outcome.deleted
    }

    func values(of id: NSManagedObjectID) -> [String: Any]? { lock.withLock { rows[id] } }
    func objectIDs() -> [NSManagedObjectID] { lock.withLock { order } }

    // MARK: History

    /// The token of the last transaction, or nil when history is not tracked.
    func currentHistoryToken() -> NSPersistentHistoryToken? {
        lock.withLock { history.map { NSPersistentHistoryToken(storeIdentifier: identifier, transactionNumber: $0.lastTransactionNumber) } }
    }

    /// The transactions `bound` selects (none when history is not tracked), or the expired-token error.
    func transactions(after bound: PersistentHistoryLog.Bound) throws -> [PersistentHistoryLog.Transaction] {
        try lock.withLock { try history?.transactions(after: bound, inStore: identifier) ?? [] }
    }

    /// Deletes the transactions before `bound`; answers how many went.
    func deleteHistory(before bound: PersistentHistoryLog.Bound) -> Int {
        lock.withLock { history?.delete(before: bound, inStore: identifier) ?? 0 }
    }

    // MARK: Values

    private static func stored(_ value: Any) -> Any {
        switch value {
        case let object as NSManagedObject: return object.objectID
        case let set as NSSet: return NSSet(array: set.allObjects.map(stored))
        default: return value
        }
    }

    /// A row without its references to `gone`, or nil when it has none.
    private static func removing(_ gone: Set<NSManagedObjectID>, from values: [String: Any]) -> [String: Any]? {
        var kept = values, changed = false
        for (key, value) in values {
            switch value {
            case let id as NSManagedObjectID where gone.contains(id):
                kept[key] = nil
                changed = true
            case let set as NSSet:
                let members = set.allObjects.filter { member in (member as? NSManagedObjectID).map { !gone.contains($0) } ?? true }
                if members.count != set.count {
                    kept[key] = NSSet(array: members)
                    changed = true
                }
            default: break
            }
        }
        return changed ? kept : nil
    }

    private static func changedKeys(from old: [String: Any], to new: [String: Any]) -> [String] {
        Set(old.keys).union(new.keys).filter { !ValueComparison.same(old[$0], new[$0]) }.sorted()
    }

    /// An option's value read as Core Data reads it: a true number, or a dictionary of settings.
    private static func isOn(_ option: NSObject?) -> Bool {
        switch option {
        case let number as NSNumber: return number.boolValue
        case is NSDictionary: return true
        default: return false
        }
    }
}

/// Posts `NSPersistentStoreRemoteChange` for a store's writes, in order, from a private queue (as
/// Core Data posts it on a private thread: observers move to a known queue before working).
final class RemoteChangeAnnouncer: @unchecked Sendable {
    let url: URL?
    let storeIdentifier: String
    private let queue = DispatchQueue(label: "NSPersistentStoreRemoteChange")

    init(url: URL?, storeIdentifier: String) {
        self.url = url
        self.storeIdentifier = storeIdentifier
    }

    func announce(transaction: Int64?, by coordinator: NSPersistentStoreCoordinator?) {
        var info: [AnyHashable: Any] = [NSStoreUUIDKey: storeIdentifier]
        if let url { info[NSPersistentStoreURLKey] = url }
        if let transaction {
            info[NSPersistentHistoryTokenKey] = NSPersistentHistoryToken(storeIdentifier: storeIdentifier, transactionNumber: transaction)
        }
        let posted = UncheckedValue((coordinator, info))
        queue.async {
            NotificationCenter.default.post(name: .NSPersistentStoreRemoteChange, object: posted.value.0, userInfo: posted.value.1)
        }
    }
}
#endif
