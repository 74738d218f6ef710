// Item mutations, with UIKit's order of checks (see DiffableSnapshot+Sections.swift).

extension DiffableSnapshot {
    /// Appends items to the end of `section`, or of the last section when `section` is nil.
    ///
    /// Items already in the snapshot are not an error: as UIKit does, they are moved into place and
    /// a ``SnapshotWarning/itemsAlreadyExist(_:)`` is recorded.
    /// - Complexity: O(m) hashes; appending to the last section moves nothing else. Appending to
    ///   another section adds O(n) moves without hashing.
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) throws(SnapshotError) {
        defer { _checkInvariants() }
        // UIKit checks that there is a section at all before it looks a named one up.
        guard numberOfSections > 0 else { throw _fail(.noSections) }
        let index: Int
        if let section {
            guard let found = _sections.offset(of: section) else {
                try _checkUnique(identifiers, kind: .item)
                throw _fail(.invalidParameter(condition: "section != NSNotFound"))
            }
            index = found
        } else {
            index = numberOfSections - 1
        }
        try _checkEqualToItself(identifiers, kind: .item)
        try _addItems(identifiers) { snapshot in (index, snapshot._sectionStarts[index + 1]) }
    }

    /// Inserts items just before `beforeItem`, in its section.
    /// - Complexity: O(m) hashes (one each) + O(n) moves without hashing.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem: ItemID) throws(SnapshotError) {
        defer { _checkInvariants() }
        try _insertItems(identifiers, relativeTo: beforeItem, after: false)
    }

    /// Inserts items just after `afterItem`, in its section.
    /// - Complexity: O(m) hashes + O(n) moves without hashing.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemID], afterItem: ItemID) throws(SnapshotError) {
        defer { _checkInvariants() }
        try _insertItems(identifiers, relativeTo: afterItem, after: true)
    }

    /// Deletes items. Items not in the snapshot are ignored, as in UIKit.
    /// - Complexity: O(m) hashes (one each) + O(n) moves without hashing.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        defer { _checkInvariants() }
        let m = identifiers.count
        if m == 0 { return }
        // A few: one lookup each, without the batch's arrays (what a one-item delete allocates is
        // pinned by Benchmarks/Thresholds).
        if m <= 16 {
            try _checkUnique(identifiers, kind: .item)
            var offsets = identifiers.compactMap { _items.offset(of: $0) }
            offsets.sort()
            _removeItems(sortedOffsets: offsets)
            if !offsets.isEmpty { _logItems(identifiers) }
            return
        }
        // Many: each identifier is hashed once: its lookup (batched, so the cache misses of a large
        // snapshot overlap) yields its offset, and its fragment finds its bucket again on removal.
        // Repeats among the present ones share an offset; only the absent ones need a set.
        var fragments = [UInt32](repeating: 0, count: m)
        var found = [Int32](repeating: -1, count: m)
        var completed = false
        while !completed {
            identifiers.withUnsafeBufferPointer { identifiers in
                fragments.withUnsafeMutableBufferPointer { _items.hashFragments(of: identifiers, into: $0) }
                fragments.withUnsafeBufferPointer { fragments in
                    found.withUnsafeMutableBufferPointer {
                        completed = _items.offsets(of: identifiers, fragments: fragments, standard: _items.usesStandardHash, into: $0)
                    }
                }
            }
            // The lookups found the fast hash attacked: the index rehashes with the keyed one.
            if !completed { _items.rehashWithStandardHash() }
        }
        // offset << 32 | fragment: sorting orders by offset and carries each fragment along.
        var doomed: [UInt64] = []
        doomed.reserveCapacity(m)
        var absent: [ItemID] = []
        for i in 0 ..< m {
            if found[i] >= 0 { doomed.append(UInt64(found[i]) << 32 | UInt64(fragments[i])) } else { absent.append(identifiers[i]) }
        }
        RadixSort.sortByHighHalf(&doomed)
        var repeated = absent.count > 1 && !IdentifierChecks.repeated(in: absent).isEmpty
        if !repeated { for i in doomed.indices.dropFirst() where doomed[i] >> 32 == doomed[i - 1] >> 32 { repeated = true; break } }
        // UIKit's check and text, with the repeats in its order (an identifier whose `Hashable` is
        // broken may share an offset without repeating: then the offset is removed once).
        if repeated { try _checkUnique(identifiers, kind: .item) }
        var offsets: [Int] = [], offsetFragments: [UInt32] = []
        offsets.reserveCapacity(doomed.count)
        offsetFragments.reserveCapacity(doomed.count)
        for key in doomed where offsets.last != Int(key >> 32) {
            offsets.append(Int(key >> 32))
            offsetFragments.append(UInt32(truncatingIfNeeded: key))
        }
        _removeItems(sortedOffsets: offsets, fragments: offsetFragments)
        if !offsets.isEmpty { _logItems(identifiers) }
    }

    /// Deletes every item and every section (UIKit's `deleteAllItems` empties the snapshot).
    /// Reload and reconfigure marks stay, as UIKit keeps its pending updates.
    /// - Complexity: O(1) plus releasing storage.
    @inlinable
    public mutating func deleteAllItems() {
        defer { _checkInvariants() }
        _items.removeAll()
        _itemSections = []
        _sections.removeAll()
        _sectionStarts = [0]
        _forgetOrigin()  // not worth logging: every identifier would be
    }

    /// Moves `identifier` just before `beforeItem`, into that item's section.
    /// - Complexity: 2 hashes + O(n) moves without hashing.
    @inlinable
    public mutating func moveItem(_ identifier: ItemID, beforeItem: ItemID) throws(SnapshotError) {
        defer { _checkInvariants() }
        try _moveItem(identifier, relativeTo: beforeItem, after: false)
    }

    /// Moves `identifier` just after `afterItem`, into that item's section.
    /// - Complexity: 2 hashes + O(n) moves without hashing.
    @inlinable
    public mutating func moveItem(_ identifier: ItemID, afterItem: ItemID) throws(SnapshotError) {
        defer { _checkInvariants() }
        try _moveItem(identifier, relativeTo: afterItem, after: true)
    }

    /// Marks items for reload. Throws for the first one not in the snapshot.
    /// - Complexity: O(m) hashes.
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        defer { _checkInvariants() }
        try _markItems(identifiers, reconfigure: false)
    }

    /// Marks items for reconfigure (the cell is kept and updated in place). Throws for the first one
    /// not in the snapshot.
    /// - Complexity: O(m) hashes.
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        defer { _checkInvariants() }
        try _markItems(identifiers, reconfigure: true)
    }

    // MARK: Implementation

    @inlinable
    internal mutating func _insertItems(_ identifiers: [ItemID], relativeTo destination: ItemID, after: Bool) throws(SnapshotError) {
        // The insertion finds repeats in the batch itself, so the uniqueness check (a set of every
        // identifier: half the cost of inserting many) runs first only when another check is
        // about to fail, as UIKit reports repeats before anything else. The insertion then names
        // the repeats in the same order (first repeat first) and changes nothing.
        let otherCheckFails = identifiers.contains(destination) || !_items.contains(destination)
            || IdentifierChecks.firstNotEqualToItself(in: identifiers) != nil
        if otherCheckFails { try _checkUnique(identifiers, kind: .item) }
        if identifiers.contains(destination) {
            let update = _update("INS", destination: destination, identifiers)
            throw _fail(.itemInsertionDestinationInIdentifiers(destination: IdentifierRendering.render(destination), update: update))
        }
        guard _items.contains(destination) else { throw _fail(.invalidParameter(condition: "section != NSNotFound")) }
        try _checkEqualToItself(identifiers, kind: .item)
        try _addItems(identifiers) { snapshot in
            // Recomputed after any existing items were taken out.
            let offset = snapshot._items.offset(of: destination)!
            return (Int(snapshot._itemSections[offset]), after ? offset + 1 : offset)
        }
    }

    /// Inserts `identifiers` where `position` says (section index, flat offset). Repeated identifiers
    /// throw; identifiers already present are taken out first and a warning is recorded.
    @inlinable
    internal mutating func _addItems(_ identifiers: [ItemID], position: (Self) -> (section: Int, offset: Int)) throws(SnapshotError) {
        let (section, offset) = position(self)
        guard let conflicts = _insertItems(identifiers, section: section, at: offset) else { return _logItems(identifiers) }
        if !conflicts.repeatedInBatch.isEmpty {
            throw _fail(.identifiersNotUnique(kind: .item, duplicates: conflicts.repeatedInBatch.map(IdentifierText.init)))
        }
        _warnings.append(.itemsAlreadyExist(conflicts.alreadyPresent.map(IdentifierText.init)))
        _removeItems(sortedOffsets: conflicts.presentOffsets.sorted())
        let (newSection, newOffset) = position(self)
        let retried = _insertItems(identifiers, section: newSection, at: newOffset)
        precondition(retried == nil, "items taken out for a move were still present")
        _logItems(identifiers)
    }

    @inlinable
    internal mutating func _moveItem(_ identifier: ItemID, relativeTo destination: ItemID, after: Bool) throws(SnapshotError) {
        if identifier == destination {
            let update = _update("MOV", destination: destination, [identifier])
            throw _fail(.itemMoveDestinationIsSource(identifier: IdentifierRendering.render(identifier), update: update))
        }
        guard let from = _items.offset(of: identifier) else {
            throw _fail(.invalidParameter(condition: "fromIndex != NSNotFound"))
        }
        guard let to = _items.offset(of: destination) else {
            throw _fail(.invalidParameter(condition: "toIndex != NSNotFound"))
        }
        let newIndex = Self._moveTarget(from: from, to: to, after: after)
        let targetSection = Int(_itemSections[to])
        let sourceSection = Int(_itemSections[from])
        if newIndex == from && targetSection == sourceSection { return }
        // In place: the items between shift by one, their offsets in one pass over the index (a
        // removal and an insertion made two, and moved every item after each twice).
        _items.move(from: from, to: newIndex)
        _itemSections.withUnsafeMutableBufferPointer { IdentifierTable<ItemID>.rotate($0, from: from, to: newIndex) }
        _itemSections[newIndex] = UInt32(targetSection)
        // Only the sections between lose or gain the item.
        if sourceSection < targetSection {
            for s in (sourceSection + 1) ... targetSection { _sectionStarts[s] -= 1 }
        } else {
            for s in stride(from: targetSection + 1, through: sourceSection, by: 1) { _sectionStarts[s] += 1 }
        }
        _logItems(CollectionOfOne(identifier))
    }

    @inlinable
    internal mutating func _markItems(_ identifiers: [ItemID], reconfigure: Bool) throws(SnapshotError) {
        try _checkUnique(identifiers, kind: .item)
        if let missing = identifiers.first(where: { !_items.contains($0) }) {
            throw _fail(.reloadOfMissingIdentifier(kind: .item, reconfigure: reconfigure, identifier: IdentifierRendering.render(missing)))
        }
        if reconfigure { _reconfiguredItems.add(contentsOf: identifiers) } else { _reloadedItems.add(contentsOf: identifiers) }
    }
}
