// Section mutations, with UIKit's order of checks: repeated identifiers in the call (update init),
// then the destination-in-list rules (`_throwIfInvalid`), then what applying to the state finds.

extension DiffableSnapshot {
    /// Appends empty sections at the end.
    ///
    /// Throws when `identifiers` repeats one (``SnapshotError/identifiersNotUnique(kind:duplicates:)``)
    /// or holds a section already in the snapshot (``SnapshotError/sectionsAlreadyExist(_:)``).
    /// - Complexity: O(m) hashes.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionID]) throws(SnapshotError) {
        defer { _checkInvariants() }
        try _checkEqualToItself(identifiers, kind: .section)
        try _addSections(identifiers, at: numberOfSections)
    }

    /// Inserts empty sections just before `beforeSection`.
    /// - Complexity: O(m) hashes + O(n) without hashing.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionID], beforeSection: SectionID) throws(SnapshotError) {
        defer { _checkInvariants() }
        try _insertSections(identifiers, relativeTo: beforeSection, after: false)
    }

    /// Inserts empty sections just after `afterSection`.
    /// - Complexity: O(m) hashes + O(n) without hashing.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionID], afterSection: SectionID) throws(SnapshotError) {
        defer { _checkInvariants() }
        try _insertSections(identifiers, relativeTo: afterSection, after: true)
    }

    /// Deletes sections and all their items. Sections not in the snapshot are ignored, as in UIKit.
    /// - Complexity: O(m) hashes + O(n) without hashing.
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionID]) throws(SnapshotError) {
        defer { _checkInvariants() }
        try _checkUnique(identifiers, kind: .section)
        let indexes = identifiers.compactMap { _sections.offset(of: $0) }.sorted()
        _removeSections(sortedIndexes: indexes)
        if !indexes.isEmpty { _logSections(identifiers, deleted: true) }
    }

    /// Moves `identifier` (with its items) just before `beforeSection`.
    /// - Complexity: O(k) hashes for the k items of the moved section + O(n) without hashing.
    @inlinable
    public mutating func moveSection(_ identifier: SectionID, beforeSection: SectionID) throws(SnapshotError) {
        defer { _checkInvariants() }
        try _moveSection(identifier, relativeTo: beforeSection, after: false)
    }

    /// Moves `identifier` (with its items) just after `afterSection`.
    /// - Complexity: O(k) hashes for the k items of the moved section + O(n) without hashing.
    @inlinable
    public mutating func moveSection(_ identifier: SectionID, afterSection: SectionID) throws(SnapshotError) {
        defer { _checkInvariants() }
        try _moveSection(identifier, relativeTo: afterSection, after: true)
    }

    /// Marks sections for reload. Throws for the first one not in the snapshot.
    /// - Complexity: O(m) hashes.
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionID]) throws(SnapshotError) {
        defer { _checkInvariants() }
        try _checkUnique(identifiers, kind: .section)
        if let missing = identifiers.first(where: { !_sections.contains($0) }) {
            throw _fail(.reloadOfMissingIdentifier(kind: .section, reconfigure: false, identifier: IdentifierRendering.render(missing)))
        }
        _reloadedSections.add(contentsOf: identifiers)
    }

    // MARK: Implementation

    @inlinable
    internal mutating func _insertSections(_ identifiers: [SectionID], relativeTo destination: SectionID, after: Bool) throws(SnapshotError) {
        try _checkUnique(identifiers, kind: .section)
        if identifiers.contains(destination) {
            let update = _update("INS", destination: destination, identifiers)
            throw _fail(.sectionInsertionDestinationInIdentifiers(destination: IdentifierRendering.render(destination), update: update))
        }
        guard let index = _sections.offset(of: destination) else {
            throw _fail(.invalidParameter(condition: "insertIndex != NSNotFound"))
        }
        try _checkEqualToItself(identifiers, kind: .section)
        try _addSections(identifiers, at: after ? index + 1 : index)
    }

    @inlinable
    internal mutating func _addSections(_ identifiers: [SectionID], at index: Int) throws(SnapshotError) {
        guard let conflicts = _insertSections(identifiers, at: index) else { return _logSections(identifiers, deleted: false) }
        if !conflicts.repeatedInBatch.isEmpty {
            throw _fail(.identifiersNotUnique(kind: .section, duplicates: conflicts.repeatedInBatch.map(IdentifierText.init)))
        }
        throw _fail(.sectionsAlreadyExist(conflicts.alreadyPresent.map(IdentifierText.init)))
    }

    @inlinable
    internal mutating func _moveSection(_ identifier: SectionID, relativeTo destination: SectionID, after: Bool) throws(SnapshotError) {
        if identifier == destination {
            let update = _update("MOV", destination: destination, [identifier])
            throw _fail(.sectionMoveDestinationIsSource(identifier: IdentifierRendering.render(identifier), update: update))
        }
        guard let from = _sections.offset(of: identifier) else {
            throw _fail(.invalidParameter(condition: "fromSection != NSNotFound"))
        }
        guard let to = _sections.offset(of: destination) else {
            throw _fail(.invalidParameter(condition: "toSection != NSNotFound"))
        }
        let newIndex = Self._moveTarget(from: from, to: to, after: after)
        if newIndex == from { return }
        let items = Array(_items.elements[uncheckedGlobalRange(ofSectionAt: from)])
        _removeSections(sortedIndexes: [from])
        _ = _insertSections([identifier], at: newIndex)
        _ = _insertItems(items, section: newIndex, at: _sectionStarts[newIndex])
        _logSections([identifier], deleted: false)
    }

    /// UIKit's move arithmetic (`_UIDiffableDataSourceApplyMoveUpdate`): where the moved element lands,
    /// as an index into the sequence without it.
    @inlinable
    internal static func _moveTarget(from: Int, to: Int, after: Bool) -> Int {
        let offset = from < to ? (after ? 0 : -1) : (from > to && after ? 1 : 0)
        return to + offset
    }
}
