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
        // Process-wide, the recording also takes what other tests of this process raise meanwhile
        // with no recording of their own (a nib test's deliberate missing nib was seen here): only
        // this test's failures are judged.
        #expect(report.failures.map(\.reason).filter { !Self.raisedElsewhere($0) }
            == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}"])
    }

    /// Whether `reason` is none of the failures these tests raise.
    static func raisedElsewhere(_ reason: String) -> Bool {
        !reason.contains("Duplicate identifiers: {(\n    a\n)}") && !reason.hasPrefix("There are currently no sections")
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
        #expect(report.failures.map(\.reason).allSatisfy(Self.raisedElsewhere))
        #expect(late.failures.map(\.reason).filter { !Self.raisedElsewhere($0) }
            == ["There are currently no sections in the data source. Please add a section first."])
    }
}
