import DiffableCompat
import Foundation
import Testing

/// A managed object as the port step writes an app's `@NSManaged` properties.
final class Note: NSManagedObject {
    var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }
    var order: Int16 { get { managedValue(forKey: "order") } set { setManagedValue(newValue, forKey: "order") } }
    var folder: String { get { managedValue(forKey: "folder") } set { setManagedValue(newValue, forKey: "folder") } }
}

/// An entity class as Xcode's codegen writes it: its own typed `fetchRequest()`.
final class Memo: NSManagedObject {
    class func fetchRequest() -> NSFetchRequest<Memo> { NSFetchRequest<Memo>(entityName: "Memo") }
}

/// A screen as Core Data's documentation pairs it with a diffable data source: the fetched results
/// controller's snapshot applied to a collection view's data source.
@MainActor
final class FetchedNotesScreen: NSObject, NSFetchedResultsControllerDelegate {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    lazy var dataSource = UICollectionViewDiffableDataSource<String, NSManagedObjectID>(collectionView: collectionView) { _, _, _ in
        UICollectionViewCell()
    }
    var snapshotsHeard = 0

    nonisolated func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>,
                                didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
        let typed = snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>
        MainActor.assumeIsolated {
            snapshotsHeard += 1
            dataSource.apply(typed, animatingDifferences: false)
        }
    }
}

/// A delegate with only the classic calls, recording them.
final class ClassicListener: NSObject, NSFetchedResultsControllerDelegate {
    var calls: [String] = []
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { calls.append("will") }
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
        let title = (anObject as? Note)?.title ?? "?"
        calls.append("\(type) \(title) \(indexPath.map { "\($0.item)" } ?? "-")→\(newIndexPath.map { "\($0.item)" } ?? "-")")
    }
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { calls.append("did") }
}

@MainActor
@Suite("DiffableCompat: Core Data's names in memory; a fetched results controller feeds a diffable data source")
struct CoreDataTests {
    private func note(_ title: String, order: Int16, folder: String = "inbox", in context: NSManagedObjectContext) -> Note {
        let note = Note(context: context)
        note.title = title
        note.order = order
        note.folder = folder
        return note
    }

    private func controller(_ context: NSManagedObjectContext, sectioned: Bool = false) -> NSFetchedResultsController<Note> {
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.sortDescriptors = [NSSortDescriptor(key: "order", ascending: true)]
        return NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
                                          sectionNameKeyPath: sectioned ? "folder" : nil, cacheName: nil)
    }

    @Test("saves reach the collection view: performFetch, then an insert, a delete and a changed sort key each give the data source the store's order")
    func fetchedResultsFeedACollectionView() throws {
        let container = NSPersistentContainer(name: "Notes")
        container.loadPersistentStores { _, error in #expect(error == nil) }
        let context = container.viewContext
        let screen = FetchedNotesScreen()
        let results = controller(context)
        results.delegate = screen
        try results.performFetch()
        #expect(screen.snapshotsHeard == 1 && screen.dataSource.snapshot().numberOfItems == 0)

        let a = note("a", order: 2, in: context), b = note("b", order: 1, in: context), c = note("c", order: 3, in: context)
        try context.save()
        #expect(screen.dataSource.snapshot().itemIdentifiers == [b.objectID, a.objectID, c.objectID])
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(!a.objectID.isTemporaryID && !context.hasChanges)

        context.delete(b)
        try context.save()
        #expect(screen.dataSource.snapshot().itemIdentifiers == [a.objectID, c.objectID])
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 2)

        c.order = 0
        try context.save()
        #expect(screen.dataSource.snapshot().itemIdentifiers == [c.objectID, a.objectID])
        #expect(results.fetchedObjects?.map(\.title) == ["c", "a"])
        #expect(results.object(at: IndexPath(item: 1, section: 0)) === a)
        #expect(results.indexPath(forObject: c) == IndexPath(item: 0, section: 0))

        let heard = screen.snapshotsHeard
        try context.save()  // nothing to save: nothing told
        #expect(screen.snapshotsHeard == heard)
    }

    @Test("sections come from the section key path: the snapshot's sections are its values, in the fetched order")
    func sectionedSnapshot() throws {
        let container = NSPersistentContainer(name: "Notes")
        let context = container.viewContext
        let screen = FetchedNotesScreen()
        let results = controller(context, sectioned: true)
        results.delegate = screen
        try results.performFetch()
        _ = note("a", order: 1, folder: "inbox", in: context)
        _ = note("b", order: 2, folder: "work", in: context)
        _ = note("c", order: 3, folder: "work", in: context)
        try context.save()
        #expect(screen.dataSource.snapshot().sectionIdentifiers == ["inbox", "work"])
        #expect(screen.collectionView.numberOfItems(inSection: 1) == 2)
        #expect(results.sections?.map(\.numberOfObjects) == [1, 2])
    }

    @Test("without the snapshot method the classic calls come: will, one per inserted, moved or updated object, did")
    func classicDelegateCalls() throws {
        let context = NSPersistentContainer(name: "Notes").viewContext
        let listener = ClassicListener()
        let results = controller(context, sectioned: true)
        results.delegate = listener
        try results.performFetch()
        #expect(listener.calls.isEmpty)
        let a = note("a", order: 1, in: context), b = note("b", order: 2, in: context)
        try context.save()
        #expect(listener.calls == ["will", "insert a -→0", "insert b -→1", "did"])
        listener.calls = []
        a.order = 3
        b.title = "B"
        try context.save()
        // Both kept objects changed places relative to each other: each is a move (a moved object's update is its move).
        #expect(listener.calls == ["will", "move B 1→0", "move a 0→1", "did"])
    }

    @Test("a child context's save reaches the parent, whose controller hears it; a background save merges into a view context that merges")
    func childAndBackgroundSaves() async throws {
        let container = NSPersistentContainer(name: "Notes")
        let view = container.viewContext
        view.automaticallyMergesChangesFromParent = true
        let screen = FetchedNotesScreen()
        let results = controller(view)
        results.delegate = screen
        try results.performFetch()

        let child = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        child.parent = view
        _ = note("child", order: 1, in: child)
        try child.save()
        #expect(screen.dataSource.snapshot().numberOfItems == 1 && view.hasChanges)
        try view.save()

        let background = container.newBackgroundContext()
        try background.performAndWait {
            let note = Note(context: background)
            note.title = "background"
            note.order = 0
            try background.save()
        }
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(results.fetchedObjects?.map(\.title) == ["background", "child"])
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 2)
    }

    @Test("fetch applies predicate, sort descriptors, offset and limit; count agrees")
    func fetchApplies() throws {
        let context = NSPersistentContainer(name: "Notes").viewContext
        for (index, title) in ["Apple", "apricot", "banana", "Cherry"].enumerated() { _ = note(title, order: Int16(index), in: context) }
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.predicate = NSPredicate(format: "%K BEGINSWITH[c] %@ OR title == %@", "title", "ap", "Cherry")
        request.sortDescriptors = [NSSortDescriptor(key: "order", ascending: false)]
        #expect(try context.fetch(request).map(\.title) == ["Cherry", "apricot", "Apple"])
        request.fetchOffset = 1
        request.fetchLimit = 1
        #expect(try context.fetch(request).map(\.title) == ["apricot"])
        request.fetchOffset = 0
        request.fetchLimit = 0
        #expect(try context.count(for: request) == 3)
        let untyped = NSFetchRequest<NSFetchRequestResult>(entityName: "Note")
        untyped.resultType = .managedObjectIDResultType
        #expect(try context.fetch(untyped).count == 4)
    }

    @Test("Entity.fetchRequest() is the generated typed one when the class declares it, else the entity's untyped request")
    func generatedFetchRequestWins() throws {
        let context = NSPersistentContainer(name: "Memos").viewContext
        _ = Memo(context: context)
        let typed = Memo.fetchRequest()
        let memos: [Memo] = try context.fetch(typed)
        #expect(memos.count == 1 && typed.entityName == "Memo")
        let untyped = Note.fetchRequest()
        #expect(type(of: untyped) == NSFetchRequest<NSFetchRequestResult>.self && untyped.entityName == "Note")
        let asBase: NSFetchRequest<NSFetchRequestResult> = Memo.fetchRequest()
        #expect(asBase.entityName == "Memo")
    }

    @Test("predicate formats: comparisons, CONTAINS[cd], IN, NOT, AND/OR precedence, nil and booleans, over dictionaries")
    func predicateForms() {
        let row: [String: Any] = ["name": "Crème Brûlée", "rating": 4, "tags": ["sweet", "french"], "done": true]
        #expect(NSPredicate(format: "name CONTAINS[cd] %@", "creme").evaluate(with: row))
        #expect(!NSPredicate(format: "name CONTAINS %@", "creme").evaluate(with: row))
        #expect(NSPredicate(format: "rating > 3 AND rating <= 4").evaluate(with: row))
        #expect(NSPredicate(format: "rating == %d", 4).evaluate(with: row))
        #expect(NSPredicate(format: "%@ IN tags", "french").evaluate(with: row))
        #expect(NSPredicate(format: "rating IN %@", argumentArray: [[1, 4]]).evaluate(with: row))
        #expect(NSPredicate(format: "NOT (rating < 2) && done == YES").evaluate(with: row))
        #expect(NSPredicate(format: "rating == 1 OR rating == 4 AND done == FALSE").evaluate(with: row) == false)
        #expect(NSPredicate(format: "missing == nil AND name != nil").evaluate(with: row))
        #expect(NSPredicate(format: "name LIKE 'Cr*'").evaluate(with: row))
        #expect(NSPredicate(format: "TRUEPREDICATE").evaluate(with: row))
    }

    @Test("a format it cannot read is a typed error with Foundation's reason; NSPredicate(format:) raises it (recorded) and matches nothing")
    func predicateBadInput() {
        func kind(_ format: String, _ arguments: [Any] = []) -> PredicateFormatError.Kind? {
            do { _ = try NSPredicate(checkedFormat: format, argumentArray: arguments); return nil } catch { return error.kind }
        }
        #expect(kind("name ==") == .unexpectedEnd)
        #expect(kind("name === 'a'") == .unexpectedToken("="))
        #expect(kind("name == 'a") == .unterminatedString)
        #expect(kind("name == %@") == .missingArgument(1))
        #expect(kind("%K == 1", [3]) == .keyIsNotAString(1))
        #expect(kind("ANY tags == 'a'") == .unsupported("ANY"))
        #expect(kind("(name == 'a'") == .unexpectedEnd)
        #expect(kind("name == 'a' extra") == .unexpectedToken("extra"))
        var predicate: NSPredicate?
        let report = DiffableFailures.record { predicate = NSPredicate(format: "name ==") }
        #expect(report.failures.map(\.name) == ["NSInvalidArgumentException"])
        #expect(report.failures.first?.reason == "Unable to parse the format string \"name ==\"")
        #expect(predicate?.evaluate(with: ["name": "a"]) == false)
    }

    @Test("an unset managed property reads as Core Data's empty value; a fetch without an entity raises Core Data's text (recorded)")
    func unsetValuesAndEntitylessFetch() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let note = Note(context: context)
        #expect(note.title == nil && note.order == 0 && note.folder == "")
        var result: [NSFetchRequestResult] = [note]
        let report = DiffableFailures.record { result = (try? context.fetch(NSFetchRequest<NSFetchRequestResult>())) ?? [] }
        #expect(result.isEmpty && report.failures.first?.reason == "executeFetchRequest:error: A fetch request must have an entity.")
    }
}
