import DiffableSnapshots
import Diffing

extension DiffableDataSource {
    /// The item shown at `path`, or nil when out of range. Safe from any thread. - Complexity: O(1).
    public func itemIdentifier(for path: ItemPath) -> ItemID? {
        let snapshot = snapshot()
        guard path.section >= 0, path.section < snapshot.numberOfSections else { return nil }
        let range = snapshot.uncheckedGlobalRange(ofSectionAt: path.section)
        guard path.item >= 0, path.item < range.count else { return nil }
        return snapshot.item(atGlobalIndex: range.lowerBound + path.item)
    }

    /// Where `item` is shown, or nil. Safe from any thread. - Complexity: O(1).
    public func indexPath(for item: ItemID) -> ItemPath? {
        let snapshot = snapshot()
        guard let offset = snapshot.indexOfItem(item) else { return nil }
        let section = snapshot.uncheckedSectionIndex(ofGlobalIndex: offset)
        return ItemPath(section: section, item: offset - snapshot.uncheckedGlobalRange(ofSectionAt: section).lowerBound)
    }

    /// The section shown at `index`, or nil (iOS 15). - Complexity: O(1).
    public func sectionIdentifier(for index: Int) -> SectionID? {
        let sections = snapshot().sectionIdentifiers
        return index >= 0 && index < sections.count ? sections[index] : nil
    }

    /// The index of `section`, or nil (iOS 15). - Complexity: O(1).
    public func index(for section: SectionID) -> Int? { snapshot().indexOfSection(section) }

    /// Applies `sectionSnapshot` to `section`: the section shows the section snapshot's visible
    /// items (appended as a new last section if it is not there yet). `snapshot(for:)` returns it once
    /// committed.
    @discardableResult
    public func apply(
        _ sectionSnapshot: SectionSnapshot<ItemID>, to section: SectionID, animatingDifferences: Bool = true,
        completion: Completion? = nil
    ) -> ApplySubmission {
        submit(.sectionSnapshot(sectionSnapshot, to: section), completion: completion).submission
    }

    /// How a section snapshot applied to `section` builds the next snapshot from the one submitted
    /// before it (which may fail with UIKit's text).
    static func building(
        _ sectionSnapshot: SectionSnapshot<ItemID>, into section: SectionID
    ) -> (Snapshot) throws(SnapshotError) -> Snapshot {
        { base throws(SnapshotError) in
            var next = base
            next.removeAllWarnings()
            if next.indexOfSection(section) == nil { try next.appendSections([section]) }
            try next.deleteItems(try next.itemIdentifiers(inSection: section))
            // Items living in other sections move here, as UIKit's shared flat item set makes them.
            try next.appendItems(sectionSnapshot.visibleItems, toSection: section)
            return next
        }
    }

    /// The section snapshot of `section`: the one applied to it while it still shows that snapshot's
    /// visible items, else a flat one of the section's items; nil when the section is not shown.
    public func snapshot(for section: SectionID) -> SectionSnapshot<ItemID>? {
        let (published, applied) = applyQueue.board.withLock { ($0.shown, $0.sectionSnapshots[section]) }
        if let applied { return applied }
        guard let items = try? published.itemIdentifiers(inSection: section) else { return nil }
        var flat = SectionSnapshot<ItemID>()
        try? flat.append(items)
        return flat
    }
}
