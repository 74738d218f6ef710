#if !canImport(UIKit)
import DiffableSnapshots

/// UIKit's `NSDiffableDataSourceSectionSnapshot`, on diffbench's model, non-throwing, with UIKit's
/// failure semantics (`DiffableFailures`).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The model underneath.
    public var model: SectionSnapshot<ItemIdentifierType>

    public init() { model = SectionSnapshot() }

    /// A section snapshot over `model`.
    public init(_ model: SectionSnapshot<ItemIdentifierType>) { self.model = model }

    // MARK: Mutations

    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        perform { s throws(SectionSnapshotError) in try s.append(items, to: parent) }
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        perform { s throws(SectionSnapshotError) in try s.insert(items, before: item) }
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        perform { s throws(SectionSnapshotError) in try s.insert(items, after: item) }
    }

    public mutating func delete(_ items: [ItemIdentifierType]) {
        perform { s throws(SectionSnapshotError) in try s.delete(items) }
    }

    public mutating func deleteAll() { model.deleteAll() }

    public mutating func expand(_ items: [ItemIdentifierType]) { model.expand(items) }

    public mutating func collapse(_ items: [ItemIdentifierType]) { model.collapse(items) }

    /// Appends `snapshot`'s tree as roots, or as the last children of `parent`.
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

    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        perform { s throws(SectionSnapshotError) in try s.insert(snapshot.model, before: item) }
    }

    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        perform { s throws(SectionSnapshotError) in _ = try s.insert(snapshot.model, after: item) }
    }

    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        perform { s throws(SectionSnapshotError) in try s.replace(childrenOf: parent, using: snapshot.model) }
    }

    // MARK: Queries

    public var items: [ItemIdentifierType] { model.items }
    public var rootItems: [ItemIdentifierType] { model.rootItems }
    public var visibleItems: [ItemIdentifierType] { model.visibleItems }

    public func contains(_ item: ItemIdentifierType) -> Bool { model.contains(item) }
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
