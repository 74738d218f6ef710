import DiffableSnapshots

/// A small tree of items: roots, each with its children (one level), the second half expanded.
public struct ItemTree: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The tree's roots, in order.
    public var roots: [Int]
    /// Each root's children, parallel to `roots`.
    public var children: [[Int]]

    /// A tree of `roots`, each with its `children`.
    public init(roots: [Int], children: [[Int]]) {
        self.roots = roots
        self.children = children
    }

    /// Items in display order, with levels and expanded flags.
    public var flattened: [(item: Int, level: Int, expanded: Bool)] {
        roots.indices.flatMap { r in
            [(roots[r], 0, r >= roots.count / 2)] + children[r].map { ($0, 1, false) }
        }
    }

    /// The tree as a section snapshot.
    public var snapshot: SectionSnapshot<Int> {
        var tree = SectionSnapshot<Int>()
        try! tree.append(roots)
        for (root, kids) in zip(roots, children) where !kids.isEmpty { try! tree.append(kids, to: root) }
        tree.expand(Array(roots[(roots.count / 2)...]))
        return tree
    }

    public var description: String { zip(roots, children).map { "\($0)\($1.isEmpty ? "" : "\($1)")" }.joined(separator: " ") }
}

/// One call of the section-snapshot API.
public enum SectionOperation: Codable, Sendable, Hashable, CustomStringConvertible {
    /// `append(_:to:)`: items as children of `parent`, or as roots.
    case append([Int], parent: Int?)
    /// `insert(_:before:)` or, with `after`, `insert(_:after:)`.
    case insert([Int], destination: Int, after: Bool)
    /// `delete(_:)`: items and their descendants.
    case delete([Int])
    /// `expand(_:)`.
    case expand([Int])
    /// `collapse(_:)`.
    case collapse([Int])
    /// Inserting a whole section snapshot (a tree) before or after `destination`.
    case insertTree(ItemTree, destination: Int, after: Bool)
    /// `replace(childrenOf:using:)`.
    case replaceChildren(parent: Int, tree: ItemTree)

    // Crash seeds name every field (no `_0`).
    enum AppendCodingKeys: String, CodingKey { case _0 = "items", parent }
    enum InsertCodingKeys: String, CodingKey { case _0 = "items", destination, after }
    enum DeleteCodingKeys: String, CodingKey { case _0 = "items" }
    enum ExpandCodingKeys: String, CodingKey { case _0 = "items" }
    enum CollapseCodingKeys: String, CodingKey { case _0 = "items" }
    enum InsertTreeCodingKeys: String, CodingKey { case _0 = "tree", destination, after }

    public var description: String {
        switch self {
        case let .append(ids, parent): "append(\(ids), to: \(parent.map(String.init) ?? "nil"))"
        case let .insert(ids, d, a): "insert(\(ids), \(a ? "after" : "before"): \(d))"
        case let .delete(ids): "delete(\(ids))"
        case let .expand(ids): "expand(\(ids))"
        case let .collapse(ids): "collapse(\(ids))"
        case let .insertTree(tree, d, a): "insert(snapshot \(tree), \(a ? "after" : "before"): \(d))"
        case let .replaceChildren(parent, tree): "replace(childrenOf: \(parent), using: \(tree))"
        }
    }

    /// Runs the call on `snapshot`.
    public func apply(to snapshot: inout SectionSnapshot<Int>) throws(SectionSnapshotError) {
        switch self {
        case let .append(ids, parent): try snapshot.append(ids, to: parent)
        case let .insert(ids, d, a): if a { try snapshot.insert(ids, after: d) } else { try snapshot.insert(ids, before: d) }
        case let .delete(ids): try snapshot.delete(ids)
        case let .expand(ids): snapshot.expand(ids)
        case let .collapse(ids): snapshot.collapse(ids)
        case let .insertTree(tree, d, a):
            if a { _ = try snapshot.insert(tree.snapshot, after: d) } else { try snapshot.insert(tree.snapshot, before: d) }
        case let .replaceChildren(parent, tree): try snapshot.replace(childrenOf: parent, using: tree.snapshot)
        }
    }
}

