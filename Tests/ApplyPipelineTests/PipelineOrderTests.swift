@testable import ApplyPipeline
import DiffableSnapshots
import Diffing
import Foundation
import Testing
import DiffBenchSupport

@Suite("The pipeline applies every accepted snapshot once, in order")
struct PipelineOrderTests {
    @Test("8 raw threads × 250 snapshots: each applied once, in submission order, ending on the last")
    func manyThreads() {
        let source = IntDataSource(workers: 2)
        let submitted = Collected<(Int, IntSnapshot)>([])
        DispatchQueue.concurrentPerform(iterations: 8) { producer in
            for step in 0 ..< 250 {
                let snapshot = churnSnapshot(producer * 1_000 + step)
                if case let .accepted(sequence) = source.apply(snapshot) { submitted.append((sequence, snapshot)) }
            }
        }
        source.waitUntilIdle()
        let pairs = submitted.value.sorted { $0.0 < $1.0 }
        #expect(pairs.map(\.0) == Array(0 ..< 2_000))
        #expect(source.records.map(\.sequence) == Array(0 ..< 2_000))
        #expect(source.statistics.applied == 2_000 && source.statistics.rejected == 0)
        #expect(source.snapshot() == pairs.last!.1)
        let last = pairs.last!.1
        #expect(source.withView { $0.shows(last) })
        #expect(Set(source.records.map(\.worker)) == [0, 1])
        #expect(source.violations.isEmpty && source.confinementWarnings.isEmpty)
    }

    @Test("4 tasks × 100 awaited applies all commit and the view ends on the last committed")
    func manyTasks() async {
        let source = IntDataSource(workers: 2)
        await withTaskGroup(of: Void.self) { group in
            for producer in 0 ..< 4 {
                group.addTask {
                    for step in 0 ..< 100 {
                        let outcome = await source.apply(churnSnapshot(producer * 1_000 + step))
                        guard case .applied = outcome else { Issue.record("not applied: \(outcome)"); return }
                    }
                }
            }
        }
        #expect(source.statistics.applied == 400)
        let shown = source.snapshot()
        #expect(source.withView { $0.shows(shown) })
        // Every record's timeline runs forwards (a swapped or unset timestamp breaks it), and the
        // histogram holds one latency per commit.
        #expect(source.records.map(\.sequence) == Array(0 ..< 400))
        #expect(source.records.allSatisfy { r in
            r.submitted <= r.diffStarted && r.diffStarted <= r.diffFinished && r.diffFinished <= r.prepareFinished
                && r.prepareFinished <= r.applyStarted && r.applyStarted <= r.applyFinished
        })
        #expect(source.statistics.latencyMicroseconds.totalCount == 400)
    }

    @Test("latestOnly coalesces a backlog and still ends on the last snapshot")
    func latestOnlyCoalesces() {
        let source = IntDataSource(workers: 2, coalescing: .latestOnly)
        source.workers.suspend()
        for step in 0 ..< 20 { source.apply(churnSnapshot(step)) }
        source.workers.resume()
        source.waitUntilIdle()
        let statistics = source.statistics
        #expect(statistics.applied + statistics.coalesced == 20)
        #expect(statistics.coalesced >= 1)
        #expect(source.snapshot() == churnSnapshot(19))
        #expect(source.withView { $0.shows(churnSnapshot(19)) })
    }

    @Test("latestOnly diffs only what can still be shown: a held backlog of 20 costs one diff, from what is shown")
    func latestOnlyDiffsOnce() {
        let differ = CountingDiffer()
        let source = IntDataSource(workers: 2, differ: differ, coalescing: .latestOnly)
        source.apply(churnSnapshot(0))
        source.waitUntilIdle()
        let before = differ.calls.value
        source.workers.suspend()
        for step in 1 ... 20 { source.apply(churnSnapshot(step)) }
        source.workers.resume()
        source.waitUntilIdle()
        #expect(differ.calls.value - before == 1, "19 superseded submissions are handed on undiffed")
        #expect(source.statistics.coalesced == 19 && source.statistics.applied == 2)
        #expect(source.withView { $0.shows(churnSnapshot(20)) })
        // everySnapshot diffs each against the one before.
        let every = CountingDiffer()
        let all = IntDataSource(workers: 2, differ: every)
        for step in 0 ... 20 { all.apply(churnSnapshot(step)) }
        all.waitUntilIdle()
        #expect(every.calls.value == 21 && all.statistics.applied == 21)
    }

    @Test("latestOnly keeps finished work: a snapshot submitted while the one before is being diffed is diffed from it, and both commit", arguments: [1, 2])
    func latestOnlyKeepsDiffInFlight(workers: Int) {
        let differ = GatedDiffer()
        let source = IntDataSource(workers: workers, differ: differ, coalescing: .latestOnly)
        source.apply(churnSnapshot(0))
        source.waitUntilIdle()
        let before = differ.calls.value
        differ.armed.set(true)
        source.apply(churnSnapshot(1))
        differ.entered.wait()   // snapshot 1 is being diffed
        source.apply(churnSnapshot(2))
        differ.release.signal()
        source.waitUntilIdle()
        #expect(differ.calls.value - before == 2, "each diffed once: 2 from 1, not 1 thrown away and 2 from 0")
        #expect(source.statistics.coalesced == 0 && source.statistics.applied == 3)
        #expect(source.records.map(\.sequence) == [0, 1, 2])
        #expect(source.withView { $0.shows(churnSnapshot(2)) })
    }

    @Test("applySnapshotUsingReloadData resets the view in order, without a diff")
    func reloadData() async {
        let source = IntDataSource(workers: 1)
        source.apply(churnSnapshot(1), completion: nil)
        let outcome = await source.applySnapshotUsingReloadData(churnSnapshot(2))
        guard case let .applied(record) = outcome else { Issue.record("\(outcome)"); return }
        #expect(record.usedReloadData && record.sequence == 1)
        #expect(source.withView { $0.shows(churnSnapshot(2)) })
    }

    @Test("content changes reload the changed items")
    func contentReloads() async {
        let source = IntDataSource(workers: 1)
        await source.apply(churnSnapshot(1))
        let changed: Set<Int> = Set(churnSnapshot(1).itemIdentifiers.prefix(3))
        let outcome: ApplyOutcome = await withCheckedContinuation { continuation in
            source.apply(churnSnapshot(1), reloadingItemsWhere: { old, _ in changed.contains(old) }) { continuation.resume(returning: $0) }
        }
        guard case let .applied(record) = outcome else { Issue.record("\(outcome)"); return }
        #expect(record.reloads == 3 && record.itemsChanged == 0)
    }

    @Test("cancelling a pending apply(contentsOf:) stops it; what was submitted still commits")
    func cancelContentsOf() async throws {
        let source = IntDataSource(workers: 2)
        let (stream, continuation) = AsyncStream.makeStream(of: IntSnapshot.self)
        let (asked, askedContinuation) = AsyncStream.makeStream(of: Int.self)
        let announcing = AnnouncingSequence(base: stream) { askedContinuation.yield($0) }
        let consumer = Task { try await source.apply(contentsOf: announcing) }
        for step in 0 ..< 5 { continuation.yield(churnSnapshot(step)) }
        // Cancel only once the consumer asks for a sixth element: it has submitted all five.
        for await index in asked where index == 5 { break }
        consumer.cancel()
        let accepted = try await consumer.value
        #expect(accepted == 5)
        // The consumer has returned, so nothing reads the stream: a later element is never submitted.
        continuation.yield(churnSnapshot(99))
        source.waitUntilIdle()
        #expect(source.statistics.applied == 5)
        #expect(source.snapshot() == churnSnapshot(4))
    }
}

@Suite("Index paths and section snapshots")
struct PipelineQueryTests {
    struct Table: IndexPathDataSource {
        var rows: [[String]]
        var numberOfSections: Int { rows.count }
        func numberOfItems(inSection section: Int) -> Int { rows[section].count }
        func sectionIdentifier(at section: Int) -> Int { section }
        func itemIdentifier(at path: ItemPath) -> String { rows[path.section][path.item] }
    }

    @Test("a snapshot built from an index-path data source answers index-path queries in the data source")
    func indexPathMigration() async throws {
        let table = Table(rows: [["a", "b"], [], ["c"]])
        let snapshot = try DiffableSnapshot(indexPathDataSource: table)
        let source = DiffableDataSource<Int, String>(workers: 1)
        await source.apply(snapshot)
        #expect(source.itemIdentifier(for: ItemPath(section: 2, item: 0)) == "c")
        #expect(source.itemIdentifier(for: ItemPath(section: 1, item: 0)) == nil)
        #expect(source.indexPath(for: "b") == ItemPath(section: 0, item: 1))
        #expect(source.sectionIdentifier(for: 2) == 2 && source.index(for: 1) == 1)
        #expect(throws: SnapshotError.self) { try DiffableSnapshot(indexPathDataSource: Table(rows: [["a", "a"]])) }
    }

    @Test("a section snapshot shows its visible items and is returned by snapshot(for:)")
    func sectionSnapshots() async throws {
        let source = DiffableDataSource<Int, String>(workers: 1)
        var outline = SectionSnapshot<String>()
        try outline.append(["r1", "r2"])
        try outline.append(["c1"], to: "r1")
        await withCheckedContinuation { continuation in source.apply(outline, to: 7) { _ in continuation.resume() } }
        #expect(source.snapshot().sectionIdentifiers == [7])
        #expect(try source.snapshot().itemIdentifiers(inSection: 7) == ["r1", "r2"])
        #expect(source.snapshot(for: 7) == outline)
        outline.expand(["r1"])
        await withCheckedContinuation { continuation in source.apply(outline, to: 7) { _ in continuation.resume() } }
        #expect(try source.snapshot().itemIdentifiers(inSection: 7) == ["r1", "c1", "r2"])
        #expect(source.snapshot(for: 9) == nil)
    }
}

/// The linear differ, counting its calls.
final class CountingDiffer: Differ {
    let calls = Guarded(0)
    var name: String { "counting" }
    func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>, options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        calls.withLock { $0 += 1 }
        return LinearDiffer().diff(from: old, to: new, options: options)
    }
}

/// Blocks the first diff after `armed` is set until `release` is signalled (`entered` says it began).
final class GatedDiffer: Differ {
    let calls = Guarded(0)
    let armed = Guarded(false)
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    var name: String { "gated" }
    func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>, options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        calls.withLock { $0 += 1 }
        let hold = armed.withLock { armed in defer { armed = false }; return armed }
        if hold {
            entered.signal()
            release.wait()
        }
        return LinearDiffer().diff(from: old, to: new, options: options)
    }
}

/// An async sequence over `base` that announces the index of each element its consumer asks for,
/// so a test knows the consumer handled every element before it (no polling, no sleeps).
struct AnnouncingSequence<Base: AsyncSequence>: AsyncSequence {
    typealias Element = Base.Element
    let base: Base
    let announce: @Sendable (Int) -> Void

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        var index = 0
        let announce: @Sendable (Int) -> Void

        mutating func next() async throws -> Element? {
            announce(index)
            index += 1
            return try await base.next()
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: base.makeAsyncIterator(), announce: announce) }
}
