import DiffableSnapshots

/// A deliberately plain model of UIKit's section snapshot (§2), the oracle the fuzzers check
/// `SectionSnapshot` against: items in display order with their levels and expanded flags.
public struct SectionReference: Sendable {
    /// Every item, depth first.
    public var items: [Int] = []
    /// Each item's depth (roots are 0), parallel to `items`.
    public var levels: [Int] = []
    /// Whether each item is expanded, parallel to `items`.
    public var expanded: [Bool] = []

    /// An empty model.
    public init() {}

    /// Items whose ancestors are all expanded.
    public var visibleItems: [Int] {
        var visible: [Int] = []
        var collapsedAbove = Int.max  // the level of the nearest collapsed ancestor still open
        for (offset, item) in items.enumerated() {
            if levels[offset] <= collapsedAbove { collapsedAbove = Int.max }
            guard collapsedAbove == Int.max else { continue }
            visible.append(item)
            if !expanded[offset] { collapsedAbove = levels[offset] }
        }
        return visible
    }

    func subtreeEnd(_ offset: Int) -> Int {
        var end = offset + 1
        while end < levels.count && levels[end] > levels[offset] { end += 1 }
        return end
    }

    mutating func add(_ ids: [Int], level: Int, at offset: Int) throws(SectionSnapshotError) {
        try add(ids, levels: ids.map { _ in level }, expanded: ids.map { _ in false }, at: offset)
    }

    mutating func add(_ ids: [Int], levels newLevels: [Int], expanded flags: [Bool], at offset: Int) throws(SectionSnapshotError) {
        // UIKit lists the duplicates in the order it meets them: each identifier that is already
        // present, or repeats one earlier in the list, once, where it is first found to be a duplicate.
        var seen: [Int] = [], duplicates: [Int] = []
        for id in ids {
            if (seen.contains(id) || items.contains(id)) && !duplicates.contains(id) { duplicates.append(id) }
            seen.append(id)
        }
        if !duplicates.isEmpty { throw .duplicateItems(duplicates.map(IdentifierText.init)) }
        items.insert(contentsOf: ids, at: offset)
        levels.insert(contentsOf: newLevels, at: offset)
        expanded.insert(contentsOf: flags, at: offset)
    }

    mutating func remove(where doomed: [Bool]) {
        items = items.indices.filter { !doomed[$0] }.map { items[$0] }
        levels = levels.indices.filter { !doomed[$0] }.map { levels[$0] }
        expanded = expanded.indices.filter { !doomed[$0] }.map { expanded[$0] }
    }

    /// Runs `operation` the plain way, throwing what UIKit throws.
    public mutating func apply(_ operation: SectionOperation) throws(SectionSnapshotError) {
        switch operation {
        case let .append(ids, parent):
            if ids.isEmpty { return }
            guard let parent else { return try add(ids, level: 0, at: items.count) }
            guard let offset = items.firstIndex(of: parent) else { throw .parentNotFound(String(parent)) }
            try add(ids, level: levels[offset] + 1, at: subtreeEnd(offset))
        case let .insert(ids, destination, after):
            if ids.isEmpty { return }
            guard let offset = items.firstIndex(of: destination) else {
                throw after ? .insertAfterDestinationNotFound(String(destination)) : .insertBeforeDestinationNotFound(String(destination))
            }
            try add(ids, level: levels[offset], at: after ? subtreeEnd(offset) : offset)
        case let .delete(ids):
            var doomed = [Bool](repeating: false, count: items.count)
            for id in ids {
                guard let offset = items.firstIndex(of: id) else { throw .itemNotFound(String(id)) }
                for d in offset ..< subtreeEnd(offset) { doomed[d] = true }
            }
            remove(where: doomed)
        case let .expand(ids), let .collapse(ids):
            let flag: Bool = if case .expand = operation { true } else { false }
            for id in ids { if let offset = items.firstIndex(of: id) { expanded[offset] = flag } }
        case let .insertTree(tree, destination, after):
            let flat = tree.flattened
            if flat.isEmpty { return }
            guard let offset = items.firstIndex(of: destination) else {
                throw after ? .insertAfterDestinationNotFound(String(destination)) : .insertBeforeDestinationNotFound(String(destination))
            }
            try add(flat.map(\.item), levels: flat.map { $0.level + levels[offset] }, expanded: flat.map(\.expanded),
                    at: after ? subtreeEnd(offset) : offset)
        case let .replaceChildren(parent, tree):
            guard let offset = items.firstIndex(of: parent) else { throw .parentNotFound(String(parent)) }
            let children = (offset + 1) ..< subtreeEnd(offset)
            let flat = tree.flattened
            let clashing = flat.map(\.item).filter { item in items.firstIndex(of: item).map { !children.contains($0) } ?? false }
            if !clashing.isEmpty { throw .duplicateItems(clashing.map(IdentifierText.init)) }
            remove(where: items.indices.map(children.contains))
            try add(flat.map(\.item), levels: flat.map { $0.level + levels[offset] + 1 }, expanded: flat.map(\.expanded), at: offset + 1)
        }
    }
}

