// Argument checks shared by the mutations, the broken-Hashable detections, and the invariants.

extension DiffableSnapshot {
    /// UIKit's rule 2: one call may not name the same identifier twice.
    /// - Complexity: O(m) hashes.
    @inlinable
    internal func _checkUnique<ID: Hashable>(_ identifiers: [ID], kind: IdentifierKind) throws(SnapshotError) {
        if identifiers.count < 2 { return }
        let repeated = IdentifierChecks.repeated(in: identifiers)
        if !repeated.isEmpty {
            // A closure, not `IdentifierText.init`: that reference would be `@Sendable` (its type is)
            // and capture `ID.Type`, a warning in every package that builds this inlinable body.
            throw _fail(.identifiersNotUnique(kind: kind, duplicates: repeated.map { IdentifierText($0) }))
        }
    }

    /// The cheap broken-`Equatable` check on identifiers entering the snapshot: `x == x` must hold.
    /// - Complexity: O(m) comparisons, no hashing.
    @inlinable
    internal func _checkEqualToItself<ID: Hashable>(_ identifiers: [ID], kind: IdentifierKind) throws(SnapshotError) {
        if let bad = IdentifierChecks.firstNotEqualToItself(in: identifiers) {
            throw _fail(.identifierNotEqualToItself(kind: kind, identifier: IdentifierRendering.render(bad)))
        }
    }

    /// The update UIKit describes in its "Invalid update: destination …" messages. Its `destIsSection`
    /// is 0 for every update these messages are about, section inserts and moves included: UIKit sets
    /// it only when items are added into a section named as the destination, which never fails this way.
    @inlinable
    internal func _update<ID>(_ action: String, destination: ID, _ identifiers: [some Any]) -> UpdateDescription {
        UpdateDescription(
            action: action, destination: IdentifierRendering.render(destination),
            destinationIsSection: false, identifiers: identifiers.map { IdentifierRendering.render($0) })
    }

    /// Runs UIKit's identifier validation over every identifier in the snapshot: each must equal
    /// itself and still hash as it did when added (O(n)); with `exhaustive`, also no two distinct
    /// stored identifiers may compare equal (UIKit's pairwise O(n²) pass — keep it to small snapshots).
    ///
    /// The mutations already refuse identifiers that are not equal to themselves; a hash that changes
    /// after insertion, or `==` that disagrees with `hash`, can only be seen by looking again.
    public func validateIdentifiers(exhaustive: Bool = false) throws(SnapshotError) {
        try Self._validate(_sections, kind: .section, exhaustive: exhaustive, fail: _fail)
        try Self._validate(_items, kind: .item, exhaustive: exhaustive, fail: _fail)
    }

    internal static func _validate<ID: Hashable>(
        _ table: IdentifierTable<ID>, kind: IdentifierKind, exhaustive: Bool,
        fail: (SnapshotError) -> SnapshotError
    ) throws(SnapshotError) {
        let elements = table.elements
        for (offset, identifier) in elements.enumerated() {
            if identifier != identifier {
                throw fail(.identifierNotEqualToItself(kind: kind, identifier: IdentifierRendering.render(identifier)))
            }
            switch table.offset(of: identifier) {
            case offset?:
                continue
            case let other?:
                throw fail(.equalIdentifiersWithDifferentHashes(
                    kind: kind, first: IdentifierRendering.render(elements[other]), second: IdentifierRendering.render(identifier)))
            case nil:
                throw fail(.hashValueChanged(kind: kind, identifier: IdentifierRendering.render(identifier)))
            }
        }
        guard exhaustive else { return }
        for i in elements.indices {
            for j in (i + 1) ..< elements.count where elements[i] == elements[j] {
                throw fail(.equalIdentifiersWithDifferentHashes(
                    kind: kind, first: IdentifierRendering.render(elements[i]), second: IdentifierRendering.render(elements[j])))
            }
        }
    }

    #if DIFFBENCH_INTERNAL_CHECKS
    /// Runs `_verifyInvariants()`: every mutator calls this on exit in the checks build (on large
    /// snapshots, as often as `InvariantCheckPolicy` says).
    @usableFromInline @inline(never)
    package func _checkInvariants() { if InvariantCheckPolicy.checksNow(count: numberOfItems) { _verifyInvariants() } }
    #else
    /// Nothing outside the checks build (`-DDIFFBENCH_INTERNAL_CHECKS`), as swift-collections does:
    /// a call site is one line, and an optimized build keeps no trace of it.
    @inlinable @inline(__always)
    package func _checkInvariants() {}
    #endif

    /// Traps unless the storage is consistent: section boundaries, per-item section indexes, and both
    /// indexes (every identifier found at its own offset, one bucket per identifier).
    /// Compiled in every build: tests call it after every mutation. - Complexity: O(n + S) with n hashes.
    package func _verifyInvariants() {
        precondition(_sectionStarts.count == numberOfSections + 1, "one start per section plus the end")
        precondition(_sectionStarts.first == 0 && _sectionStarts.last == numberOfItems, "starts span all items")
        precondition(_itemSections.count == numberOfItems, "one section index per item")
        for s in 0 ..< numberOfSections {
            precondition(_sectionStarts[s] <= _sectionStarts[s + 1], "section starts are ordered")
            for offset in uncheckedGlobalRange(ofSectionAt: s) {
                precondition(Int(_itemSections[offset]) == s, "item \(offset) records section \(_itemSections[offset]), not \(s)")
            }
        }
        _items._verifyInvariants()
        _sections._verifyInvariants()
    }
}

/// Identifier checks that do not need a snapshot.
public enum IdentifierChecks {
    /// Identifiers that occur more than once, each once, in order of their first repeat.
    /// - Complexity: O(m) hashes.
    @inlinable
    public static func repeated<ID: Hashable>(in identifiers: [ID]) -> [ID] {
        var seen = Set<ID>(minimumCapacity: identifiers.count)
        var reported = Set<ID>()
        var repeated: [ID] = []
        for identifier in identifiers where !seen.insert(identifier).inserted {
            if reported.insert(identifier).inserted { repeated.append(identifier) }
        }
        return repeated
    }

    /// The first identifier for which `x == x` is false.
    @inlinable
    public static func firstNotEqualToItself<ID: Equatable>(in identifiers: [ID]) -> ID? {
        for identifier in identifiers where identifier != identifier { return identifier }
        return nil
    }
}

extension IdentifierTable {
    #if DIFFBENCH_INTERNAL_CHECKS
    /// Runs `_verifyInvariants()`: every mutator (insert, remove) calls this on exit in the checks
    /// build (on large tables, as often as `InvariantCheckPolicy` says).
    @usableFromInline @inline(never)
    internal func _checkInvariants() { if InvariantCheckPolicy.checksNow(count: count) { _verifyInvariants() } }
    #else
    /// Nothing outside the checks build (`-DDIFFBENCH_INTERNAL_CHECKS`), as swift-collections does:
    /// a call site is one line, and an optimized build keeps no trace of it.
    @inlinable @inline(__always)
    internal func _checkInvariants() {}
    #endif

    /// Traps unless the index is exact: one bucket per identifier, each recording a distinct valid
    /// offset, and each reachable from its home bucket (no empty bucket between them, which linear
    /// probing needs). Uses the stored fragments, never `hash(into:)`: an identifier whose hash
    /// changed after it was added (the user's bug, which `validateIdentifiers` reports) does not
    /// break the table's own invariant. Compiled in every build: tests call it directly.
    /// - Complexity: O(buckets + probe lengths).
    internal func _verifyInvariants() {
        var seen = [Bool](repeating: false, count: count)
        var occupied = 0
        let mask = bucketMask
        precondition(buckets.count == mask + 1 && buckets.count & mask == 0, "the bucket count is a power of two")
        for (index, word) in buckets.enumerated() where word != 0 {
            occupied += 1
            let offset = Self.offset(of: word)
            precondition(offset >= 0 && offset < count, "bucket records offset \(offset) of \(count)")
            precondition(!seen[offset], "two buckets record offset \(offset)")
            seen[offset] = true
            var probe = Int(Self.fragment(of: word)) & mask
            while probe != index {
                precondition(buckets[probe] != 0, "bucket \(index) is not reachable from its home \(probe)")
                probe = (probe &+ 1) & mask
            }
        }
        precondition(occupied == count, "\(occupied) buckets for \(count) identifiers")
        precondition(count * 4 <= buckets.count * 3, "index over 3/4 full")
    }
}
