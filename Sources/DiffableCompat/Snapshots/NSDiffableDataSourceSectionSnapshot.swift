#if !canImport(UIKit)
import DiffableSnapshots

/// UIKit's `NSDiffableDataSourceSectionSnapshot`, on diffbench's model, non-throwing, with UIKit's
/// failure semantics (`DiffableFailures`).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The model underneath.
    public var model: SectionSnapshot<ItemIdentifierType>

    /// An empty section snapshot. Modelled.
    public init() { model = SectionSnapshot() }

    /// A section snapshot over `model`.
    public init(_ model: SectionSnapshot<ItemIdentifierType>) { self.model = model }

    // MARK: Mutations

    /// UIKit's `append(_:to:)`: items as roots, or as the last children of `parent`. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        perform { s throws(SectionSnapshotError) in try s.append(items, to: parent) }
    }

    /// UIKit's `insert(_:before:)`: items before `item`, at its level. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        perform { s throws(SectionSnapshotError) in try s.insert(items, before: item) }
    }

    /// UIKit's `insert(_:after:)`: items after `item`, at its level. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        perform { s throws(SectionSnapshotError) in try s.insert(items, after: item) }
    }

    /// UIKit's `delete(_:)`: deletes items with their descendants. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        perform { s throws(SectionSnapshotError) in try s.delete(items) }
    }

    /// UIKit's `deleteAll()`: empties the tree. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func deleteAll() { model.deleteAll() }

    /// UIKit's `expand(_:)`: expands items. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func expand(_ items: [ItemIdentifierType]) { model.expand(items) }

    /// UIKit's `collapse(_:)`: collapses items. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func collapse(_ items: [ItemIdentifierType]) { model.collapse(items) }

    /// UIKit's `append(_:to:)` of a tree: its roots as roots, or as the last children of `parent`. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        perform { s throws(SectionSnapshotError) in
            if let parent {
                // The tree's roots become the parent's last children.
                var children = try s.snapshot(of: parent)
                if let last = children.rootItems.last { _ = try children.insert(snapshot.model, after: last) } else { children = snapshot.model }
                try s.replace(childrenOf: parent, using: children)
            } else if let last = s.rootItems.last {
                _ = try s.insert(snapshot.model, after: last)
            } else {
                s = snapshot.model
            }
        }
    }

    /// UIKit's `insert(_:before:)`: inserts items or a tree before an item. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        perform { s throws(SectionSnapshotError) in try s.insert(snapshot.model, before: item) }
    }

    /// UIKit's `insert(_:after:)`: inserts items or a tree after an item. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        perform { s throws(SectionSnapshotError) in _ = try s.insert(snapshot.model, after: item) }
    }

    /// UIKit's `replace(childrenOf:using:)`: replaces a parent's children with a tree. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        perform { s throws(SectionSnapshotError) in try s.replace(childrenOf: parent, using: snapshot.model) }
    }

    // MARK: Queries

    /// UIKit's `items`: every item, depth first. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public var items: [ItemIdentifierType] { model.items }
    /// UIKit's `rootItems`: the items at the top level. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public var rootItems: [ItemIdentifierType] { model.rootItems }
    /// UIKit's `visibleItems`: the items whose ancestors are all expanded. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public var visibleItems: [ItemIdentifierType] { model.visibleItems }

    /// UIKit's `contains(_:)`: whether the item is in the tree. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public func contains(_ item: ItemIdentifierType) -> Bool { model.contains(item) }
    /// UIKit's `index(of:)`: the index of an item among all items, or nil. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public func index(of item: ItemIdentifierType) -> Int? { model.index(of: item) }

    /// UIKit raises for an item that is not there (recorded: false).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { query(false) { s throws(SectionSnapshotError) in try s.isExpanded(item) } }

    /// UIKit raises for an item that is not there (recorded: false).
    public func isVisible(_ item: ItemIdentifierType) -> Bool { query(false) { s throws(SectionSnapshotError) in try s.isVisible(item) } }

    /// UIKit raises for an item that is not there (recorded: 0).
    public func level(of item: ItemIdentifierType) -> Int { query(0) { s throws(SectionSnapshotError) in try s.level(of: item) } }

    /// UIKit raises for an item that is not there (recorded: nil).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { query(nil) { s throws(SectionSnapshotError) in try s.parent(of: child) } }

    /// UIKit raises for a parent that is not there (recorded: an empty section snapshot).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        NSDiffableDataSourceSectionSnapshot(query(SectionSnapshot()) { s throws(SectionSnapshotError) in try s.snapshot(of: parent, includingParent: includingParent) })
    }

    /// UIKit's `visualDescription()`: the tree as indented text. Modelled on `SectionSnapshot`, with UIKit's checks and its exception for a bad call.
    public func visualDescription() -> String { model.visualDescription() }

    private mutating func perform(_ mutation: (inout SectionSnapshot<ItemIdentifierType>) throws(SectionSnapshotError) -> Void) {
        var copy = model
        do throws(SectionSnapshotError) {
            try mutation(&copy)
            model = copy
        } catch {
            DiffableFailures.raise(DiffableFailure(reason: error.description))
        }
    }

    private func query<T>(_ fallback: T, _ body: (SectionSnapshot<ItemIdentifierType>) throws(SectionSnapshotError) -> T) -> T {
        do throws(SectionSnapshotError) { return try body(model) } catch {
            DiffableFailures.raise(DiffableFailure(reason: error.description))
            return fallback
        }
    }
}
#endif
