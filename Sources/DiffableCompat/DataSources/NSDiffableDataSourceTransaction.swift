#if !canImport(UIKit)
import DiffableSnapshots
import Foundation

/// UIKit's `NSDiffableDataSourceTransaction`: what a user's reordering did to a diffable data
/// source, passed to `reorderingHandlers.willReorder` and `didReorder`. Modelled.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The data source's snapshot before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data source's snapshot after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change of all item identifiers, in order: `initialSnapshot.itemIdentifiers` with it
    /// applied is `finalSnapshot.itemIdentifiers` (Apple's documented use for a backing store).
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section the reordering touched (the source and destination sections),
    /// in the final snapshot's section order.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(initial: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>, final: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        initialSnapshot = NSDiffableDataSourceSnapshot(initial)
        finalSnapshot = NSDiffableDataSourceSnapshot(final)
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = (try? initial.itemIdentifiers(inSection: section)) ?? []
            let after = (try? final.itemIdentifiers(inSection: section)) ?? []
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initial: before, final: after)
        }
    }
}
#endif
