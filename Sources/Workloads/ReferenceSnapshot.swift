import DiffableSnapshots

/// A deliberately plain model of UIKit's snapshot semantics (§1.3): an array of sections, each with
/// an array of items, every operation done the obvious O(n) way. The fuzzer's `operations` scenario
/// and the property tests check `DiffableSnapshot` against it step by step: same outcome, same error,
/// same warnings, same state.
public struct ReferenceSnapshot: Equatable, Sendable {
    /// The sections and their items, in order.
    public var sections: [(id: Int, items: [Int])] = []
    /// What UIKit would have logged, oldest first.
    public var warnings: [SnapshotWarning] = []
    /// Sections marked for reload, in first-mark order.
    public var reloadedSections: [Int] = []
    /// Items marked for reload, in first-mark order.
    public var reloadedItems: [Int] = []
    /// Items marked for reconfigure, in first-mark order.
    public var reconfiguredItems: [Int] = []

    /// An empty model.
    public init() {}

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections.map(\.id) == rhs.sections.map(\.id) && lhs.sections.map(\.items) == rhs.sections.map(\.items)
    }

    /// The section identifiers, in order.
    public var sectionIDs: [Int] { sections.map(\.id) }
    /// Every item, section after section. - Complexity: O(n).
    public var allItems: [Int] { sections.flatMap(\.items) }

    /// The section index and index within it of `item`, or nil. - Complexity: O(n).
    public func location(of item: Int) -> (section: Int, index: Int)? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: item) { return (s, i) }
        }
        return nil
    }

    private func repeated(_ ids: [Int]) -> [IdentifierText] {
        var seen: [Int] = [], reported: [Int] = []
        for id in ids {
            if seen.contains(id) { if !reported.contains(id) { reported.append(id) } } else { seen.append(id) }
        }
        return reported.map(IdentifierText.init)
    }

    private func checkUnique(_ ids: [Int], _ kind: IdentifierKind) throws(SnapshotError) {
        let dups = repeated(ids)
        if !dups.isEmpty { throw .identifiersNotUnique(kind: kind, duplicates: dups) }
    }

    /// The update UIKit describes: `destIsSection` is 0 for these updates, sections' too (it is set only
    /// when items are added into a section named as the destination).
    private func update(_ action: String, _ destination: Int, _ ids: [Int]) -> UpdateDescription {
        UpdateDescription(action: action, destination: String(destination), destinationIsSection: false, identifiers: ids.map(String.init))
    }

    // MARK: Sections

    /// UIKit's `appendSections`, plainly.
    public mutating func appendSections(_ ids: [Int]) throws(SnapshotError) {
        try checkUnique(ids, .section)
        let existing = ids.filter(sectionIDs.contains)
        if !existing.isEmpty { throw .sectionsAlreadyExist(existing.map(IdentifierText.init)) }
        sections += ids.map { ($0, []) }
    }

    /// UIKit's `insertSections` before or after `destination`.
    public mutating func insertSections(_ ids: [Int], relativeTo destination: Int, after: Bool) throws(SnapshotError) {
        try checkUnique(ids, .section)
        if ids.contains(destination) {
            throw .sectionInsertionDestinationInIdentifiers(destination: String(destination), update: update("INS", destination, ids))
        }
        guard let index = sectionIDs.firstIndex(of: destination) else { throw .invalidParameter(condition: "insertIndex != NSNotFound") }
        let existing = ids.filter(sectionIDs.contains)
        if !existing.isEmpty { throw .sectionsAlreadyExist(existing.map(IdentifierText.init)) }
        sections.insert(contentsOf: ids.map { ($0, []) }, at: after ? index + 1 : index)
    }

    /// UIKit's `deleteSections`, with their items.
    public mutating func deleteSections(_ ids: [Int]) throws(SnapshotError) {
        try checkUnique(ids, .section)
        sections.removeAll { ids.contains($0.id) }
    }

    /// UIKit's `moveSection` before or after `destination`.
    public mutating func moveSection(_ id: Int, relativeTo destination: Int, after: Bool) throws(SnapshotError) {
        if id == destination {
            throw .sectionMoveDestinationIsSource(identifier: String(id), update: update("MOV", destination, [id]))
        }
        guard let from = sectionIDs.firstIndex(of: id) else { throw .invalidParameter(condition: "fromSection != NSNotFound") }
        guard sectionIDs.contains(destination) else { throw .invalidParameter(condition: "toSection != NSNotFound") }
        let moved = sections.remove(at: from)
        let to = sectionIDs.firstIndex(of: destination)!
        sections.insert(moved, at: after ? to + 1 : to)
    }

    /// UIKit's `reloadSections`.
    public mutating func reloadSections(_ ids: [Int]) throws(SnapshotError) {
        try checkUnique(ids, .section)
        if let missing = ids.first(where: { !sectionIDs.contains($0) }) {
            throw .reloadOfMissingIdentifier(kind: .section, reconfigure: false, identifier: String(missing))
        }
        for id in ids where !reloadedSections.contains(id) { reloadedSections.append(id) }
    }

    // MARK: Items

    /// Takes out items already present (UIKit logs and moves them) and reports them.
    private mutating func takeOutExisting(_ ids: [Int]) {
        let all = allItems
        let existing = ids.filter(all.contains)
        guard !existing.isEmpty else { return }
        warnings.append(.itemsAlreadyExist(existing.map(IdentifierText.init)))
        for s in sections.indices { sections[s].items.removeAll(where: existing.contains) }
    }

    /// UIKit's `appendItems`, plainly: the same checks, texts and warnings.
    public mutating func appendItems(_ ids: [Int], to section: Int?) throws(SnapshotError) {
        // UIKit checks for no sections at all before it looks a named section up.
        if sections.isEmpty { throw .noSections }
        if let section, !sectionIDs.contains(section) {
            try checkUnique(ids, .item)
            throw .invalidParameter(condition: "section != NSNotFound")
        }
        try checkUnique(ids, .item)
        takeOutExisting(ids)
        let index = section.map { sectionIDs.firstIndex(of: $0)! } ?? sections.count - 1
        sections[index].items += ids
    }

    /// UIKit's `insertItems` before or after `destination`.
    public mutating func insertItems(_ ids: [Int], relativeTo destination: Int, after: Bool) throws(SnapshotError) {
        try checkUnique(ids, .item)
        if ids.contains(destination) {
            throw .itemInsertionDestinationInIdentifiers(destination: String(destination), update: update("INS", destination, ids))
        }
        guard location(of: destination) != nil else { throw .invalidParameter(condition: "section != NSNotFound") }
        takeOutExisting(ids)
        let (s, i) = location(of: destination)!
        sections[s].items.insert(contentsOf: ids, at: after ? i + 1 : i)
    }

    /// UIKit's `deleteItems`: missing items ignored, repeats refused.
    public mutating func deleteItems(_ ids: [Int]) throws(SnapshotError) {
        try checkUnique(ids, .item)
        for s in sections.indices { sections[s].items.removeAll(where: ids.contains) }
    }

    /// UIKit's `deleteAllItems`: no sections, no items.
    public mutating func deleteAllItems() { sections = [] }

    /// UIKit's `moveItem` before or after `destination`.
    public mutating func moveItem(_ id: Int, relativeTo destination: Int, after: Bool) throws(SnapshotError) {
        if id == destination {
            throw .itemMoveDestinationIsSource(identifier: String(id), update: update("MOV", destination, [id]))
        }
        guard let from = location(of: id) else { throw .invalidParameter(condition: "fromIndex != NSNotFound") }
        guard location(of: destination) != nil else { throw .invalidParameter(condition: "toIndex != NSNotFound") }
        sections[from.section].items.remove(at: from.index)
        let (s, i) = location(of: destination)!
        sections[s].items.insert(id, at: after ? i + 1 : i)
    }

    /// UIKit's `reloadItems` or, with `reconfigure`, `reconfigureItems`.
    public mutating func markItems(_ ids: [Int], reconfigure: Bool) throws(SnapshotError) {
        try checkUnique(ids, .item)
        let all = allItems
        if let missing = ids.first(where: { !all.contains($0) }) {
            throw .reloadOfMissingIdentifier(kind: .item, reconfigure: reconfigure, identifier: String(missing))
        }
        for id in ids {
            if reconfigure { if !reconfiguredItems.contains(id) { reconfiguredItems.append(id) } }
            else if !reloadedItems.contains(id) { reloadedItems.append(id) }
        }
    }
}
