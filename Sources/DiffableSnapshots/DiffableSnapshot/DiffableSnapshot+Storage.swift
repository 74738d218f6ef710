// The four storage primitives every mutation is built from. Each keeps `_items`, `_itemSections`,
// `_sections` and `_sectionStarts` consistent; none validates its arguments (callers have).

extension DiffableSnapshot {
    /// Inserts `batch` into the section at `section` so that it starts at flat offset `offset`, or
    /// changes nothing and returns the conflicts.
    /// - Complexity: O(m) hashes; plus O(n) moves without hashing unless appending at the very end.
    @inlinable
    internal mutating func _insertItems(_ batch: [ItemID], section: Int, at offset: Int) -> InsertionConflicts<ItemID>? {
        if let conflicts = _items.insert(contentsOf: batch, at: offset) { return conflicts }
        let m = batch.count
        if offset == _itemSections.count {
            _itemSections.append(contentsOf: repeatElement(UInt32(section), count: m))
        } else {
            _itemSections.insert(contentsOf: repeatElement(UInt32(section), count: m), at: offset)
        }
        for s in (section + 1) ..< _sectionStarts.count { _sectionStarts[s] += m }
        return nil
    }

    /// Removes the items at `offsets` (ascending, unique); `fragments`, when given, are their hash
    /// fragments (`fragments[i]` for `offsets[i]`), which spares hashing them again.
    /// - Complexity: O(n) moves; O(k) hashes for a few removals unless `fragments` are given, none
    ///   for many.
    @inlinable
    internal mutating func _removeItems(sortedOffsets offsets: [Int], fragments: [UInt32]? = nil) {
        if offsets.isEmpty { return }
        var removedPerSection = [Int](repeating: 0, count: numberOfSections)
        for offset in offsets { removedPerSection[Int(_itemSections[offset])] += 1 }
        var removedBefore = 0
        for s in 0 ..< numberOfSections {
            _sectionStarts[s] -= removedBefore
            removedBefore += removedPerSection[s]
        }
        _sectionStarts[numberOfSections] -= removedBefore
        _items.remove(sortedOffsets: offsets, fragments: fragments)
        _itemSections.removeSortedOffsets(offsets)
    }

    /// Inserts empty sections `batch` at section index `index`, or changes nothing and returns the
    /// conflicts. - Complexity: O(m) hashes + O(S) + O(n) without hashing (item section indexes shift).
    @inlinable
    internal mutating func _insertSections(_ batch: [SectionID], at index: Int) -> InsertionConflicts<SectionID>? {
        if let conflicts = _sections.insert(contentsOf: batch, at: index) { return conflicts }
        let m = batch.count
        let start = _sectionStarts[index]
        _sectionStarts.insert(contentsOf: repeatElement(start, count: m), at: index)
        if start < _itemSections.count {
            let step = UInt32(m)
            _itemSections.withUnsafeMutableBufferPointer { sections in
                for offset in start ..< sections.count { sections[offset] &+= step }
            }
        }
        return nil
    }

    /// Removes the sections at `indexes` (ascending, unique) together with their items.
    /// - Complexity: O(n + S) without hashing for large sections; O(k) hashes for a few items.
    @inlinable
    internal mutating func _removeSections(sortedIndexes indexes: [Int]) {
        if indexes.isEmpty { return }
        var itemOffsets: [Int] = []
        for index in indexes { itemOffsets.append(contentsOf: _sectionStarts[index] ..< _sectionStarts[index + 1]) }
        _removeItems(sortedOffsets: itemOffsets)
        // Every item left belongs to a kept section: renumber sections past each removed one.
        var newIndex = [UInt32](repeating: 0, count: numberOfSections)
        var next = 0
        var kept: UInt32 = 0
        for old in 0 ..< numberOfSections {
            if next < indexes.count && indexes[next] == old { next += 1; continue }
            newIndex[old] = kept
            kept += 1
        }
        if kept != UInt32(numberOfSections) {
            _itemSections.withUnsafeMutableBufferPointer { sections in
                for offset in sections.indices { sections[offset] = newIndex[Int(sections[offset])] }
            }
        }
        _sectionStarts.removeSortedOffsets(indexes)
        _sections.remove(sortedOffsets: indexes)
    }
}

extension Array {
    /// Removes the elements at `offsets` (ascending, unique) in one pass.
    /// - Complexity: O(n - first offset): the kept runs between removed offsets move as blocks
    ///   (a memmove each for plain values), not an element at a time.
    @inlinable
    internal mutating func removeSortedOffsets(_ offsets: [Int]) {
        guard let first = offsets.first else { return }
        // One element (a move's removal): a block move, not a swap per element behind it.
        if offsets.count == 1 { remove(at: first); return }
        var write = first
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for (position, offset) in offsets.enumerated() {
                let runEnd = position + 1 < offsets.count ? offsets[position + 1] : buffer.count
                let run = runEnd - (offset + 1)
                // `update(from:count:)` copies overlapping ranges correctly; the copies left behind
                // the new end are released by `removeLast` below.
                if run > 0 { (base + write).update(from: base + offset + 1, count: run) }
                write += run
            }
        }
        removeLast(count - write)
    }
}
