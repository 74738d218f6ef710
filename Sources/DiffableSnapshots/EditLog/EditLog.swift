import Synchronization

/// What a snapshot taken from a data source remembers of where it came from: the token of the
/// state it started as (its origin) and the identifiers its structural edits touched since then.
///
/// The log records identifiers, not positions: an apply looks each touched identifier up in the
/// snapshot shown and in the one applied (one hash each), so positions never need replaying and an
/// edit costs the log an append. Identifiers no edit touched keep their section and their order
/// relative to each other (inserts and deletes do not reorder the rest, a move moves one item, a
/// section move carries its items), which is what lets an apply derive the whole update from the
/// touched ones alone.
///
/// Bounded: once the log would hold more than ``bound(forItems:)`` identifiers it is dropped (the
/// snapshot forgets its origin and the next apply diffs in full), and so it is after
/// `deleteAllItems`, an edit not worth logging.
@usableFromInline
internal struct EditLog<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The token of the state the edits start from.
    @usableFromInline internal let origin: UInt64
    /// Items inserted, deleted or moved, in edit order; repeats allowed.
    @usableFromInline internal var items: [ItemID] = []
    /// Sections inserted or moved, in edit order; repeats allowed.
    @usableFromInline internal var sections: [SectionID] = []
    /// Sections deleted (with their items) at some point, in edit order; repeats allowed.
    @usableFromInline internal var deletedSections: [SectionID] = []

    @inlinable
    internal init(origin: UInt64) { self.origin = origin }

    /// Identifiers logged.
    @inlinable
    internal var count: Int { items.count + sections.count + deletedSections.count }

    /// The most identifiers a log keeps for a snapshot of `items` items: past half the items a full
    /// diff costs about as much as the log's lookups, and the log would rival the snapshot in size.
    @inlinable
    internal static func bound(forItems items: Int) -> Int { Swift.max(minimumBound, items / 2) }

    @usableFromInline
    internal static var minimumBound: Int { 1_024 }
}

/// Tokens of the states a data source hands out: unique within the process.
private let lineageTokens = Atomic<UInt64>(0)

extension DiffableSnapshot {
    /// The most identifiers an edit log keeps, whatever the snapshot's size (past half the items, the
    /// bound is half the items): past it the snapshot forgets its origin and is diffed in full.
    public static var editLogMinimumBound: Int { EditLog<SectionID, ItemID>.minimumBound }

    /// This snapshot as the start of a new lineage: a fresh origin token and an empty edit log.
    /// Sections, items, marks and warnings are kept. What a data source does to each snapshot it
    /// accepts, so that snapshots taken from it (or copied from those) can be applied incrementally.
    /// - Complexity: O(1); the identifiers stay shared.
    package func startingLineage() -> DiffableSnapshot {
        var stamped = self
        let token = lineageTokens.add(1, ordering: .relaxed).newValue
        stamped._log = EditLog(origin: token)
        return stamped
    }

    /// Whether this snapshot is `base` plus edits it logged: `base` starts a lineage (see
    /// `startingLineage`) with nothing logged, and this snapshot has the same origin and has not
    /// forgotten its edits. When true an apply from `base` can read the edits instead of diffing.
    /// - Complexity: O(1).
    public func descends(from base: DiffableSnapshot) -> Bool {
        guard let log = _log, let baseLog = base._log else { return false }
        return log.origin == baseLog.origin && baseLog.count == 0
    }

    /// How many identifiers the edit log holds, or nil when the snapshot has no origin (built from
    /// scratch, or it forgot past the bound or after `deleteAllItems`). - Complexity: O(1).
    public var loggedEditCount: Int? { _log?.count }

    /// The identifiers touched since `base`, when this snapshot ``descends(from:)`` it: items
    /// inserted, deleted or moved; sections inserted or moved; sections deleted. Repeats allowed.
    package func edits(since base: DiffableSnapshot) -> (items: [ItemID], sections: [SectionID], deletedSections: [SectionID])? {
        guard descends(from: base), let log = _log else { return nil }
        return (log.items, log.sections, log.deletedSections)
    }

    // MARK: Recording (called by the mutators after they succeed)

    /// Logs items touched, or forgets the origin past the bound. - Complexity: O(m) copies, no hashing.
    @inlinable
    internal mutating func _logItems<C: Collection>(_ identifiers: C) where C.Element == ItemID {
        guard let log = _log else { return }
        if log.count + identifiers.count > EditLog<SectionID, ItemID>.bound(forItems: numberOfItems) { _log = nil; return }
        _log!.items.append(contentsOf: identifiers)
    }

    /// Logs sections inserted or moved (`deleted`: deleted), or forgets past the bound.
    @inlinable
    internal mutating func _logSections(_ identifiers: [SectionID], deleted: Bool) {
        guard let log = _log else { return }
        if log.count + identifiers.count > EditLog<SectionID, ItemID>.bound(forItems: numberOfItems) { _log = nil; return }
        if deleted { _log!.deletedSections.append(contentsOf: identifiers) } else { _log!.sections.append(contentsOf: identifiers) }
    }

    /// Drops the log: the next apply of this snapshot diffs in full.
    @inlinable
    internal mutating func _forgetOrigin() { _log = nil }
}

extension DiffableSnapshot {
    /// The same snapshot without its origin and edit log: applying it diffs in full. What the
    /// fuzzers compare the incremental path with. - Complexity: O(1).
    package func withoutEditLog() -> DiffableSnapshot {
        var copy = self
        copy._log = nil
        return copy
    }
}
