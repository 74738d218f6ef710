import DiffableCompat
import Foundation
import Testing

/// The first notification of `name` from `object` after `body` runs.
@MainActor
private func firstNotification(named name: Notification.Name, from object: AnyObject,
                               after body: () throws -> Void) async rethrows -> Notification {
    let box = NotificationBox()
    let observer = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { notification in
        box.deliver(notification)
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    try body()
    return await box.first()
}

/// Hands the first notification to whoever waits for it, whichever comes first.
private final class NotificationBox: @unchecked Sendable {
    /// A notification crossing from the posting queue to the waiting test.
    struct Delivered: @unchecked Sendable { let notification: Notification }
    private let lock = NSLock()
    private var delivered: Delivered?
    private var waiter: CheckedContinuation<Delivered, Never>?

    func deliver(_ notification: Notification) {
        let handed = Delivered(notification: notification)
        let waiting: CheckedContinuation<Delivered, Never>? = lock.withLock {
            guard delivered == nil else { return nil }
            delivered = handed
            defer { waiter = nil }
            return waiter
        }
        waiting?.resume(returning: handed)
    }

    func first() async -> Notification {
        await withCheckedContinuation { (continuation: CheckedContinuation<Delivered, Never>) in
            let ready: Delivered? = lock.withLock {
                if delivered == nil { waiter = continuation }
                return delivered
            }
            if let ready { continuation.resume(returning: ready) }
        }.notification
    }
}

@MainActor
@Suite("DiffableCompat: persistent history and remote change notifications, recorded by the in-memory store when asked for", .timeLimit(.minutes(1)))
struct CoreDataHistoryTests {
    /// A container loaded with history tracking (and remote change notifications) as apps set them.
    private func trackedContainer(remoteChanges: Bool = false) -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Notes")
        let description = container.persistentStoreDescriptions.first
        description?.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        if remoteChanges { description?.setOption(true as NSNumber, forKey: NSPersistentStoreRemoteChangeNotificationPostOptionKey) }
        container.loadPersistentStores { _, error in #expect(error == nil) }
        return container
    }

    private func history(after token: NSPersistentHistoryToken?, in context: NSManagedObjectContext,
                         as type: NSPersistentHistoryResultType = .transactionsAndChanges) throws -> Any? {
        let request = NSPersistentHistoryChangeRequest.fetchHistory(after: token)
        request.resultType = type
        return (try context.execute(request) as? NSPersistentHistoryResult)?.result
    }

    private func transactions(after token: NSPersistentHistoryToken?, in context: NSManagedObjectContext) throws -> [NSPersistentHistoryTransaction] {
        try history(after: token, in: context) as? [NSPersistentHistoryTransaction] ?? []
    }

    @Test("the constants have Core Data's values; the remote change option's value is not its name")
    func constants() {
        #expect(NSPersistentHistoryTrackingKey == "NSPersistentHistoryTrackingKey")
        #expect(NSPersistentStoreRemoteChangeNotificationPostOptionKey == "NSPersistentStoreRemoteChangeNotificationOptionKey")
        #expect(Notification.Name.NSPersistentStoreRemoteChange.rawValue == "NSPersistentStoreRemoteChangeNotification")
        #expect([NSPersistentStoreURLKey, NSStoreUUIDKey, NSPersistentHistoryTokenKey] == ["storeURL", "NSStoreUUID", "historyToken"])
        #expect(NSPersistentHistoryResultType.transactionsAndChanges.rawValue == 5 && NSPersistentHistoryChangeType.delete.rawValue == 2)
        #expect(NSPersistentHistoryChangeRequest.fetchHistory(after: Date()).resultType == .transactionsAndChanges)
    }

    @Test("without the tracking option there is no history: empty, no token, and saves work as before")
    func trackingOffRecordsNothing() throws {
        let container = NSPersistentContainer(name: "Notes")
        container.loadPersistentStores { _, _ in }
        let context = container.viewContext
        _ = Note(context: context)
        try context.save()
        #expect(try transactions(after: nil, in: context).isEmpty)
        #expect(try history(after: nil, in: context, as: .count) as? Int == 0)
        #expect(container.persistentStoreCoordinator.currentPersistentHistoryToken(fromStores: nil) == nil)
        let delete = NSPersistentHistoryChangeRequest.deleteHistory(before: Date())
        #expect((try context.execute(delete) as? NSPersistentHistoryResult)?.result as? Bool == true)
    }

    @Test("each save to the store is a transaction, in order, with its author, context name, token and changes: insert, update (its changed keys), delete (its tombstone)")
    func savesAreTransactions() throws {
        let container = trackedContainer()
        let view = container.viewContext
        view.transactionAuthor = "app"
        view.name = "view"
        let note = Note(context: view)
        note.title = "first"
        try view.save()
        note.title = "renamed"
        try view.save()
        let background = container.newBackgroundContext()
        background.transactionAuthor = "importer"
        try background.performAndWait {
            background.delete(background.object(with: note.objectID))
            try background.save()
        }
        let child = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        child.parent = view
        _ = Note(context: child)
        try child.save()  // into the view context only: no transaction yet

        let all = try transactions(after: nil, in: view)
        #expect(all.map(\.transactionNumber) == [1, 2, 3])
        #expect(all.map(\.author) == ["app", "app", "importer"] && all.map(\.contextName) == ["view", "view", nil])
        #expect(all.map { $0.changes?.map(\.changeType) ?? [] } == [[.insert], [.update], [.delete]])
        #expect(all.allSatisfy { $0.changes?.first?.changedObjectID == note.objectID && $0.changes?.first?.transaction === $0 })
        #expect(all[1].changes?.first?.updatedProperties?.map(\.name) == ["title"])
        #expect(all[2].changes?.first?.tombstone?["title"] as? String == "renamed")
        #expect(all[0].changes?.first?.tombstone == nil && all.map(\.storeID).allSatisfy { $0 == all[0].storeID })
        #expect(all.map(\.changes!.first!.changeID) == [1, 2, 3])
        #expect(container.persistentStoreCoordinator.currentPersistentHistoryToken(fromStores: nil) == all[2].token)

        #expect(try transactions(after: all[0].token, in: view).map(\.transactionNumber) == [2, 3])
        let afterTransaction = NSPersistentHistoryChangeRequest.fetchHistory(after: all[1])
        #expect(((try view.execute(afterTransaction) as? NSPersistentHistoryResult)?.result as? [NSPersistentHistoryTransaction])?.count == 1)
        #expect(try transactions(after: all[2].token, in: view).isEmpty)
        let noToken: NSPersistentHistoryToken? = nil
        #expect(try transactions(after: noToken, in: view).count == 3)
        #expect(NSPersistentHistoryChangeRequest.fetchHistory(after: all[0].token).token == all[0].token)
    }

    @Test("result types: status, count of changes, object IDs once each, transactions without changes, changes holding their transactions")
    func historyResultTypes() throws {
        let container = trackedContainer()
        let context = container.viewContext
        let a = Note(context: context), b = Note(context: context)
        try context.save()
        a.title = "a"
        try context.save()
        #expect(try history(after: nil, in: context, as: .statusOnly) as? Bool == true)
        #expect(try history(after: nil, in: context, as: .count) as? Int == 3)
        #expect(Set(try history(after: nil, in: context, as: .objectIDs) as? [NSManagedObjectID] ?? []) == [a.objectID, b.objectID])
        #expect((try history(after: nil, in: context, as: .objectIDs) as? [NSManagedObjectID])?.count == 2)
        let bare = try history(after: nil, in: context, as: .transactionsOnly) as? [NSPersistentHistoryTransaction]
        #expect(bare?.count == 2 && bare?.allSatisfy { $0.changes == nil } == true)
        let changes = try history(after: nil, in: context, as: .changesOnly) as? [NSPersistentHistoryChange]
        #expect(changes?.map(\.changeType) == [.insert, .insert, .update])
        #expect(changes?.map { $0.transaction?.transactionNumber } == [1, 1, 2])
    }

    @Test("deleting history before a token keeps the token's transaction; a token older than what was deleted has expired (134301); nil still reads what is left")
    func deletingHistory() throws {
        let container = trackedContainer()
        let context = container.viewContext
        for title in ["a", "b", "c", "d"] {
            Note(context: context).title = title
            try context.save()
        }
        let all = try transactions(after: nil, in: context)
        let deleted = NSPersistentHistoryChangeRequest.deleteHistory(before: all[2].token)
        deleted.resultType = .count
        #expect((try context.execute(deleted) as? NSPersistentHistoryResult)?.result as? Int == 2)
        #expect(try transactions(after: nil, in: context).map(\.transactionNumber) == [3, 4])
        #expect(try transactions(after: all[2].token, in: context).map(\.transactionNumber) == [4])
        #expect(try transactions(after: all[1].token, in: context).map(\.transactionNumber) == [3, 4])
        do {
            _ = try transactions(after: all[0].token, in: context)
            Issue.record("an expired token read history")
        } catch {
            #expect((error as? CocoaError)?.code.rawValue == NSPersistentHistoryTokenExpiredError)
        }
        let noToken: NSPersistentHistoryToken? = nil
        _ = try context.execute(NSPersistentHistoryChangeRequest.deleteHistory(before: noToken))
        #expect(try transactions(after: nil, in: context).count == 2)
        _ = try context.execute(NSPersistentHistoryChangeRequest.deleteHistory(before: Date()))
        #expect(try transactions(after: nil, in: context).isEmpty)
        let later = Date()
        Note(context: context).title = "e"
        try context.save()
        let sinceDate = try context.execute(NSPersistentHistoryChangeRequest.fetchHistory(after: later)) as? NSPersistentHistoryResult
        #expect((sinceDate?.result as? [NSPersistentHistoryTransaction])?.map(\.transactionNumber) == [5])
    }

    @Test("a transaction's objectIDNotification merges it into another context, whose fetched results controller follows; a predicate on author filters")
    func processingHistoryAsAppsDo() throws {
        let container = trackedContainer()
        let view = container.viewContext
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.sortDescriptors = [NSSortDescriptor(key: "order", ascending: true)]
        let results = NSFetchedResultsController(fetchRequest: request, managedObjectContext: view, sectionNameKeyPath: nil, cacheName: nil)
        try results.performFetch()
        let lastToken = container.persistentStoreCoordinator.currentPersistentHistoryToken(fromStores: nil)

        view.transactionAuthor = "app"
        Note(context: view).title = "mine"
        try view.save()
        let importer = container.newBackgroundContext()
        importer.transactionAuthor = "importer"
        try importer.performAndWait {
            for order in [2, 1] as [Int16] {
                let note = Note(context: importer)
                note.order = order
                note.title = "imported \(order)"
            }
            try importer.save()
        }
        #expect(results.fetchedObjects?.count == 1)  // the view context does not merge automatically

        let fetch = NSPersistentHistoryChangeRequest.fetchHistory(after: lastToken)
        let byOthers = try #require(NSPersistentHistoryTransaction.fetchRequest)
        byOthers.predicate = NSPredicate(format: "author != %@", "app")
        fetch.fetchRequest = byOthers
        let history = try #require((try view.execute(fetch) as? NSPersistentHistoryResult)?.result as? [NSPersistentHistoryTransaction])
        #expect(history.map(\.author) == ["importer"])
        for transaction in history { view.mergeChanges(fromContextDidSave: transaction.objectIDNotification()) }
        #expect(results.fetchedObjects?.compactMap(\.title) == ["mine", "imported 1", "imported 2"])
        let inserted = history[0].objectIDNotification().userInfo?[NSInsertedObjectIDsKey] as? Set<NSManagedObjectID>
        #expect(inserted?.count == 2)

        let changeFilter = try #require(NSPersistentHistoryChange.fetchRequest)
        changeFilter.predicate = NSPredicate(format: "changeType == %d", NSPersistentHistoryChangeType.insert.rawValue)
        let inserts = NSPersistentHistoryChangeRequest.fetchHistory(withFetch: changeFilter)
        inserts.resultType = .count
        #expect((try view.execute(inserts) as? NSPersistentHistoryResult)?.result as? Int == 3)
    }

    @Test("a batch delete is one transaction of deletions, with the executing context's author")
    func batchDeleteIsATransaction() throws {
        let container = trackedContainer()
        let context = container.viewContext
        for title in ["a", "b"] { Note(context: context).title = title }
        try context.save()
        let token = container.persistentStoreCoordinator.currentPersistentHistoryToken(fromStores: nil)
        context.transactionAuthor = "cleanup"
        _ = try context.execute(NSBatchDeleteRequest(fetchRequest: NSFetchRequest(entityName: "Note")))
        _ = try context.execute(NSBatchDeleteRequest(fetchRequest: NSFetchRequest(entityName: "Note")))  // nothing left: no transaction
        let after = try transactions(after: token, in: context)
        #expect(after.count == 1 && after.first?.author == "cleanup")
        #expect(after.first?.changes?.map(\.changeType) == [.delete, .delete])
        #expect(Set(after.first?.changes?.compactMap { $0.tombstone?["title"] as? String } ?? []) == ["a", "b"])
    }

    @Test("with the remote change option, a save posts NSPersistentStoreRemoteChange from the coordinator with the store's URL, identifier and the write's token")
    func remoteChangeNotification() async throws {
        let container = trackedContainer(remoteChanges: true)
        let context = container.viewContext
        let coordinator = container.persistentStoreCoordinator
        let notification = try await firstNotification(named: .NSPersistentStoreRemoteChange, from: coordinator) {
            Note(context: context).title = "a"
            try context.save()
        }
        #expect(notification.object as? NSPersistentStoreCoordinator === coordinator)
        #expect(notification.userInfo?[NSPersistentStoreURLKey] as? URL == container.persistentStoreDescriptions.first?.url)
        let token = notification.userInfo?[NSPersistentHistoryTokenKey] as? NSPersistentHistoryToken
        #expect(token != nil && token == coordinator.currentPersistentHistoryToken(fromStores: nil))
        let storeID = notification.userInfo?[NSStoreUUIDKey] as? String
        #expect(storeID == (try transactions(after: nil, in: context).first?.storeID))

        let deleted = try await firstNotification(named: .NSPersistentStoreRemoteChange, from: coordinator) {
            _ = try context.execute(NSBatchDeleteRequest(fetchRequest: NSFetchRequest(entityName: "Note")))
        }
        #expect(deleted.userInfo?[NSPersistentHistoryTokenKey] as? NSPersistentHistoryToken != token)
    }

    @Test("tokens archive securely and compare by what they name")
    func tokensArchive() throws {
        let container = trackedContainer()
        _ = Note(context: container.viewContext)
        try container.viewContext.save()
        let token = try #require(container.persistentStoreCoordinator.currentPersistentHistoryToken(fromStores: nil))
        let data = try NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
        let restored = try NSKeyedUnarchiver.unarchivedObject(ofClass: NSPersistentHistoryToken.self, from: data)
        #expect(restored == token && restored !== token)
        // A token of another store (an earlier run's) reads all of this store's history.
        let other = trackedContainer()
        _ = Note(context: other.viewContext)
        try other.viewContext.save()
        try other.viewContext.save()
        #expect(try transactions(after: token, in: other.viewContext).count == 1)
    }

    @Test("a CloudKit container turns history tracking on for a mirrored store; configuration and the container options are kept")
    func cloudKitDescriptions() throws {
        let container = NSPersistentCloudKitContainer(name: "Notes")
        let description = try #require(container.persistentStoreDescriptions.first)
        description.configuration = "Cloud"
        description.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.com.example.Notes")
        container.loadPersistentStores { _, _ in }
        #expect((description.options[NSPersistentHistoryTrackingKey] as? NSNumber)?.boolValue == true)
        #expect(description.configuration == "Cloud" && description.cloudKitContainerOptions?.containerIdentifier == "iCloud.com.example.Notes")
        _ = Note(context: container.viewContext)
        try container.viewContext.save()
        #expect(try transactions(after: nil, in: container.viewContext).count == 1)

        let storeless = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        #expect(throws: CocoaError.self) { try storeless.execute(NSPersistentHistoryChangeRequest.fetchHistory(after: Date())) }
    }
}
