@testable import ApplyPipeline
import DiffableSnapshots
import Foundation
import Testing

@Suite("Warnings arrive with what they belong to: the receipt at the call, an accepted apply's commit")
struct WarningDeliveryTests {
    @Test("each apply once both queues have applied raises one warning: in its receipt, and an accepted one's in its commit event")
    func warningsWithReceiptAndCommit() {
        let events = Collected<(sequence: Int, warnings: [String])>([])
        let source = IntDataSource(workers: 1, commitObserver: { event in
            events.append((event.sequence, event.warnings.map(\.description)))
        })
        let first = source.mainQueue.queue.sync { source.submit(.snapshot(churnSnapshot(1))) }
        let second = source.submit(.snapshot(churnSnapshot(2)))
        source.waitUntilIdle()
        let third = source.mainQueue.queue.sync { source.submit(.reloadData(churnSnapshot(3))) }
        source.waitUntilIdle()
        #expect(first == ApplyReceipt(submission: .accepted(sequence: 0), warnings: []))
        #expect(second.submission == .accepted(sequence: 1) && second.warnings.map(\.description) == [mixingText])
        #expect(third.submission == .accepted(sequence: 2) && third.warnings.map(\.description) == [mixingText])
        #expect(events.value.map(\.sequence) == [0, 1, 2])
        #expect(events.value.map(\.warnings) == [[], [mixingText], [mixingText]])
        #expect(source.statistics.confinementWarnings == 2)
    }

    @Test("a refused apply's warning comes with its refusal, and no commit carries it")
    func refusedWarningWithReceipt() {
        let events = Collected<[String]>([])
        let source = IntDataSource(workers: 1, commitObserver: { event in events.append(event.warnings.map(\.description)) })
        source.workers.suspend()
        #expect(source.submit(.snapshot(churnSnapshot(1))) == ApplyReceipt(submission: .accepted(sequence: 0)))
        let refused = source.mainQueue.queue.sync { source.submit(.snapshot(churnSnapshot(2))) }
        source.workers.resume()
        source.waitUntilIdle()
        #expect(refused.submission == .refused(.mainQueueApplyWithOutstandingAsyncApplies(view: "<UICollectionView: 0x0>")))
        #expect(refused.warnings.map(\.description) == [mixingText])
        #expect(events.value == [[]], "the background apply came first: it warned of nothing")
    }

    @Test("under latestOnly the warnings of coalesced applies arrive with the next commit: each once")
    func coalescedWarningsCarried() {
        let events = Collected<[ThreadConfinementWarning]>([])
        let source = IntDataSource(workers: 2, coalescing: .latestOnly, commitObserver: { event in events.append(event.warnings) })
        source.mainQueue.queue.sync { _ = source.submit(.snapshot(churnSnapshot(0))) }
        source.workers.suspend()
        let receipts = (1 ... 8).map { source.submit(.snapshot(churnSnapshot($0))) }
        source.workers.resume()
        source.waitUntilIdle()
        #expect(receipts.allSatisfy { $0.warnings.count == 1 })
        #expect(source.statistics.coalesced >= 1)
        #expect(events.value.flatMap { $0 }.count == 8 && source.statistics.confinementWarnings == 8)
        #expect(source.snapshot() == churnSnapshot(8))
    }

    @Test("a section snapshot goes in through the same way: submit(.sectionSnapshot) is apply(_:to:)")
    func sectionSnapshotRequest() throws {
        let source = IntDataSource(workers: 1)
        var section = SectionSnapshot<Int>()
        try section.append([7, 8])
        let receipt = source.submit(.sectionSnapshot(section, to: 4))
        source.waitUntilIdle()
        #expect(receipt == ApplyReceipt(submission: .accepted(sequence: 0)))
        #expect(source.snapshot().sectionIdentifiers == [4] && source.snapshot(for: 4)?.visibleItems == [7, 8])
    }
}
