#if !canImport(UIKit)
import DiffableSnapshots
import Foundation

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
#endif
