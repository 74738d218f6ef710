// Section-snapshot mutations, in UIKit's order of checks (SECT-18.2): an empty item list is a no-op
// whatever the destination; then the destination; then the duplicate rule.

extension SectionSnapshot {
    /// Appends `items` as roots, or as the last children of `parent`.
    /// - Complexity: O(m) hashes; O(n) without hashing when not appending at the end.
    public mutating func append(_ items: [ItemID], to parent: ItemID? = nil) throws(SectionSnapshotError) {
        defer { _checkInvariants() }
        if items.isEmpty { return }
        guard let parent else { return try _add(items, levels: items.map { _ in 0 }, expanded: nil, at: _items.count) }
        guard let offset = _items.offset(of: parent) else { throw _fail(.parentNotFound(IdentifierRendering.render(parent))) }
        let level = _levels[offset] + 1
        try _add(items, levels: items.map { _ in level }, expanded: nil, at: _subtreeEnd(of: offset))
    }

    /// Inserts `items` just before `destination`, at its level.
    /// - Complexity: O(m) hashes + O(n) without hashing.
    public mutating func insert(_ items: [ItemID], before destination: ItemID) throws(SectionSnapshotError) {
        defer { _checkInvariants() }
        if items.isEmpty { return }
        guard let offset = _items.offset(of: destination) else {
            throw _fail(.insertBeforeDestinationNotFound(IdentifierRendering.render(destination)))
        }
        let level = _levels[offset]
        try _add(items, levels: items.map { _ in level }, expanded: nil, at: offset)
    }

    /// Inserts `items` after `destination` and its descendants, at its level.
    /// - Complexity: O(m) hashes + O(n) without hashing.
    public mutating func insert(_ items: [ItemID], after destination: ItemID) throws(SectionSnapshotError) {
        defer { _checkInvariants() }
        if items.isEmpty { return }
        guard let offset = _items.offset(of: destination) else {
            throw _fail(.insertAfterDestinationNotFound(IdentifierRendering.render(destination)))
        }
        let level = _levels[offset]
        try _add(items, levels: items.map { _ in level }, expanded: nil, at: _subtreeEnd(of: offset))
    }

    /// Inserts a whole tree just before `destination`, its roots at the destination's level.
    /// - Complexity: O(m) hashes + O(n) without hashing, for m items in `snapshot`.
    public mutating func insert(_ snapshot: SectionSnapshot, before destination: ItemID) throws(SectionSnapshotError) {
        defer { _checkInvariants() }
        if snapshot._items.count == 0 { return }
        guard let offset = _items.offset(of: destination) else {
            throw _fail(.insertBeforeDestinationNotFound(IdentifierRendering.render(destination)))
        }
        let base = _levels[offset]
        try _add(snapshot.items, levels: snapshot._levels.map { $0 + base }, expanded: snapshot._expanded, at: offset)
    }

    /// Inserts a whole tree after `destination` and its descendants, its roots at the destination's
    /// level. Returns what UIKit's `insertSnapshot:afterItem:` returns (as the port validated against
    /// UIKit observed): when the destination has children, the item that followed its subtree; when it
    /// has none, the destination itself if another item follows it; nil when nothing follows (or
    /// `snapshot` is empty).
    /// - Complexity: O(m) hashes + O(n) without hashing, for m items in `snapshot`.
    @discardableResult
    public mutating func insert(_ snapshot: SectionSnapshot, after destination: ItemID) throws(SectionSnapshotError) -> ItemID? {
        defer { _checkInvariants() }
        if snapshot._items.count == 0 { return nil }
        guard let offset = _items.offset(of: destination) else {
            throw _fail(.insertAfterDestinationNotFound(IdentifierRendering.render(destination)))
        }
        let end = _subtreeEnd(of: offset)
        let following: ItemID? = end == _items.count ? nil : (end == offset + 1 ? destination : _items.elements[end])
        let base = _levels[offset]
        try _add(snapshot.items, levels: snapshot._levels.map { $0 + base }, expanded: snapshot._expanded, at: end)
        return following
    }

    /// Deletes `items` and all their descendants. Every item must be present (checked before anything
    /// is deleted); naming one twice, or naming an item and its ancestor, is fine.
    /// - Complexity: O(m) hashes + O(n) without hashing.
    public mutating func delete(_ items: [ItemID]) throws(SectionSnapshotError) {
        defer { _checkInvariants() }
        var offsets: [Int] = []
        for item in items {
            guard let offset = _items.offset(of: item) else { throw _fail(.itemNotFound(IdentifierRendering.render(item))) }
            offsets.append(offset)
        }
        var doomed = [Bool](repeating: false, count: _items.count)
        for offset in offsets where !doomed[offset] {
            for descendant in offset ..< _subtreeEnd(of: offset) { doomed[descendant] = true }
        }
        _remove(sortedOffsets: doomed.indices.filter { doomed[$0] })
    }

    /// Deletes every item and forgets all expanded state.
    /// - Complexity: O(n) to release the storage.
    public mutating func deleteAll() {
        defer { _checkInvariants() }
        _items.removeAll()
        _levels = []
        _expanded = []
    }

    /// Marks items expanded. Items not present are ignored, as in UIKit. - Complexity: O(m) hashes.
    public mutating func expand(_ items: [ItemID]) {
        defer { _checkInvariants() }
        _setExpanded(items, true)
    }

    /// Marks items collapsed. Items not present are ignored, as in UIKit. - Complexity: O(m) hashes.
    public mutating func collapse(_ items: [ItemID]) {
        defer { _checkInvariants() }
        _setExpanded(items, false)
    }

    /// Replaces the descendants of `parent` with the tree in `snapshot` (its roots become children).
    ///
    /// UIKit does not check uniqueness here and can build a corrupt tree when `snapshot` holds items
    /// already present outside `parent`'s subtree; that outcome is undefined, so this model refuses it
    /// with the section snapshot's duplicate error instead and changes nothing.
    /// - Complexity: O(n + m).
    public mutating func replace(childrenOf parent: ItemID, using snapshot: SectionSnapshot) throws(SectionSnapshotError) {
        defer { _checkInvariants() }
        guard let offset = _items.offset(of: parent) else { throw _fail(.parentNotFound(IdentifierRendering.render(parent))) }
        let children = (offset + 1) ..< _subtreeEnd(of: offset)
        let clashing = snapshot.items.filter { item in
            guard let existing = _items.offset(of: item) else { return false }
            return !children.contains(existing)
        }
        if !clashing.isEmpty { throw _fail(.duplicateItems(clashing.map(IdentifierText.init))) }
        _remove(sortedOffsets: Array(children))
        let base = _levels[offset] + 1
        _insertUnchecked(snapshot.items, levels: snapshot._levels.map { $0 + base }, expanded: snapshot._expanded, at: offset + 1)
    }

    // MARK: Implementation

    internal mutating func _setExpanded(_ items: [ItemID], _ expanded: Bool) {
        if items.isEmpty { return }
        if expanded { expandedItemsUpdates.append(contentsOf: items) } else { collapsedItemsUpdates.append(contentsOf: items) }
        for item in items { if let offset = _items.offset(of: item) { _expanded[offset] = expanded } }
    }

    /// Inserts items at `offset` with the given levels (and expanded flags, collapsed when nil), or
    /// throws the duplicate error and changes nothing.
    internal mutating func _add(_ items: [ItemID], levels: [Int], expanded: [Bool]?, at offset: Int) throws(SectionSnapshotError) {
        if let bad = IdentifierChecks.firstNotEqualToItself(in: items) {
            throw _fail(.identifierNotEqualToItself(IdentifierRendering.render(bad)))
        }
        if _items.insert(contentsOf: items, at: offset) != nil {
            throw _fail(.duplicateItems(_duplicatesInOrderFound(items).map(IdentifierText.init)))
        }
        _levels.insert(contentsOf: levels, at: offset)
        _expanded.insert(contentsOf: expanded ?? Array(repeating: false, count: items.count), at: offset)
    }

    /// The identifiers of `items` that are already present or repeat an earlier one, each once, in
    /// the order UIKit meets them (`append([x, b, x, a])` with b and a present lists b, x, a).
    /// - Complexity: O(m) hashes; only on the failure path.
    internal func _duplicatesInOrderFound(_ items: [ItemID]) -> [ItemID] {
        var seen = Set<ItemID>(minimumCapacity: items.count), reported = Set<ItemID>(), duplicates: [ItemID] = []
        for item in items {
            let repeats = !seen.insert(item).inserted
            if (repeats || _items.contains(item)) && reported.insert(item).inserted { duplicates.append(item) }
        }
        return duplicates
    }

    internal mutating func _insertUnchecked(_ items: [ItemID], levels: [Int], expanded: [Bool], at offset: Int) {
        let conflicts = _items.insert(contentsOf: items, at: offset)
        precondition(conflicts == nil, "replacement items were checked for clashes")
        _levels.insert(contentsOf: levels, at: offset)
        _expanded.insert(contentsOf: expanded, at: offset)
    }

    internal mutating func _remove(sortedOffsets offsets: [Int]) {
        _items.remove(sortedOffsets: offsets)
        _levels.removeSortedOffsets(offsets)
        _expanded.removeSortedOffsets(offsets)
    }

    #if DIFFBENCH_INTERNAL_CHECKS
    /// Runs `_verifyInvariants()`: every mutator calls this on exit in the checks build (on large
    /// section snapshots, as often as `InvariantCheckPolicy` says).
    @usableFromInline @inline(never)
    package func _checkInvariants() { if InvariantCheckPolicy.checksNow(count: _items.count) { _verifyInvariants() } }
    #else
    /// Nothing outside the checks build (`-DDIFFBENCH_INTERNAL_CHECKS`), as swift-collections does:
    /// a call site is one line, and an optimized build keeps no trace of it.
    @inlinable @inline(__always)
    package func _checkInvariants() {}
    #endif

    /// Traps unless the index is exact, the parallel arrays match, and levels form a tree (the first
    /// item is a root; no item is more than one level deeper than the one before it).
    /// Compiled in every build: tests call it after every mutation.
    package func _verifyInvariants() {
        _items._verifyInvariants()
        precondition(_levels.count == _items.count && _expanded.count == _items.count, "parallel arrays match")
        for (offset, level) in _levels.enumerated() {
            precondition(level >= 0, "levels are not negative")
            precondition(level <= (offset == 0 ? 0 : _levels[offset - 1] + 1), "item \(offset) skips a level")
        }
    }
}
