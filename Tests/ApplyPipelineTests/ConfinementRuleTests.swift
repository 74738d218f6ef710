@testable import ApplyPipeline
import DiffableSnapshots
import Foundation
import Testing

let deadlockText = "Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted and will deadlock. Please always submit updates either always on the main queue or always off the main queue - view=<UICollectionView: 0x0>"
let mixingText = "Warning: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue - view=<UICollectionView: 0x0>"

@Suite("UIKit's same-queue rule, report policy")
struct ConfinementRuleTests {
    @Test("an apply on the main-queue stand-in while async applies are outstanding is refused with the deadlock text")
    func mainApplyWithOutstandingAsync() {
        let source = IntDataSource(workers: 1)
        source.workers.suspend()  // hold the async apply's diff so it stays outstanding
        #expect(source.apply(churnSnapshot(1)) == .accepted(sequence: 0))
        let refused = source.mainQueue.queue.sync { source.apply(churnSnapshot(2)) }
        source.workers.resume()
        source.waitUntilIdle()
        #expect(refused == .refused(.mainQueueApplyWithOutstandingAsyncApplies(view: "<UICollectionView: 0x0>")))
        #expect(source.violations.map(\.description) == [deadlockText])
        #expect(source.statistics.refused == 1 && source.statistics.applied == 1)
        #expect(source.withView { $0.shows(churnSnapshot(1)) })
        #expect(source.violations.first?.iOS26Description.hasPrefix("Deadlock detected: attempted to apply a snapshot to diffable data source while it was already applying a snapshot.") == true)
    }

    @Test("applies from both the stand-in and another queue log the non-thread-confined warning")
    func mixingQueuesWarns() {
        let source = IntDataSource(workers: 1)
        #expect(source.mainQueue.queue.sync { source.apply(churnSnapshot(1)) } == .accepted(sequence: 0))
        #expect(source.confinementWarnings.isEmpty)
        source.apply(churnSnapshot(2))
        source.waitUntilIdle()
        #expect(source.confinementWarnings.map(\.description) == [mixingText])
        #expect(source.violations.isEmpty)
        #expect(source.withView { $0.shows(churnSnapshot(2)) })
    }

    @Test("an apply on the stand-in with nothing outstanding commits before it returns")
    func mainApplyIsSynchronous() {
        let source = IntDataSource(workers: 1)
        let shown = source.mainQueue.queue.sync { () -> Bool in
            source.apply(churnSnapshot(3))
            return source.withView { $0.shows(churnSnapshot(3)) }
        }
        #expect(shown)
        #expect(source.records.first?.worker == -1)
    }

    @Test("an apply from inside another apply's completion is refused as re-entrant")
    func reentrantFromCompletion() {
        let source = IntDataSource(workers: 1)
        let inner = Collected<ApplySubmission>([])
        source.apply(churnSnapshot(1)) { _ in inner.append(source.apply(churnSnapshot(2))) }
        source.waitUntilIdle()
        source.mainQueue.queue.sync {}
        #expect(inner.value == [.refused(.reentrantApply(view: "<UICollectionView: 0x0>"))])
        #expect(source.violations.map(\.description) == [deadlockText])
        #expect(source.snapshot() == churnSnapshot(1))
    }

    @Test("a refused apply's completion receives the refusal")
    func refusalReachesCompletion() async {
        let source = IntDataSource(workers: 1)
        source.workers.suspend()
        source.apply(churnSnapshot(1), completion: nil)
        let outcome: ApplyOutcome = await withCheckedContinuation { continuation in
            source.mainQueue.queue.async { source.apply(churnSnapshot(2)) { continuation.resume(returning: $0) } }
        }
        source.workers.resume()
        #expect(outcome == .refused(.mainQueueApplyWithOutstandingAsyncApplies(view: "<UICollectionView: 0x0>")))
    }
}

@Suite("UIKit's same-queue rule, trap policy")
struct ConfinementTrapTests {
    @Test("the trap policy crashes with UIKit's text on a re-entrant apply")
    func trapOnReentrantApply() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let source = DiffableDataSource<Int, Int>(workers: 1, confinementPolicy: .trap)
            source.apply(churnSnapshot(1)) { _ in source.apply(churnSnapshot(2)) }
            source.waitUntilIdle()
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(deadlockText)'"))
    }

    @Test("the trap policy crashes with UIKit's text on a main-queue apply with outstanding async applies")
    func trapOnMainApplyWithOutstanding() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let source = DiffableDataSource<Int, Int>(workers: 1, confinementPolicy: .trap)
            source.workers.suspend()
            source.apply(churnSnapshot(1))
            source.mainQueue.queue.sync { _ = source.apply(churnSnapshot(2)) }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("reason: '\(deadlockText)'"))
    }
}
