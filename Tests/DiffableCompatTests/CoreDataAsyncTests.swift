import DiffableCompat
import Foundation
import Testing

/// What a test's blocks write down from whichever queue runs them.
final class QueueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func append(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}

enum PerformFailure: Error, Equatable { case refused(String) }

/// The calls an app's non-`async` code makes: each picks the callback form.
private func scheduleWithCallbacks(_ container: NSPersistentContainer, _ context: NSManagedObjectContext,
                                   log: QueueLog, done: @escaping @Sendable () -> Void) {
    context.perform { log.append("context.perform") }
    container.performBackgroundTask { background in
        log.append("background \(background.concurrencyType == .privateQueueConcurrencyType)")
        done()
    }
}

/// The callback form, from code that is not `async`.
private func performLater(_ context: NSManagedObjectContext, _ block: @escaping @Sendable () -> Void) {
    context.perform(block)
}

// Not on the main actor: a closure made there is the main actor's, and handing it to the `async`
// performBackgroundTask (a non-Sendable closure parameter, as in the SDK) is a send Swift 6 refuses,
// as it does with Apple's declaration. Apps call it from their data layer, off the main actor.
@Suite("DiffableCompat: Core Data's async forms (iOS 15) beside the callback forms", .timeLimit(.minutes(1)))
struct CoreDataAsyncTests {
    @Test("await perform answers the block's value from the context's queue; a throwing block needs try, a plain one does not")
    func performAnswersTheBlocksValue() async throws {
        let container = NSPersistentContainer(name: "Notes")
        let background = container.newBackgroundContext()
        let saved = try await background.perform {
            let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: background)
            note.setValue("from the queue", forKey: "title")
            try background.save()
            return note.objectID
        }
        let onMain = await background.perform { Thread.isMainThread }
        #expect(!onMain)
        let count = try await background.perform { try background.count(for: NSFetchRequest<NSFetchRequestResult>(entityName: "Note")) }
        #expect(count == 1)
        let title = container.viewContext.object(with: saved).value(forKey: "title") as? String
        #expect(title == "from the queue")
    }

    @Test("an error thrown inside await perform and await performBackgroundTask reaches the caller, typed")
    func errorsPropagate() async throws {
        let container = NSPersistentContainer(name: "Notes")
        let context = container.newBackgroundContext()
        await #expect(throws: PerformFailure.refused("perform")) {
            try await context.perform { throw PerformFailure.refused("perform") }
        }
        await #expect(throws: PerformFailure.refused("enqueued")) {
            let _: Int = try await context.perform(schedule: .enqueued) { throw PerformFailure.refused("enqueued") }
        }
        await #expect(throws: PerformFailure.refused("background")) {
            try await container.performBackgroundTask { _ in throw PerformFailure.refused("background") }
        }
        do {
            _ = try await container.performBackgroundTask { context -> Int in
                _ = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
                throw PerformFailure.refused("after an insert")
            }
            Issue.record("the error did not propagate")
        } catch let error as PerformFailure {
            #expect(error == .refused("after an insert"))
        } catch {
            Issue.record("untyped error \(error)")
        }
        // The failed task saved nothing.
        #expect(try container.viewContext.count(for: NSFetchRequest<NSFetchRequestResult>(entityName: "Note")) == 0)
    }

    @Test("await performBackgroundTask runs on a new private-queue context of the store and answers its value; the view context sees the save")
    func performBackgroundTaskAnswers() async throws {
        let container = NSPersistentContainer(name: "Notes")
        let view = container.viewContext
        let (id, isPrivate, isView) = try await container.performBackgroundTask { context in
            let note = Note(context: context)
            note.title = "background"
            try context.save()
            return (note.objectID, context.concurrencyType == .privateQueueConcurrencyType, context === view)
        }
        #expect(isPrivate && !isView && !id.isTemporaryID)
        #expect((view.object(with: id) as? Note)?.title == "background")
        let nothing: Void = await container.performBackgroundTask { _ in }
        _ = nothing
    }

    @MainActor
    @Test("from the main actor, .immediate runs a view-context block at once and .enqueued after what was queued before it")
    func immediateAndEnqueued() async {
        let view = NSPersistentContainer(name: "Notes").viewContext
        let log = QueueLog()
        performLater(view) { log.append("queued earlier") }  // in async code a bare perform { } is the async form
        await view.perform(schedule: .immediate) { log.append("immediate") }
        #expect(log.all == ["immediate"])
        await view.perform(schedule: .enqueued) { log.append("enqueued") }
        #expect(log.all == ["immediate", "queued earlier", "enqueued"])
    }

    @Test("the callback forms keep working: perform { } and performBackgroundTask { ctx in } in non-async code, from async code too")
    func callbackFormsStillResolve() async {
        let container = NSPersistentContainer(name: "Notes")
        let context = container.newBackgroundContext()
        let log = QueueLog()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            scheduleWithCallbacks(container, context, log: log) { continuation.resume() }
        }
        await context.perform(schedule: .enqueued) {}  // the context's queue has run the earlier block
        #expect(Set(log.all) == ["context.perform", "background true"])
    }

    @Test("performAndWait answers its block's value and rethrows its error, at once when already on the queue")
    func performAndWaitForms() throws {
        let context = NSPersistentContainer(name: "Notes").newBackgroundContext()
        let three = context.performAndWait { 3 }
        let nested = context.performAndWait { context.performAndWait { "reentrant" } }
        #expect(three == 3 && nested == "reentrant")
        #expect(throws: PerformFailure.refused("wait")) {
            try context.performAndWait { () throws -> Int in throw PerformFailure.refused("wait") }
        }
        var ran = false
        context.performAndWait { ran = true }
        #expect(ran)
    }
}
