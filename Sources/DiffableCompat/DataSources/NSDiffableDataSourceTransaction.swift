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

/// UIKit's `NSDiffableDataSourceSectionTransaction`: what a reordering did to one section. Modelled.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after it.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change of the section's items.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, initial: [ItemIdentifierType], final: [ItemIdentifierType]) {
        self.sectionIdentifier = sectionIdentifier
        var before = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        before.append(initial)
        var after = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        after.append(final)
        initialSnapshot = before
        finalSnapshot = after
        difference = final.difference(from: initial)
    }
}

/// The reordering both diffable data sources share: `snapshot` with the item at `source` moved
/// to `destination` (the path it has after the move, as UIKit's `moveItemAt:to:` gives it), or
/// nil when either path is out of range.
enum Reordering {
    static func moving<S, I>(_ snapshot: DiffableSnapshot<S, I>, from source: IndexPath, to destination: IndexPath) -> (I, DiffableSnapshot<S, I>)? {
        guard let item = DataSourceCore.item(at: source, in: snapshot), destination.count == 2,
              destination.section >= 0, destination.section < snapshot.numberOfSections else { return nil }
        var moved = snapshot
        let section = snapshot.sectionIdentifiers[destination.section]
        do throws(SnapshotError) {
            try moved.deleteItems([item])
            let items = try moved.itemIdentifiers(inSection: section)
            guard destination.item >= 0, destination.item <= items.count else { return nil }
            if destination.item < items.count {
                try moved.insertItems([item], beforeItem: items[destination.item])
            } else {
                try moved.appendItems([item], toSection: section)
            }
        } catch {
            return nil
        }
        return (item, moved)
    }
}
#endif
