/// A headless model of UIKit's `NSDiffableDataSourceSectionSnapshot`: the items of one section as a
/// tree (outline), with expanded/collapsed state.
///
/// As in UIKit the items are one flat ordered set in depth-first order, and each carries a level
/// (roots are 0) and an expanded flag; an item's children are the items right after it with a
/// deeper level. Its duplicate rule is stricter than the full snapshot's: adding an item that is
/// already present is an error and nothing moves.
public struct SectionSnapshot<ItemID: Hashable & Sendable>: Sendable {
    @usableFromInline internal var _items: IdentifierTable<ItemID>
    /// Depth of each item, parallel to `_items.elements`.
    @usableFromInline internal var _levels: [Int]
    /// Expanded flag of each item, parallel to `_items.elements`. Kept for items without children too.
    @usableFromInline internal var _expanded: [Bool]

    /// Every item passed to `expand(_:)`, in call order (UIKit's `expandedItemsUpdates`), so that an
    /// apply can animate expansion. Not part of equality.
    public internal(set) var expandedItemsUpdates: [ItemID] = []
    /// Every item passed to `collapse(_:)`, in call order. Not part of equality.
    public internal(set) var collapsedItemsUpdates: [ItemID] = []

    /// Whether an invalid call throws (the default) or crashes with UIKit's text.
    public var failurePolicy: FailurePolicy

    /// An empty section snapshot.
    public init(failurePolicy: FailurePolicy = .throw) {
        _items = IdentifierTable()
        _levels = []
        _expanded = []
        self.failurePolicy = failurePolicy
    }

    internal func _fail(_ error: SectionSnapshotError) -> SectionSnapshotError {
        if failurePolicy == .trap { fatalError(error.uncaughtExceptionText) }
        return error
    }
}

// MARK: - Queries

extension SectionSnapshot {
    /// All items in depth-first order. - Complexity: O(1) (shared storage).
    public var items: [ItemID] { _items.elements }

    /// The items at level 0, in order. - Complexity: O(n).
    public var rootItems: [ItemID] { _items.elements.indices.filter { _levels[$0] == 0 }.map { _items.elements[$0] } }

    /// The items whose every ancestor is expanded, in order. - Complexity: O(n), one pass.
    public var visibleItems: [ItemID] { _visibleOffsets().map { _items.elements[$0] } }

    /// The items marked expanded, in order. - Complexity: O(n).
    public var expandedItems: [ItemID] { _items.elements.indices.filter { _expanded[$0] }.map { _items.elements[$0] } }

    /// Whether `item` is in the section snapshot. - Complexity: O(1).
    public func contains(_ item: ItemID) -> Bool { _items.contains(item) }

    /// The index of `item` in depth-first order, or nil. - Complexity: O(1).
    public func index(of item: ItemID) -> Int? { _items.offset(of: item) }

    /// The depth of `item`: 0 for a root. - Complexity: O(1).
    public func level(of item: ItemID) throws(SectionSnapshotError) -> Int {
        _levels[try _existingOffset(of: item)]
    }

    /// Whether `item` is marked expanded. - Complexity: O(1).
    public func isExpanded(_ item: ItemID) throws(SectionSnapshotError) -> Bool {
        _expanded[try _existingOffset(of: item)]
    }

    /// Whether every ancestor of `item` is expanded. - Complexity: O(distance to the root's offset).
    public func isVisible(_ item: ItemID) throws(SectionSnapshotError) -> Bool {
        var offset = try _existingOffset(of: item)
        while let parent = _parentOffset(of: offset) {
            if !_expanded[parent] { return false }
            offset = parent
        }
        return true
    }

    /// The parent of `item`, or nil for a root. - Complexity: O(distance to the parent).
    public func parent(of item: ItemID) throws(SectionSnapshotError) -> ItemID? {
        guard let offset = _items.offset(of: item) else { throw _fail(.childNotFound(IdentifierRendering.render(item))) }
        return _parentOffset(of: offset).map { _items.elements[$0] }
    }

    /// A section snapshot of the descendants of `parent` (levels start at 0), or of `parent` and its
    /// descendants when `includingParent`. Expanded state is copied.
    /// - Complexity: O(k) for the k items copied.
    public func snapshot(of parent: ItemID, includingParent: Bool = false) throws(SectionSnapshotError) -> SectionSnapshot {
        guard let offset = _items.offset(of: parent) else { throw _fail(.parentNotFound(IdentifierRendering.render(parent))) }
        let range = (includingParent ? offset : offset + 1) ..< _subtreeEnd(of: offset)
        var result = SectionSnapshot(failurePolicy: failurePolicy)
        result._items.appendUnchecked(contentsOf: _items.elements[range])
        let base = includingParent ? _levels[offset] : _levels[offset] + 1
        result._levels = _levels[range].map { $0 - base }
        result._expanded = Array(_expanded[range])
        return result
    }

    /// UIKit's outline rendering: a line per item, two spaces of indent per level, `+` expanded or
    /// `-` collapsed, `*` visible or a space, then the item.
    public func visualDescription() -> String {
        var visible = [Bool](repeating: false, count: _items.count)
        for offset in _visibleOffsets() { visible[offset] = true }
        var text = "<NSDiffableDataSourceSectionSnapshot: 0x0\n"
        for (offset, item) in _items.elements.enumerated() {
            text += String(repeating: "  ", count: _levels[offset])
            text += (_expanded[offset] ? "+" : "-") + (visible[offset] ? "*" : " ")
            text += IdentifierRendering.render(item) + "\n"
        }
        return text + ">"
    }

    // MARK: Tree navigation

    internal func _existingOffset(of item: ItemID) throws(SectionSnapshotError) -> Int {
        guard let offset = _items.offset(of: item) else { throw _fail(.itemDoesNotExist(IdentifierRendering.render(item))) }
        return offset
    }

    /// One past the last descendant of the item at `offset`.
    internal func _subtreeEnd(of offset: Int) -> Int {
        var end = offset + 1
        while end < _levels.count && _levels[end] > _levels[offset] { end += 1 }
        return end
    }

    internal func _parentOffset(of offset: Int) -> Int? {
        let level = _levels[offset]
        if level == 0 { return nil }
        var candidate = offset - 1
        while _levels[candidate] >= level { candidate -= 1 }
        return candidate
    }

    /// Offsets of visible items: an item is hidden when some ancestor is collapsed or hidden.
    internal func _visibleOffsets() -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(_levels.count)
        var hiddenDeeperThan = Int.max  // items deeper than this level are hidden
        for offset in _levels.indices {
            let level = _levels[offset]
            if level > hiddenDeeperThan { continue }
            hiddenDeeperThan = _expanded[offset] ? Int.max : level
            result.append(offset)
        }
        return result
    }
}

extension SectionSnapshot: Equatable {
    /// Same items, levels and expanded state. - Complexity: O(n).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._items.elements == rhs._items.elements && lhs._levels == rhs._levels && lhs._expanded == rhs._expanded
    }
}

extension SectionSnapshot: CustomStringConvertible {
    /// The visual description.
    public var description: String { visualDescription() }
}
