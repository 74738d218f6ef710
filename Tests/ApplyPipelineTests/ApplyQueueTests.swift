@testable import ApplyPipeline
import DiffableSnapshots
import Foundation
import Testing
import Workloads

@Suite("The apply queue, bounded histories and idleness")
struct ApplyQueueTests {
    @Test("histories keep the newest entries up to their capacity; totals stay exact")
    func boundedHistory() {
        var history = BoundedHistory<Int>(capacity: 3)
        for value in 1 ... 7 { history.append(value) }
        #expect(history.elements == [5, 6, 7] && history.totalCount == 7 && history.droppedCount == 4 && history.last == 7)
        var none = BoundedHistory<Int>(capacity: 0)
        none.append(1)
        #expect(none.elements.isEmpty && none.totalCount == 1 && none.last == nil)
        var negative = BoundedHistory<Int>(capacity: -5)
        negative.append(1)
        #expect(negative.capacity == 0 && negative.elements.isEmpty)
    }

    @Test("the reorder buffer hands out in sequence order; a drained deep burst lets its storage go, a shallow one keeps it")
    func reorderBufferStorage() {
        var buffer = ReorderBuffer<String>()
        for sequence in (1 ..< 40).reversed() { buffer.file("#\(sequence)", at: sequence) }
        #expect(buffer.take(0) == nil && buffer.capacity >= 39)
        buffer.file("#0", at: 0)
        var taken: [String] = []
        var next = 0
        while let element = buffer.take(next) {
            taken.append(element)
            next += 1
        }
        #expect(taken == (0 ..< 40).map { "#\($0)" })
        #expect(buffer.sequences.isEmpty && buffer.capacity <= ReorderBuffer<String>.keptCapacity, "kept \(buffer.capacity)")
        // A burst within the kept storage keeps it: the usual out-of-order arrivals allocate nothing.
        for sequence in [41, 42, 40] { buffer.file("#\(sequence)", at: sequence) }
        let shallow = buffer.capacity
        for sequence in 40 ... 42 { #expect(buffer.take(sequence) == "#\(sequence)") }
        #expect(buffer.capacity == shallow && shallow > 0)
    }

    @Test("a data source keeps at most historyCapacity records and violations, with exact statistics")
    func boundedDataSource() {
        let source = IntDataSource(workers: 1, historyCapacity: 4)
        for step in 0 ..< 12 { source.apply(churnSnapshot(step)) }
        source.waitUntilIdle()
        for step in 0 ..< 6 { source.mainQueue.queue.sync { _ = source.apply(churnSnapshot(step)) } }
        source.waitUntilIdle()
        #expect(source.records.map(\.sequence) == [14, 15, 16, 17])
        #expect(source.statistics.applied == 18)
        #expect(source.confinementWarnings.count == 4 && source.statistics.confinementWarnings == 6)
        #expect(source.origins == [.main, .background])
        #expect(source.statistics.diffSeconds > 0 && source.statistics.applyQueueSeconds > 0)
    }

    @Test("waitUntilIdle also waits for the completions of refused applies")
    func idleCoversRefusedCompletions() {
        let source = IntDataSource(workers: 1)
        let completions = Collected<ApplyOutcome>([])
        source.workers.suspend()
        source.apply(churnSnapshot(1))
        // The stand-in is held by a block queued just before the refused apply queues its
        // completion, so that completion is pending, by construction, until the gate opens.
        let gate = DispatchSemaphore(value: 0)
        let refused = source.mainQueue.queue.sync {
            source.mainQueue.queue.async { gate.wait() }
            return source.apply(churnSnapshot(2)) { completions.append($0) }
        }
        #expect(refused == .refused(.mainQueueApplyWithOutstandingAsyncApplies(view: "<UICollectionView: 0x0>")))
        // What waitUntilIdle waits for: the refused apply's completion is counted as pending (a data
        // source that counted only accepted applies would call itself idle once they finish).
        #expect(completions.value.isEmpty)
        #expect(source.applyQueue.board.withLock { $0.pendingCompletions } == 1)
        source.workers.resume()
        gate.signal()
        // Called from a thread that is not the stand-in: it returns once the completion ran.
        source.waitUntilIdle()
        #expect(completions.value.count == 1)
        #expect(source.applyQueue.board.withLock { $0.isIdle && $0.pendingCompletions == 0 })
    }

    @Test("snapshot() carries no reload or reconfigure marks once applied, as UIKit's does not")
    func publishedSnapshotHasNoMarks() async throws {
        let source = IntDataSource(workers: 1)
        var marked = churnSnapshot(1)
        try marked.reloadItems(Array(marked.itemIdentifiers.prefix(2)))
        try marked.reconfigureItems([marked.itemIdentifiers[3]])
        let outcome = await source.apply(marked)
        guard case let .applied(record) = outcome else { Issue.record("\(outcome)"); return }
        #expect(record.reloads == 3)
        let published = source.snapshot()
        #expect(published == marked)
        #expect(published.reloadedItemIdentifiers.isEmpty && published.reconfiguredItemIdentifiers.isEmpty)
        // Applying it again reloads nothing.
        guard case let .applied(again) = await source.apply(published) else { Issue.record("not applied"); return }
        #expect(again.reloads == 0)
    }

    @Test("a section snapshot applied to a section whose identifier breaks Hashable is refused with UIKit's text, no trap")
    func invalidSectionApply() throws {
        let source = DiffableDataSource<NeverEqual, Int>(workers: 1)
        var outline = SectionSnapshot<Int>()
        try outline.append([1, 2])
        let result = source.apply(outline, to: NeverEqual(id: 3))
        #expect(result == .invalid(.identifierNotEqualToItself(kind: .section, identifier: "NeverEqual(3)")))
        source.waitUntilIdle()
        #expect(source.snapshot().numberOfSections == 0 && source.statistics.applied == 0)
    }

    @Test("what the view shows has one home: snapshot() answers the new snapshot from the moment its commit starts, and each commit names the one before")
    func oneHomeForWhatIsShown() {
        // Each commit event records what snapshot() answered inside it, against the event's own
        // snapshots: a data source that published at the end of the commit would answer the old one.
        let seen = Collected<(sequence: Int, inside: IntSnapshot, previous: IntSnapshot, new: IntSnapshot)>([])
        let box = Collected<IntDataSource>([])
        let source = IntDataSource(workers: 2, commitObserver: { event in
            seen.append((event.sequence, box.value[0].snapshot(), event.previous, event.snapshot))
        })
        box.append(source)
        let completed = Collected<(Int, Bool)>([])
        for step in 0 ..< 6 {
            let expected = churnSnapshot(step)
            source.apply(expected) { _ in completed.append((step, source.snapshot() == expected)) }
        }
        source.waitUntilIdle()
        let events = seen.value
        #expect(events.map(\.sequence) == Array(0 ..< 6))
        for (index, event) in events.enumerated() {
            #expect(event.inside == event.new)
            #expect(event.previous == (index == 0 ? IntSnapshot() : churnSnapshot(index - 1)))
        }
        #expect(completed.value.map(\.0) == Array(0 ..< 6) && completed.value.allSatisfy(\.1))
        source.withView { view in #expect(view.shows(source.snapshot())) }
    }

    @Test("the apply queue's state traps when touched off the main-queue stand-in (an internal invariant)")
    func applyQueueChecksItsQueue() async {
        await #expect(processExitsWith: .failure) {
            let source = IntDataSource(workers: 1)
            _ = source.applyQueue.isCommitting
        }
    }
}
