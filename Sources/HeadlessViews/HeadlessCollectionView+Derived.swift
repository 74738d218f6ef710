import DiffableSnapshots
import Diffing

extension HeadlessCollectionView {
    /// `prepare` for an update that lands on `target` by construction: one a differ read from the
    /// edit log of a `target` that descends from `base` (``Differ/readsEditLogs``). It is validated
    /// with UIKit's checks and messages, exactly as `prepare` does, but its per-position bookkeeping
    /// is kept for the touched positions only, and the view's next state is `target`'s sections and
    /// items themselves (shared, not rebuilt), so nothing is done per untouched item.
    ///
    /// An update that does not land on `target` would leave the view showing `target` anyway, not
    /// what the update says: use `prepare` (the oracle) for any other update.
    /// - Complexity: O(c log c + S) for c changes and S sections.
    public static func prepareDerived(
        _ update: BatchUpdate, from base: DiffableSnapshot<SectionID, ItemID>, to target: DiffableSnapshot<SectionID, ItemID>,
        style: MessageStyle = MessageStyle()
    ) throws(InconsistencyError) -> PreparedBatch<SectionID, ItemID> {
        let baseCounts = base.itemCounts, targetCounts = target.itemCounts
        let reloads = update.reloadPart
        var batches = 0
        // The same two passes as `passes`: structural (an empty diff still commits one batch), then reloads.
        if update.structuralChangeCount > 0 || reloads.isEmpty {
            _ = try BatchValidator(oldCounts: baseCounts, newCounts: targetCounts, wording: style.wording, generation: style.generation)
                .validate(update.structuralPart, sparse: true)
            batches += 1
        }
        if !reloads.isEmpty {
            _ = try BatchValidator(oldCounts: targetCounts, newCounts: targetCounts, wording: style.wording, generation: style.generation)
                .validate(reloads, sparse: true)
            batches += 1
        }
        let state = ViewState(sections: target.sectionIdentifiers, items: target.itemIdentifiers, counts: targetCounts, batches: batches)
        return PreparedBatch(update: update, target: target, baseSections: base.sectionIdentifiers, baseCounts: baseCounts, state: state)
    }
}
