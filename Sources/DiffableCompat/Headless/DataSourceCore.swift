#if !canImport(UIKit)
import ApplyPipeline
import DiffableSnapshots
import Diffing
import Dispatch
import Foundation
import HeadlessViews
import DiffBenchSupport

/// What both UIKit-named data sources share: diffbench's `DiffableDataSource` whose main-queue
/// stand-in is `DispatchQueue.main` itself, UIKit's failure semantics on its outcomes, and each
/// commit handed to the view as one value.
final class DataSourceCore<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: @unchecked Sendable {
    typealias Snapshot = DiffableSnapshot<SectionID, ItemID>

    let model: DiffableDataSource<SectionID, ItemID>
    /// The recorder in force when the data source was made: failures of work that runs later on
    /// another queue go to it while it records.
    let recorder: Recorder?

    init(wording: ViewWording) {
        let handler = Guarded<(@Sendable (CommitEvent<SectionID, ItemID>) -> Void)?>(nil)
        let recorder = Recorder.current
        model = DiffableDataSource(
            mainQueue: MainQueueStandIn(queue: .main), confinementPolicy: .report, wording: wording,
            commitObserver: { event in
                // An accepted apply's warnings arrive with its commit: the view logs them, or, with no
                // view left to take the commit, this does.
                if let handler = handler.value { handler(event) } else { Self.log(event.warnings, bound: recorder) }
            })
        onCommitHandler = handler
        self.recorder = recorder
        let model = model
        recorder?.waitBeforeClosing { if !model.mainQueue.isCurrent { model.waitUntilIdle() } }
    }

    private let onCommitHandler: Guarded<(@Sendable (CommitEvent<SectionID, ItemID>) -> Void)?>

    /// Hands each commit, on the main queue inside it, to the view `view()` returns as one value
    /// (`ViewCommit`), through the view's one entry point; with no view left, logs its warnings.
    func deliverCommits(to view: @escaping @MainActor @Sendable () -> (any SectionedCellView)?) {
        let recorder = recorder
        onCommitHandler.set { event in
            MainActor.assumeIsolated {
                guard let view = view() else { return Self.log(event.warnings, bound: recorder) }
                view.commit(ViewCommit(event, recorder: recorder))
            }
        }
    }

    /// Submits `request`, raising what UIKit raises; `completion` runs on the main queue once the
    /// apply is done (or refused). The warnings a refused or invalid apply raised come back with the
    /// refusal and are logged here; an accepted apply's arrive with its commit.
    func apply(_ completion: (() -> Void)?, _ request: ApplyRequest<SectionID, ItemID>) {
        let done = UncheckedCompletion(completion)
        let receipt = model.submit(request) { _ in done.call() }
        switch receipt.submission {
        case .accepted: return
        case let .refused(violation): raise(violation.description)
        case let .invalid(error):
            raise(error.description)
            model.mainQueue.async("completion of an invalid apply") { done.call() }
        }
        Self.log(receipt.warnings, bound: recorder)
    }

    func raise(_ reason: String) { DiffableFailures.raise(DiffableFailure(reason: reason), bound: recorder) }

    /// Logs `warnings` as UIKit does, each once.
    static func log(_ warnings: [ThreadConfinementWarning], bound recorder: Recorder?) {
        for warning in warnings { DiffableFailures.log(warning.description, bound: recorder) }
    }

    /// The item at `indexPath` of `snapshot`, or nil.
    static func item(at indexPath: IndexPath, in snapshot: Snapshot) -> ItemID? {
        guard indexPath.count == 2, let range = snapshot.globalRange(ofSectionAt: indexPath[0]), indexPath[1] >= 0, indexPath[1] < range.count else { return nil }
        return snapshot.item(atGlobalIndex: range.lowerBound + indexPath[1])
    }

    /// Where `item` is in `snapshot`, or nil.
    static func indexPath(of item: ItemID, in snapshot: Snapshot) -> IndexPath? {
        guard let offset = snapshot.indexOfItem(item) else { return nil }
        let section = snapshot.uncheckedSectionIndex(ofGlobalIndex: offset)
        return IndexPath(item: offset - snapshot.uncheckedGlobalRange(ofSectionAt: section).lowerBound, section: section)
    }
}
#endif
