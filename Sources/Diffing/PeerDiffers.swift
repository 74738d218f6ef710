import DiffableSnapshots
import OrderedCollections

/// The standard library's `difference(from:)` (Myers, 1986) plus `inferringMoves()`, run over each
/// pair of kept sections and adapted to a `BatchUpdate`: what a user would otherwise reach for.
///
/// - Complexity: O((N + M) · D) time per section pair for D edits; random churn makes D ≈ N, so it
///   is quadratic in practice (about 14 s at 100,000 items with 10/10/10 churn on these machines).
/// - Moves are minimal within a section (Myers keeps a longest common subsequence); cross-section
///   moves are paired by identity.
public struct CollectionDifferenceDiffer: Differ {
    /// Creates the differ.
    public init() {}
    /// `stdlib-myers`.
    public var name: String { "stdlib-myers" }

    /// The update from `old` to `new`.
    public func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>,
        options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        PerSectionAdapter.diff(from: old, to: new, options: options) { oldItems, newItems in
            newItems.difference(from: oldItems).inferringMoves()
        }
    }
}

/// swift-collections' `OrderedSet.difference(from:)` plus `inferringMoves()`, per pair of kept
/// sections, adapted to a `BatchUpdate`.
///
/// - Complexity: O(N + M) per section pair after building two `OrderedSet`s (N + M hashes).
/// - Does not guarantee minimal moves: its linear walk keeps a common subsequence, not a longest one.
public struct OrderedSetDiffer: Differ {
    /// Creates the differ.
    public init() {}
    /// `orderedset`.
    public var name: String { "orderedset" }
    /// No: swift-collections seeds each hash table with its storage's address (unless built with
    /// COLLECTIONS_DETERMINISTIC_HASHING), so probe lengths, and the count, follow the heap's layout:
    /// two clones of one commit counted 1.6-6.1% apart. Its cases stay with the time check.
    public var instructionCountsRepeat: Bool { false }

    /// The update from `old` to `new`.
    public func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>,
        options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        PerSectionAdapter.diff(from: old, to: new, options: options) { oldItems, newItems in
            OrderedSet(newItems).difference(from: OrderedSet(oldItems)).inferringMoves()
        }
    }
}

/// Turns per-section `CollectionDifference`s into one two-level `BatchUpdate`: associated
/// removal/insertion pairs become in-section moves; the unassociated ones are resolved by identity
/// into deletes, inserts and cross-section moves, with UIKit's rules for deleted and inserted sections.
enum PerSectionAdapter {
    static func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>,
        options: DiffOptions<ItemID>,
        difference: (ArraySlice<ItemID>, ArraySlice<ItemID>) -> CollectionDifference<ItemID>
    ) -> BatchUpdate {
        var update = BatchUpdate()
        let sections = SectionMatching(old: old, new: new)
        sections.apply(to: &update)
        let oldItems = old.itemIdentifiers, newItems = new.itemIdentifiers

        for newSection in 0 ..< new.numberOfSections {
            let newRange = new.uncheckedGlobalRange(ofSectionAt: newSection)
            let oldSection = sections.newToOld[newSection]
            guard oldSection >= 0 else {
                // An inserted section brings its items; those that were in a kept section leave it.
                for offset in newRange {
                    if let oldOffset = old.indexOfItem(newItems[offset]), sections.oldKept[old.uncheckedSectionIndex(ofGlobalIndex: oldOffset)] {
                        update.itemDeletes.append(old.path(ofGlobalIndex: oldOffset))
                    }
                }
                continue
            }
            let oldRange = old.uncheckedGlobalRange(ofSectionAt: oldSection)
            for change in difference(oldItems[oldRange], newItems[newRange]) {
                switch change {
                case let .remove(offset, item, associatedWith):
                    if associatedWith != nil { continue }  // reported with its insertion
                    // Gone, or moved to another section (reported from its insertion side), or into an
                    // inserted section (reported with that section above).
                    if new.indexOfItem(item) == nil {
                        update.itemDeletes.append(ItemPath(section: oldSection, item: offset))
                    }
                case let .insert(offset, item, associatedWith):
                    let to = ItemPath(section: newSection, item: offset)
                    if let from = associatedWith {
                        update.itemMoves.append(ItemMove(from: ItemPath(section: oldSection, item: from), to: to))
                    } else if let oldOffset = old.indexOfItem(item), sections.oldKept[old.uncheckedSectionIndex(ofGlobalIndex: oldOffset)] {
                        update.itemMoves.append(ItemMove(from: old.path(ofGlobalIndex: oldOffset), to: to))
                    } else {
                        update.itemInserts.append(to)
                    }
                }
            }
        }
        ReloadPass.apply(to: &update, old: old, new: new, options: options) { offset in old.indexOfItem(newItems[offset]) ?? -1 }
        return update
    }
}
