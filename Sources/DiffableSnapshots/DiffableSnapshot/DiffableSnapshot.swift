/// A headless model of UIKit's `NSDiffableDataSourceSnapshot`: sections and items with UIKit's
/// semantics, queries and exact error texts.
///
/// As in UIKit (shared/reference/uikit-semantics.md §1.1) the items are **one flat ordered set** and
/// the sections are consecutive ranges over it, so `indexOfItem(_:)` is a global index across all
/// sections and an item identifier is unique in the whole snapshot. Section and item identifiers
/// live in separate namespaces.
///
/// A copy-on-write value type: copies share storage until one of them changes.
///
/// Bad input is handled as UIKit handles it: what UIKit raises is a thrown ``SnapshotError`` whose
/// description is UIKit's text (or a crash with that text under ``FailurePolicy/trap``), and the
/// snapshot is left exactly as it was; what UIKit only logs happens and is appended to ``warnings``;
/// what UIKit ignores is ignored.
public struct DiffableSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    @usableFromInline internal var _items: IdentifierTable<ItemID>
    /// The section index of every item, parallel to `_items.elements`: what makes
    /// `sectionIdentifier(containingItem:)` O(1).
    @usableFromInline internal var _itemSections: [UInt32]
    @usableFromInline internal var _sections: IdentifierTable<SectionID>
    /// `_sectionStarts[s]` is the flat offset of section `s`'s first item; one extra entry holds the
    /// item count, so section `s` spans `_sectionStarts[s] ..< _sectionStarts[s + 1]`.
    @usableFromInline internal var _sectionStarts: [Int]
    @usableFromInline internal var _reloadedSections: OrderedMarks<SectionID>
    @usableFromInline internal var _reloadedItems: OrderedMarks<ItemID>
    @usableFromInline internal var _reconfiguredItems: OrderedMarks<ItemID>
    /// Where the snapshot came from and its structural edits since (see `EditLog`); nil for a
    /// snapshot built from scratch or one that forgot. Not part of equality.
    @usableFromInline internal var _log: EditLog<SectionID, ItemID>?

    /// What UIKit would have logged for the calls made on this snapshot, oldest first.
    /// Not part of equality.
    public var warnings: [SnapshotWarning] { _warnings }
    @usableFromInline internal var _warnings: [SnapshotWarning]

    /// Whether an invalid call throws (the default) or crashes with UIKit's text. Copies keep it.
    public var failurePolicy: FailurePolicy

    /// An empty snapshot: no sections, no items.
    @inlinable
    public init(failurePolicy: FailurePolicy = .throw) {
        _items = IdentifierTable()
        _itemSections = []
        _sections = IdentifierTable()
        _sectionStarts = [0]
        _reloadedSections = OrderedMarks()
        _reloadedItems = OrderedMarks()
        _reconfiguredItems = OrderedMarks()
        _log = nil
        _warnings = []
        self.failurePolicy = failurePolicy
    }

    /// Reports `error` under the failure policy: returns it to be thrown, or crashes with UIKit's text.
    @usableFromInline
    internal func _fail(_ error: SnapshotError) -> SnapshotError {
        if failurePolicy == .trap { fatalError(error.uncaughtExceptionText) }
        return error
    }
}

// MARK: - Queries

extension DiffableSnapshot {
    /// The number of items in all sections. - Complexity: O(1).
    @inlinable public var numberOfItems: Int { _items.count }

    /// The number of sections. - Complexity: O(1).
    @inlinable public var numberOfSections: Int { _sections.count }

    /// The section identifiers, in order. - Complexity: O(1) (shares storage until mutated).
    @inlinable public var sectionIdentifiers: [SectionID] { _sections.elements }

    /// All item identifiers in flat order, section after section. - Complexity: O(1) (shared storage).
    @inlinable public var itemIdentifiers: [ItemID] { _items.elements }

    /// The number of items in `section`; throws ``SnapshotError/sectionNotFound`` when it is missing.
    /// - Complexity: O(1).
    @inlinable
    public func numberOfItems(inSection section: SectionID) throws(SnapshotError) -> Int {
        guard let index = _sections.offset(of: section) else { throw _fail(.sectionNotFound) }
        return _sectionStarts[index + 1] - _sectionStarts[index]
    }

    /// The items of `section`, in order; throws ``SnapshotError/sectionNotFound`` when it is missing
    /// (UIKit's behaviour for apps linked on a current SDK).
    /// - Complexity: O(k) for the k items copied.
    @inlinable
    public func itemIdentifiers(inSection section: SectionID) throws(SnapshotError) -> [ItemID] {
        guard let index = _sections.offset(of: section) else { throw _fail(.sectionNotFound) }
        return Array(_items.elements[_sectionStarts[index] ..< _sectionStarts[index + 1]])
    }

    /// The section that holds `item`, or nil when the item is not in the snapshot.
    /// - Complexity: O(1).
    @inlinable
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
        guard let offset = _items.offset(of: item) else { return nil }
        return _sections.elements[Int(_itemSections[offset])]
    }

    /// The global flat index of `item` across all sections (UIKit's `indexOfItemIdentifier:`), or nil.
    /// - Complexity: O(1).
    @inlinable
    public func indexOfItem(_ item: ItemID) -> Int? { _items.offset(of: item) }

    /// `indexOfItem` of each of `items` (-1 when absent) into `indexes`, looked up a batch at a time
    /// so that the cache misses of a large snapshot overlap: what a differ matching every item of
    /// another snapshot wants. Only the first `indexes.count` items are looked up when there are more.
    ///
    /// Returns false, the indexes incomplete, when the lookups walked far longer than a random hash
    /// makes them (identifiers crafted to collide under the fast hash): the caller starts again from
    /// ``withItemsHashedByStandardHash()``, for which this never fails.
    /// - Complexity: O(m) expected; one hash each.
    @inlinable
    package func indexesOfItems(_ items: UnsafeBufferPointer<ItemID>, into indexes: UnsafeMutableBufferPointer<Int32>) -> Bool {
        _items.offsets(of: UnsafeBufferPointer(rebasing: items.prefix(indexes.count)), into: indexes)
    }

    /// The hash fragments the item index keeps for `items`, into `fragments`: computed once, they
    /// let ``indexesOfItems(_:hashFragments:standard:into:)`` look the same items up in several
    /// snapshots of one process without hashing them again. Returns whether they are the standard
    /// hash's (see ``withItemsHashedByStandardHash()``). - Complexity: O(m); one hash each.
    @inlinable
    package func hashFragments(ofItems items: UnsafeBufferPointer<ItemID>, into fragments: UnsafeMutableBufferPointer<UInt32>) -> Bool {
        _items.hashFragments(of: items, into: fragments)
        return _items.usesStandardHash
    }

    /// `indexesOfItems(_:into:)` with the items' hash fragments given, as ``hashFragments(ofItems:into:)``
    /// of a snapshot that returned `standard` computed them (fragments of the other hash are not
    /// used). - Complexity: O(m) expected; no hashing.
    @inlinable
    package func indexesOfItems(
        _ items: UnsafeBufferPointer<ItemID>, hashFragments: UnsafeBufferPointer<UInt32>, standard: Bool,
        into indexes: UnsafeMutableBufferPointer<Int32>
    ) -> Bool {
        let count = Swift.min(items.count, hashFragments.count, indexes.count)
        return _items.offsets(
            of: UnsafeBufferPointer(rebasing: items.prefix(count)), fragments: UnsafeBufferPointer(rebasing: hashFragments.prefix(count)),
            standard: standard, into: UnsafeMutableBufferPointer(rebasing: indexes.prefix(count)))
    }

    /// The same snapshot with its item index rehashed by the standard keyed hash: what a batched
    /// lookup that found the fast hash attacked starts again from. - Complexity: O(n) hashes.
    @inlinable
    package func withItemsHashedByStandardHash() -> DiffableSnapshot {
        var copy = self
        copy._items.rehashWithStandardHash()
        return copy
    }

    /// Whether the item index hashes with the standard keyed hash (it found the fast hash attacked).
    @inlinable
    package var itemsUseStandardHash: Bool { _items.usesStandardHash }

    /// The index of `section`, or nil. - Complexity: O(1).
    @inlinable
    public func indexOfSection(_ section: SectionID) -> Int? { _sections.offset(of: section) }

    /// Whether `item` is in the snapshot. - Complexity: O(1).
    @inlinable
    public func contains(item: ItemID) -> Bool { _items.contains(item) }

    /// Whether `section` is in the snapshot. - Complexity: O(1).
    @inlinable
    public func contains(section: SectionID) -> Bool { _sections.contains(section) }

    /// The item at a global flat index. - Complexity: O(1).
    @inlinable
    public func item(atGlobalIndex index: Int) -> ItemID? {
        index >= 0 && index < _items.count ? _items.elements[index] : nil
    }

    /// The index of the section that holds the item at global flat `index`, or nil when `index` is
    /// not an item's. - Complexity: O(1).
    @inlinable
    public func sectionIndex(ofGlobalIndex index: Int) -> Int? {
        index >= 0 && index < _items.count ? Int(_itemSections[index]) : nil
    }

    /// The global flat range of the items of the section at `sectionIndex`, or nil when there is no
    /// such section. - Complexity: O(1).
    @inlinable
    public func globalRange(ofSectionAt sectionIndex: Int) -> Range<Int>? {
        sectionIndex >= 0 && sectionIndex < numberOfSections ? uncheckedGlobalRange(ofSectionAt: sectionIndex) : nil
    }

    /// The number of items in each section, in order. - Complexity: O(S).
    @inlinable
    public var itemCounts: [Int] { (0 ..< numberOfSections).map { _sectionStarts[$0 + 1] - _sectionStarts[$0] } }

    /// `sectionIndex(ofGlobalIndex:)` for an `index` the caller knows is an item's: the hot paths of
    /// differs and views, which have the check already. Out of range, it traps.
    @inlinable
    package func uncheckedSectionIndex(ofGlobalIndex index: Int) -> Int { Int(_itemSections[index]) }

    /// `globalRange(ofSectionAt:)` for a section index the caller knows is in range. Out of range, it traps.
    @inlinable
    package func uncheckedGlobalRange(ofSectionAt sectionIndex: Int) -> Range<Int> {
        _sectionStarts[sectionIndex] ..< _sectionStarts[sectionIndex + 1]
    }

    /// Sections marked for reload since the snapshot was created, in first-mark order, each once.
    @inlinable public var reloadedSectionIdentifiers: [SectionID] { _reloadedSections.order }

    /// Items marked for reload (not reconfigure), in first-mark order, each once.
    @inlinable public var reloadedItemIdentifiers: [ItemID] { _reloadedItems.order }

    /// Items marked for reconfigure, in first-mark order, each once.
    @inlinable public var reconfiguredItemIdentifiers: [ItemID] { _reconfiguredItems.order }
}

// MARK: - Equality and description

extension DiffableSnapshot: Equatable {
    /// Same sections, same items, same section boundaries. Reload and reconfigure marks, warnings and
    /// the failure policy are not compared, as UIKit's `-isEqual:` does not compare its pending updates.
    /// - Complexity: O(n).
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._sectionStarts == rhs._sectionStarts
            && lhs._sections.elements == rhs._sections.elements
            && lhs._items.elements == rhs._items.elements
    }
}

extension DiffableSnapshot: CustomStringConvertible {
    /// A summary in the style of UIKit's: section and item counts, and the items per section.
    public var description: String {
        let counts = (0 ..< numberOfSections).map { _sectionStarts[$0 + 1] - _sectionStarts[$0] }
        return "<DiffableSnapshot: numberOfSections:\(numberOfSections) numberOfItems:\(numberOfItems); "
            + "sectionCounts=\(counts)>"
    }
}

/// Identifiers in the order they were first added, each once: the reload/reconfigure marks.
@usableFromInline
internal struct OrderedMarks<Element: Hashable>: Sendable where Element: Sendable {
    @usableFromInline internal var order: [Element] = []
    @usableFromInline internal var members: Set<Element> = []

    @inlinable internal init() {}

    @inlinable
    internal mutating func add(contentsOf identifiers: [Element]) {
        for identifier in identifiers where members.insert(identifier).inserted { order.append(identifier) }
    }
}

extension DiffableSnapshot {
    /// Forgets the recorded warnings (for a caller that has read them). - Complexity: O(w) for w warnings.
    @inlinable
    public mutating func removeAllWarnings() { _warnings = [] }

    /// The same sections and items without reload or reconfigure marks or warnings: what a data
    /// source's `snapshot()` returns once a snapshot is applied (UIKit's carries no pending updates).
    /// - Complexity: O(1); the identifiers stay shared.
    @inlinable
    public func withoutPendingUpdates() -> DiffableSnapshot {
        var clean = self
        clean._reloadedSections = OrderedMarks()
        clean._reloadedItems = OrderedMarks()
        clean._reconfiguredItems = OrderedMarks()
        clean._warnings = []
        return clean
    }
}
