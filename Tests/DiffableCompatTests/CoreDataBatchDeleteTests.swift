import DiffableCompat
import Foundation
import Testing

@MainActor
@Suite("DiffableCompat: NSBatchDeleteRequest deletes in the store, past the contexts, until the app merges")
struct CoreDataBatchDeleteTests {
    /// A container whose store holds notes titled `titles`, ordered as given, saved from the view context.
    private func store(_ titles: [String]) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Notes")
        container.loadPersistentStores { _, _ in }
        for (index, title) in titles.enumerated() {
            let note = Note(context: container.viewContext)
            note.title = title
            note.order = Int16(index)
        }
        try container.viewContext.save()
        return container
    }

    private func titles(in context: NSManagedObjectContext) throws -> [String] {
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.sortDescriptors = [NSSortDescriptor(key: "order", ascending: true)]
        return try context.fetch(request).compactMap(\.title)
    }

    private func executeAndMerge(_ request: NSBatchDeleteRequest, in context: NSManagedObjectContext,
                                 into contexts: [NSManagedObjectContext]) throws -> [NSManagedObjectID] {
        request.resultType = .resultTypeObjectIDs
        let result = try context.execute(request) as? NSBatchDeleteResult
        let ids = result?.result as? [NSManagedObjectID] ?? []
        NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectsKey: ids], into: contexts)
        return ids
    }

    @Test("a fetch request's batch delete empties the store of its matches; registered objects and the controller keep them until the deleted IDs are merged")
    func deleteThenMerge() throws {
        let container = try store(["a", "b", "c", "d"])
        let view = container.viewContext
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.sortDescriptors = [NSSortDescriptor(key: "order", ascending: true)]
        let results = NSFetchedResultsController(fetchRequest: request, managedObjectContext: view, sectionNameKeyPath: nil, cacheName: nil)
        try results.performFetch()
        let b = try #require(results.fetchedObjects?[1])

        let delete = NSBatchDeleteRequest(fetchRequest: NSFetchRequest<NSFetchRequestResult>(entityName: "Note"))
        delete.fetchRequest.predicate = NSPredicate(format: "title IN %@", ["b", "c"])
        delete.resultType = .resultTypeObjectIDs
        let background = container.newBackgroundContext()
        let result = try background.performAndWait { try background.execute(delete) }
        let deleted = try #require((result as? NSBatchDeleteResult)?.result as? [NSManagedObjectID])
        #expect((result as? NSBatchDeleteResult)?.resultType == .resultTypeObjectIDs)
        #expect(Set(deleted) == [b.objectID, try #require(results.fetchedObjects?[2]).objectID])

        // The store no longer has them; the view context has not been told.
        #expect(try titles(in: container.newBackgroundContext()) == ["a", "d"])
        #expect(view.registeredObject(for: b.objectID) === b && b.title == "b")
        #expect(results.fetchedObjects?.compactMap(\.title) == ["a", "b", "c", "d"])

        NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectsKey: deleted], into: [view])
        #expect(results.fetchedObjects?.compactMap(\.title) == ["a", "d"])
        #expect(view.registeredObject(for: b.objectID) == nil)
        #expect(try titles(in: view) == ["a", "d"])
    }

    @Test("the result holds what resultType asks for: true by default, or the count; the request's limit applies; the coordinator executes it too")
    func resultTypes() throws {
        let container = try store(["a", "b", "c", "d", "e"])
        let context = container.newBackgroundContext()
        func delete(_ title: String, as type: NSBatchDeleteRequestResultType?) throws -> NSBatchDeleteResult? {
            let fetch = NSFetchRequest<NSFetchRequestResult>(entityName: "Note")
            fetch.predicate = NSPredicate(format: "title == %@", title)
            let request = NSBatchDeleteRequest(fetchRequest: fetch)
            if let type { request.resultType = type }
            return try context.execute(request) as? NSBatchDeleteResult
        }
        let status = try delete("a", as: nil)
        #expect(status?.resultType == .resultTypeStatusOnly && status?.result as? Bool == true)
        #expect(try delete("b", as: .resultTypeCount)?.result as? Int == 1)
        #expect((try delete("c", as: .resultTypeCount)?.result as? NSNumber)?.intValue == 1)

        let fetch = NSFetchRequest<NSFetchRequestResult>(entityName: "Note")
        fetch.sortDescriptors = [NSSortDescriptor(key: "order", ascending: false)]
        fetch.fetchLimit = 1
        let limited = NSBatchDeleteRequest(fetchRequest: fetch)
        limited.resultType = .resultTypeCount
        #expect((try context.execute(limited) as? NSBatchDeleteResult)?.result as? Int == 1)
        #expect(try titles(in: context) == ["d"])
        let throughCoordinator = try container.persistentStoreCoordinator.execute(NSBatchDeleteRequest(fetchRequest: NSFetchRequest(entityName: "Note")), with: context)
        #expect((throughCoordinator as? NSBatchDeleteResult)?.result as? Bool == true)
        #expect(try titles(in: context).isEmpty)
        #expect(NSBatchDeleteRequestResultType.resultTypeCount.rawValue == 2 && NSBatchDeleteResult().result == nil)
    }

    @Test("a batch delete of nothing answers zero, no IDs and true, and changes nothing")
    func deleteOfNothing() throws {
        let container = try store(["a"])
        let context = container.viewContext
        let fetch = NSFetchRequest<NSFetchRequestResult>(entityName: "Note")
        fetch.predicate = NSPredicate(format: "title == %@", "missing")
        let none = NSBatchDeleteRequest(fetchRequest: fetch)
        none.resultType = .resultTypeCount
        #expect((try context.execute(none) as? NSBatchDeleteResult)?.result as? Int == 0)
        #expect(try executeAndMerge(NSBatchDeleteRequest(objectIDs: []), in: context, into: [context]).isEmpty)
        let status = try context.execute(NSBatchDeleteRequest(fetchRequest: NSFetchRequest(entityName: "Nothing")))
        #expect((status as? NSBatchDeleteResult)?.result as? Bool == true)
        #expect(try titles(in: context) == ["a"] && !context.hasChanges)
    }

    @Test("init(objectIDs:) deletes those saved objects; an unsaved object and the executing context's unsaved changes are not the store's")
    func deleteByIDs() throws {
        let container = try store(["a", "b"])
        let context = container.viewContext
        let saved = try context.fetch(NSFetchRequest<Note>(entityName: "Note"))
        let unsaved = Note(context: context)
        unsaved.title = "unsaved"
        unsaved.order = 9
        let ids = try executeAndMerge(NSBatchDeleteRequest(objectIDs: saved.map(\.objectID) + [unsaved.objectID]), in: context, into: [context])
        #expect(Set(ids) == Set(saved.map(\.objectID)))
        #expect(context.insertedObjects.contains(unsaved) && unsaved.title == "unsaved")
        #expect(try titles(in: context) == ["unsaved"])
        try context.save()
        #expect(try titles(in: container.newBackgroundContext()) == ["unsaved"])
    }

    @Test("bad requests throw NSCoreDataError and delete nothing: IDs of two entities, a fetch request with no entity, a context with no store")
    func badRequestsThrow() throws {
        let container = try store(["a"])
        let context = container.viewContext
        let note = try #require(try context.fetch(NSFetchRequest<Note>(entityName: "Note")).first)
        let shelf = NSEntityDescription.insertNewObject(forEntityName: "Shelf", into: context)
        try context.save()
        func code(_ request: NSBatchDeleteRequest, in context: NSManagedObjectContext) -> Int? {
            do { _ = try context.execute(request); return nil } catch { return (error as? CocoaError)?.code.rawValue }
        }
        #expect(code(NSBatchDeleteRequest(objectIDs: [note.objectID, shelf.objectID]), in: context) == 134060)
        #expect(code(NSBatchDeleteRequest(fetchRequest: NSFetchRequest()), in: context) == 134060)
        let storeless = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        #expect(code(NSBatchDeleteRequest(objectIDs: [note.objectID]), in: storeless) == 134060)
        #expect(try titles(in: container.newBackgroundContext()) == ["a"])
    }

    @Test("objects left behind lose their references to the deleted ones (Nullify), to-one and to-many")
    func referencesAreNullified() throws {
        let container = NSPersistentContainer(name: "Library")
        let context = container.viewContext
        let shelf = NSEntityDescription.insertNewObject(forEntityName: "Shelf", into: context)
        let other = NSEntityDescription.insertNewObject(forEntityName: "Shelf", into: context)
        let book = NSEntityDescription.insertNewObject(forEntityName: "Book", into: context)
        book.setValue(shelf, forKey: "shelf")
        book.setValue("Dune", forKey: "title")
        let reader = NSEntityDescription.insertNewObject(forEntityName: "Reader", into: context)
        reader.setValue(NSSet(array: [shelf, other]), forKey: "shelves")
        try context.save()
        _ = try executeAndMerge(NSBatchDeleteRequest(objectIDs: [shelf.objectID]), in: context, into: [])

        let fresh = container.newBackgroundContext()
        let storedBook = fresh.object(with: book.objectID)
        #expect(storedBook.value(forKey: "shelf") == nil && storedBook.value(forKey: "title") as? String == "Dune")
        let shelves = fresh.object(with: reader.objectID).value(forKey: "shelves") as? NSSet
        #expect(shelves?.allObjects.compactMap { ($0 as? NSManagedObject)?.objectID } == [other.objectID])
    }

    @Test("mergeChanges(fromRemoteContextSave:into:) reads IDs in arrays or sets, and URI representations; other values are ignored")
    func mergeReadsIDsAndURIs() throws {
        let container = try store(["a", "b", "c"])
        let view = container.viewContext
        let notes = try view.fetch(NSFetchRequest<Note>(entityName: "Note"))
        let background = container.newBackgroundContext()
        try background.performAndWait {
            let request = NSBatchDeleteRequest(fetchRequest: NSFetchRequest(entityName: "Note"))
            _ = try background.execute(request)
        }
        NSManagedObjectContext.mergeChanges(
            fromRemoteContextSave: [NSDeletedObjectsKey: Set([notes[0].objectID]), NSUpdatedObjectsKey: [notes[1].objectID.uriRepresentation()],
                                    NSInsertedObjectsKey: "not IDs"],
            into: [view])
        #expect(view.registeredObject(for: notes[0].objectID) == nil && view.registeredObject(for: notes[1].objectID) == nil)
        #expect(view.registeredObject(for: notes[2].objectID) === notes[2])
        NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [:], into: [view])
        #expect(view.registeredObject(for: notes[2].objectID) === notes[2])
    }
}
