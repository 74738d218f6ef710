#if !canImport(UIKit)
import ApplyPipeline
import DiffableSnapshots
import Diffing
import Foundation

/// One committed apply as its view takes it: one value through the view's one entry point
/// (`commit(_:)`), as DifferenceKit hands a changeset to the view's own batch update. It says what
/// changed, the counts after it, the cells to ask for, how what the view keeps moves by identity,
/// the sections whose supplementary views to ask for, and the warnings the apply raised. Built on
/// the main queue inside the commit from the pipeline's `CommitEvent`; the view changes what it
/// shows from it and asks its data source for the cells, as UIKit's view does.
struct ViewCommit {
    /// What changed.
    enum Change {
        /// A batch update (UIKit's index-path conventions): the view carries what it keeps to the
        /// new paths by identity.
        case update(BatchUpdate)
        /// `applySnapshotUsingReloadData`, or UIKit's fallback for an update the view refused: the
        /// view drops what it keeps, the selection included.
        case reload
    }

    let change: Change
    /// The number of items in each section after the commit.
    let counts: [Int]
    /// The index paths whose cells the view asks its data source for, in order: inserted items
    /// (every item of an inserted or reloaded section), reloaded and reconfigured ones; every item
    /// after a reload.
    let cellPaths: [IndexPath]
    /// Those of `cellPaths` that are reconfigured: a dequeue there answers the cell shown.
    let reconfigured: [IndexPath]
    /// Where what the view showed at an index path before the commit is after it, by identity
    /// (nil: deleted).
    let newPath: (IndexPath) -> IndexPath?
    /// Where a section before the commit is after it, by identity (nil: deleted).
    let newSection: (Int) -> Int?
    /// The sections whose supplementary views a collection view asks for: inserted and reloaded
    /// ones, every section after a reload (the others keep theirs). A table asks every section's
    /// titles after any change.
    let supplementarySections: [Int]
    /// What UIKit logs for the apply (the non-thread-confined warning), each once.
    let warnings: [String]
    /// Where the warnings go when the commit runs outside a recording's task: the recording the
    /// data source was made in.
    let recorder: Recorder?
}

extension ViewCommit {
    /// The view's share of `event`, a data source's commit; its warnings go to `recorder`.
    init<SectionID, ItemID>(_ event: CommitEvent<SectionID, ItemID>, recorder: Recorder?) {
        let old = event.previous, new = event.snapshot
        counts = new.itemCounts
        warnings = event.warnings.map(\.description)
        self.recorder = recorder
        guard let update = event.update else {
            change = .reload
            cellPaths = counts.enumerated().flatMap { section, count in (0 ..< count).map { IndexPath(item: $0, section: section) } }
            reconfigured = []
            newPath = { _ in nil }
            newSection = { _ in nil }
            supplementarySections = Array(counts.indices)
            return
        }
        change = .update(update)
        cellPaths = CellRequests.paths(after: update, counts: counts).map(\.indexPath)
        reconfigured = update.itemReconfigures.map(\.indexPath)
        newPath = { path in DataSourceCore.item(at: path, in: old).flatMap { DataSourceCore.indexPath(of: $0, in: new) } }
        let oldSections = old.sectionIdentifiers
        newSection = { index in index >= 0 && index < oldSections.count ? new.indexOfSection(oldSections[index]) : nil }
        supplementarySections = Self.sectionsToAsk(after: update, from: old, to: new)
    }

    /// The sections UIKit asks headers and footers for after `update`: the inserted and reloaded
    /// ones (the others keep theirs).
    private static func sectionsToAsk<SectionID, ItemID>(
        after update: BatchUpdate, from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>
    ) -> [Int] {
        let oldSections = old.sectionIdentifiers
        // Reloads name sections by their index before the update, as UIKit's.
        let reloaded = Set(update.sectionReloads.compactMap { $0 >= 0 && $0 < oldSections.count ? oldSections[$0] : nil })
        let sections = new.sectionIdentifiers
        return sections.indices.filter { reloaded.contains(sections[$0]) || old.indexOfSection(sections[$0]) == nil }
    }
}
#endif
