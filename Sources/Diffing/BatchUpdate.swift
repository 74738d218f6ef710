/// A position in a two-level list: UIKit's `IndexPath(item:section:)`.
public struct ItemPath: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int

    /// Creates an item path.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Section first, then item: UIKit's `compareIndexPaths:` order.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `(s - i)`, as UIKit's update summaries print a path.
    public var description: String { "(\(section) - \(item))" }

    /// How `%@` prints an `NSIndexPath` in UIKit's messages; the address is shown as `0x0`.
    public var objectDescription: String {
        "<NSIndexPath: 0x0> {length = 2, path = \(UInt(bitPattern: section)) - \(UInt(bitPattern: item))}"
    }
}

/// A section moved from an index before the update to an index after it.
public struct SectionMove: Sendable, Hashable, Codable {
    /// Index before the update.
    public var from: Int
    /// Index after the update.
    public var to: Int
    /// Creates a section move.
    public init(from: Int, to: Int) { self.from = from; self.to = to }
}

/// An item moved from a path before the update to a path after it, possibly in another section.
public struct ItemMove: Sendable, Hashable, Codable {
    /// Path before the update.
    public var from: ItemPath
    /// Path after the update.
    public var to: ItemPath
    /// Creates an item move.
    public init(from: ItemPath, to: ItemPath) { self.from = from; self.to = to }
}

/// The changes that take a collection view from one state to the next, in UIKit's conventions:
/// deletes and move sources are indexes **before** the update, inserts and move destinations are
/// indexes **after** it (deletes are processed before inserts).
///
/// Reloads are UIKit's two ways at once: handed to `performBatchUpdates` they are pre-update paths
/// (UIKit's rule); in a differ's output they are paths in the final state, because a diffable data
/// source runs them as a second pass after the structural update (`HeadlessCollectionView.apply`).
public struct BatchUpdate: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Deleted sections (indexes before the update).
    public var sectionDeletes: [Int] = []
    /// Inserted sections (indexes after the update).
    public var sectionInserts: [Int] = []
    /// Moved sections.
    public var sectionMoves: [SectionMove] = []
    /// Reloaded sections.
    public var sectionReloads: [Int] = []
    /// Deleted items (paths before the update).
    public var itemDeletes: [ItemPath] = []
    /// Inserted items (paths after the update).
    public var itemInserts: [ItemPath] = []
    /// Moved items, across sections too.
    public var itemMoves: [ItemMove] = []
    /// Reloaded items (the cell is replaced).
    public var itemReloads: [ItemPath] = []
    /// Reconfigured items (the cell is kept and updated in place).
    public var itemReconfigures: [ItemPath] = []

    /// An empty update.
    public init() {}

    /// Whether nothing changes, reloads included.
    public var isEmpty: Bool { structuralChangeCount == 0 && sectionReloads.isEmpty && itemReloads.isEmpty && itemReconfigures.isEmpty }

    /// Inserts, deletes and moves of sections and items.
    public var structuralChangeCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + itemDeletes.count + itemInserts.count + itemMoves.count
    }

    /// The update without its reloads and reconfigures.
    public var structuralPart: BatchUpdate {
        var part = self
        part.sectionReloads = []
        part.itemReloads = []
        part.itemReconfigures = []
        return part
    }

    /// Only the reloads and reconfigures.
    public var reloadPart: BatchUpdate {
        var part = BatchUpdate()
        part.sectionReloads = sectionReloads
        part.itemReloads = itemReloads
        part.itemReconfigures = itemReconfigures
        return part
    }

    /// UIKit's summary style: `Updates = [ Delete item (0 - 3), Insert item (1 - 0), … ]`, deletes
    /// first (descending), then moves, then inserts (ascending), then reloads.
    public var description: String { lines(itemWord: "item").isEmpty ? "Updates = [\n]" : "Updates = [\n\t" + lines(itemWord: "item").joined(separator: ",\n\t") + "\n]" }

    /// The summary lines with `itemWord` (`item` or `row`).
    public func lines(itemWord: String) -> [String] {
        var lines: [String] = []
        lines += sectionDeletes.sorted(by: >).map { "Delete section \($0)" }
        lines += itemDeletes.sorted(by: >).map { "Delete \(itemWord) \($0)" }
        lines += sectionMoves.map { "Move section \($0.from) -> \($0.to)" }
        lines += itemMoves.map { "Move \(itemWord) \($0.from) -> \($0.to)" }
        lines += sectionInserts.sorted().map { "Insert section \($0)" }
        lines += itemInserts.sorted().map { "Insert \(itemWord) \($0)" }
        lines += sectionReloads.sorted().map { "Reload section \($0)" }
        lines += itemReloads.sorted().map { "Reload \(itemWord) \($0)" }
        lines += itemReconfigures.sorted().map { "Reconfigure \(itemWord) \($0)" }
        return lines
    }
}
