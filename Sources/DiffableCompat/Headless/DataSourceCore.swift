#if !canImport(UIKit)
import ApplyPipeline
import DiffableSnapshots
import Diffing
import Dispatch
import Foundation
import HeadlessViews
import DiffBenchSupport

/// What both UIKit-named data sources share: diffbench's `DiffableDataSource` whose main-queue
/// stand-in is `DispatchQueue.main` itself, UIKit's failure semantics on its outcomes, and the cell
/// requests of each commit.
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
                // An accepted apply's warnings arrive with its commit, once each.
                Self.log(event.warnings, bound: recorder)
                handler.value?(event)
            })
        onCommitHandler = handler
        self.recorder = recorder
        let model = model
        recorder?.waitBeforeClosing { if !model.mainQueue.isCurrent { model.waitUntilIdle() } }
    }

    private let onCommitHandler: Guarded<(@Sendable (CommitEvent<SectionID, ItemID>) -> Void)?>

    /// What runs on the main queue inside each commit (the cell requests).
    func observeCommits(_ body: @escaping @Sendable (CommitEvent<SectionID, ItemID>) -> Void) { onCommitHandler.set(body) }

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
            DispatchQueue.main.async { done.call() }
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

    /// Where what `old` showed at a path is in `new`, by identity (nil: deleted).
    static func pathMap(from old: Snapshot, to new: Snapshot) -> (IndexPath) -> IndexPath? {
        { path in item(at: path, in: old).flatMap { indexPath(of: $0, in: new) } }
    }

    /// Where `old`'s section at an index is in `new`, by identity (nil: deleted).
    static func sectionMap(from old: Snapshot, to new: Snapshot) -> (Int) -> Int? {
        let oldSections = old.sectionIdentifiers
        return { index in index >= 0 && index < oldSections.count ? new.indexOfSection(oldSections[index]) : nil }
    }

    /// The sections whose headers and footers UIKit asks for after `event`: every section after a
    /// reload, else the inserted and reloaded ones (the others keep theirs).
    static func sectionsToAsk(after event: CommitEvent<SectionID, ItemID>, old: Snapshot) -> [Int] {
        let all = Array(0 ..< event.snapshot.numberOfSections)
        guard let update = event.update else { return all }
        let oldSections = old.sectionIdentifiers
        // Reloads name sections by their index before the update, as UIKit's.
        let reloaded = Set(update.sectionReloads.compactMap { $0 >= 0 && $0 < oldSections.count ? oldSections[$0] : nil })
        let sections = event.snapshot.sectionIdentifiers
        return all.filter { reloaded.contains(sections[$0]) || old.indexOfSection(sections[$0]) == nil }
    }

    /// The index paths UIKit asks cells for after `event`.
    static func cellPaths(after event: CommitEvent<SectionID, ItemID>) -> [IndexPath] {
        let counts = event.snapshot.itemCounts
        guard let update = event.update else {
            return counts.enumerated().flatMap { section, count in (0 ..< count).map { IndexPath(indexes: [section, $0]) } }
        }
        return CellRequests.paths(after: update, counts: counts).map(\.indexPath)
    }
}
#endif
