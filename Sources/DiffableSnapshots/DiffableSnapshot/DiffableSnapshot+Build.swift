// Building a snapshot from identifier arrays in one call.

extension DiffableSnapshot {
    /// Appends `sections`, each with its items, in one call: the same as `appendSections` of their
    /// identifiers followed by `appendItems(items, toSection:)` for each, warnings and errors
    /// included, except that a failed call changes nothing. What building a snapshot from identifier
    /// arrays wants: the index grows once for all the items instead of once per section, and with a
    /// `splitter` of two or more threads a large batch is hashed and placed on all of them.
    ///
    /// ```swift
    /// var snapshot = DiffableSnapshot<String, String>()
    /// try snapshot.appendSections([("inbox", inboxIDs), ("archive", archiveIDs)])
    /// ```
    /// - Complexity: O(S + m) hashes for S sections and m items; with a splitter of w threads and
    ///   m ≥ 32,768, about 1/w of that per thread. O(n) more when the snapshot was not empty (a
    ///   copy, so that a failure changes nothing).
    @inlinable
    public mutating func appendSections(
        _ sections: [(SectionID, [ItemID])], splittingAcross splitter: (any WorkSplitter)? = nil
    ) throws(SnapshotError) {
        defer { _checkInvariants() }
        var built = self
        try built.appendSections(sections.map(\.0))
        let lists = sections.map(\.1)
        let total = lists.reduce(0) { $0 + $1.count }
        if let splitter, splitter.width > 1, total >= IdentifierTable<ItemID>.minimumToSplit,
           built._appendSplit(lists, firstSection: built.numberOfSections - sections.count, across: splitter) {
            self = built
            return
        }
        // One thread, a small batch, or an identifier repeated or already present: one section at a
        // time, as UIKit's calls would, into storage grown once.
        built._items.reserveCapacity(built.numberOfItems + total)
        built._itemSections.reserveCapacity(built.numberOfItems + total)
        for (section, items) in sections { try built.appendItems(items, toSection: section) }
        self = built
    }

    /// Appends `lists` as the items of the sections from `firstSection` on (the last ones, empty),
    /// split across `splitter`, or returns false having changed nothing when an identifier is not
    /// equal to itself, repeated, already present, or the index found its hash attacked.
    @inlinable
    internal mutating func _appendSplit(_ lists: [[ItemID]], firstSection: Int, across splitter: any WorkSplitter) -> Bool {
        guard !lists.contains(where: { IdentifierChecks.firstNotEqualToItself(in: $0) != nil }),
              _items.appendSplit(lists, across: splitter) else { return false }
        var start = _sectionStarts[firstSection]
        // Each section's run of indexes filled as one block (a vectorized fill), not appended an
        // element at a time: 3.5 M instructions on the calling thread for 1M items in 100 sections.
        let total = lists.reduce(0) { $0 + $1.count }
        let sectionsOfItems = [UInt32](unsafeUninitializedCapacity: total) { buffer, initialized in
            var at = 0
            for (k, list) in lists.enumerated() {
                (buffer.baseAddress! + at).initialize(repeating: UInt32(firstSection + k), count: list.count)
                at += list.count
            }
            initialized = total
        }
        if _itemSections.isEmpty { _itemSections = sectionsOfItems } else { _itemSections += sectionsOfItems }
        for (k, list) in lists.enumerated() {
            start += list.count
            _sectionStarts[firstSection + k + 1] = start
        }
        _logItems(lists.joined())
        return true
    }
}
