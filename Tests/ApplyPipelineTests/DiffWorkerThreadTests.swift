@testable import ApplyPipeline
import DiffBenchSupport
import DiffableSnapshots
import Diffing
import Foundation
import Testing

/// Issue 32: the diff workers are threads of their own; a released data source takes them along.
@Suite("A data source's diff worker threads")
struct DiffWorkerThreadTests {
    @Test("1,000 data sources, each released after its applies, leave no data source and no worker thread behind")
    func releasedSourcesEndTheirThreads() {
        var workers: [WorkerThread] = []
        weak var lastSource: IntDataSource?
        for round in 0 ..< 1_000 {
            let source = IntDataSource(workers: 2)
            for step in 0 ..< 3 { source.apply(churnSnapshot(round + step)) }
            source.waitUntilIdle()
            #expect(source.snapshot() == churnSnapshot(round + 2))
            workers += source.workers.workers
            lastSource = source
        }
        // The last job's closure may still hold its data source for a moment after waitUntilIdle;
        // a released one stops its workers, whose threads then end (an idle one would only end
        // after seconds, and would not be stopped).
        for worker in workers {
            #expect(worker.waitUntilNoThread(timeout: 60), "\(worker.name) still runs")
        }
        #expect(workers.allSatisfy { $0.isStopped }, "a worker of a released data source was not stopped")
        #expect(workers.contains { $0.threadCounts.started > 0 }, "no worker ever ran a thread")
        #expect(lastSource == nil, "the last data source is still alive")
    }

    @Test("a data source's diffs run on its worker threads, not GCD's, and still commit in submission order")
    func diffsRunOnWorkerThreads() {
        let differ = ThreadNamingDiffer()
        let source = IntDataSource(workers: 2, differ: differ)
        for step in 0 ..< 50 { source.apply(churnSnapshot(step)) }
        source.waitUntilIdle()
        #expect(source.records.map(\.sequence) == Array(0 ..< 50))
        #expect(source.withView { $0.shows(churnSnapshot(49)) })
        let names = Set(differ.threadNames.value)
        #expect(!names.isEmpty && names.isSubset(of: ["diffbench.diff-worker-0", "diffbench.diff-worker-1"]), "\(names)")
    }
}

/// The linear differ, noting the worker whose thread it diffs on.
final class ThreadNamingDiffer: Differ {
    let threadNames = Collected<String>([])
    var name: String { "thread-naming" }
    func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>, options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        threadNames.append(WorkerThread.current?.name ?? "not a worker thread")
        return LinearDiffer().diff(from: old, to: new, options: options)
    }
}
