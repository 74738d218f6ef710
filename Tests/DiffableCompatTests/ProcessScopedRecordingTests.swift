import DiffableCompat
import Foundation
import Testing

@MainActor
@Suite("DiffableFailures.record(scope: .process): failures raised in main-queue hops of your own")
struct ProcessScopedRecordingTests {
    @Test("a duplicate append inside a DispatchQueue.main.async block is recorded with UIKit's text, not raised")
    func recordsAFailureInAnOwnMainQueueHop() async {
        let report = await DiffableFailures.record(scope: .process) {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async {
                    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(["a", "a"])
                    #expect(snapshot.numberOfItems == 0, "the failing call leaves the snapshot as it was")
                    done.resume()
                }
            }
        }
        #expect(report.failures.map(\.reason) == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}"])
    }

    @Test("once the process-scoped recording closed, a later hop's failure is not added to it")
    func closesWithItsBody() async {
        let report = await DiffableFailures.record(scope: .process) {}
        let late = await DiffableFailures.record(scope: .process) {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async {
                    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                    snapshot.appendItems(["x"])
                    done.resume()
                }
            }
        }
        #expect(report.failures.isEmpty)
        #expect(late.failures.map(\.reason) == ["There are currently no sections in the data source. Please add a section first."])
    }
}
