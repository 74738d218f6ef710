import DiffableCompat
import Dispatch
import Foundation
import Testing

private let mixingWarning = "Warning: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue - view=<UICollectionView: 0x0>"

@MainActor
@Suite("DiffableCompat: the non-thread-confined warning arrives with the apply it belongs to")
struct ConfinementWarningTests {
    @Test("a background apply's warning arrives with its commit, which a recording on the main actor waits for")
    func backgroundWarningWithItsCommit() async {
        var shown: (UICollectionView, UICollectionViewDiffableDataSource<String, String>)?
        let report = await DiffableFailures.record {
            let (view, source) = collectionSource()
            shown = (view, source)
            await source.apply(snapshot([("A", ["a"])]))
            await withCheckedContinuation { (submitted: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    source.apply(snapshot([("A", ["a", "b"])]))
                    submitted.resume()
                }
            }
        }
        #expect(report.failures.isEmpty)
        #expect(report.warnings == [mixingWarning])
        #expect(shown?.0.numberOfItems(inSection: 0) == 2, "the recording returned once the background apply committed")
    }

    @Test("a refused apply's warning is logged with its refusal, once")
    func refusedWarningWithItsRefusal() async {
        let report = await DiffableFailures.record {
            let (_, source) = collectionSource()
            source.model.suspendDiffWorkers()
            await withCheckedContinuation { (submitted: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    source.apply(snapshot([("A", ["a"])]))
                    submitted.resume()
                }
            }
            source.apply(snapshot([("A", ["b"])]), animatingDifferences: true, completion: nil)
            source.model.resumeDiffWorkers()
        }
        #expect(report.failures.map(\.reason) == [
            "Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted and will deadlock. Please always submit updates either always on the main queue or always off the main queue - view=<UICollectionView: 0x0>",
        ])
        #expect(report.warnings == [mixingWarning])
    }
}
