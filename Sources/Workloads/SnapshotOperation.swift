import DiffableSnapshots

/// One call of the snapshot API, generated at random from small identifier pools so that repeats,
/// missing identifiers and existing identifiers come up often. Codable, so crash seeds can hold them.
public enum SnapshotOperation: CustomStringConvertible, Codable, Sendable, Hashable {
    /// `appendSections(_:)`.
    case appendSections([Int])
    /// `insertSections(_:beforeSection:)` or, with `after`, `insertSections(_:afterSection:)`.
    case insertSections([Int], destination: Int, after: Bool)
    /// `deleteSections(_:)`.
    case deleteSections([Int])
    /// `moveSection(_:beforeSection:)` or, with `after`, `moveSection(_:afterSection:)`.
    case moveSection(Int, destination: Int, after: Bool)
    /// `reloadSections(_:)`.
    case reloadSections([Int])
    /// `appendItems(_:toSection:)`; nil appends to the last section.
    case appendItems([Int], section: Int?)
    /// `insertItems(_:beforeItem:)` or, with `after`, `insertItems(_:afterItem:)`.
    case insertItems([Int], destination: Int, after: Bool)
    /// `deleteItems(_:)`.
    case deleteItems([Int])
    /// `deleteAllItems()`.
    case deleteAllItems
    /// `moveItem(_:beforeItem:)` or, with `after`, `moveItem(_:afterItem:)`.
    case moveItem(Int, destination: Int, after: Bool)
    /// `reloadItems(_:)`.
    case reloadItems([Int])
    /// `reconfigureItems(_:)`.
    case reconfigureItems([Int])

    // Crash seeds name every field (no `_0`).
    enum AppendSectionsCodingKeys: String, CodingKey { case _0 = "sections" }
    enum InsertSectionsCodingKeys: String, CodingKey { case _0 = "sections", destination, after }
    enum DeleteSectionsCodingKeys: String, CodingKey { case _0 = "sections" }
    enum MoveSectionCodingKeys: String, CodingKey { case _0 = "section", destination, after }
    enum ReloadSectionsCodingKeys: String, CodingKey { case _0 = "sections" }
    enum AppendItemsCodingKeys: String, CodingKey { case _0 = "items", section }
    enum InsertItemsCodingKeys: String, CodingKey { case _0 = "items", destination, after }
    enum DeleteItemsCodingKeys: String, CodingKey { case _0 = "items" }
    enum MoveItemCodingKeys: String, CodingKey { case _0 = "item", destination, after }
    enum ReloadItemsCodingKeys: String, CodingKey { case _0 = "items" }
    enum ReconfigureItemsCodingKeys: String, CodingKey { case _0 = "items" }

    public var description: String {
        switch self {
        case let .appendSections(ids): "appendSections(\(ids))"
        case let .insertSections(ids, d, a): "insertSections(\(ids), \(a ? "after" : "before"): \(d))"
        case let .deleteSections(ids): "deleteSections(\(ids))"
        case let .moveSection(id, d, a): "moveSection(\(id), \(a ? "after" : "before"): \(d))"
        case let .reloadSections(ids): "reloadSections(\(ids))"
        case let .appendItems(ids, s): "appendItems(\(ids), toSection: \(s.map(String.init) ?? "nil"))"
        case let .insertItems(ids, d, a): "insertItems(\(ids), \(a ? "after" : "before"): \(d))"
        case let .deleteItems(ids): "deleteItems(\(ids))"
        case .deleteAllItems: "deleteAllItems()"
        case let .moveItem(id, d, a): "moveItem(\(id), \(a ? "after" : "before"): \(d))"
        case let .reloadItems(ids): "reloadItems(\(ids))"
        case let .reconfigureItems(ids): "reconfigureItems(\(ids))"
        }
    }

    /// A random operation, valid or not, over identifiers drawn from small pools (so operations collide).
    public static func random(using rng: inout SplitMix64, sectionPool: Int = 8, itemPool: Int = 60) -> SnapshotOperation {
        func section() -> Int { Int.random(in: 0 ..< sectionPool, using: &rng) }
        func item() -> Int { Int.random(in: 0 ..< itemPool, using: &rng) }
        func sections() -> [Int] { (0 ..< Int.random(in: 0 ... 3, using: &rng)).map { _ in section() } }
        func items() -> [Int] { (0 ..< Int.random(in: 0 ... 6, using: &rng)).map { _ in item() } }
        let after = Bool.random(using: &rng)
        switch Int.random(in: 0 ..< 100, using: &rng) {
        case 0 ..< 10: return .appendSections(sections())
        case 10 ..< 15: return .insertSections(sections(), destination: section(), after: after)
        case 15 ..< 19: return .deleteSections(sections())
        case 19 ..< 25: return .moveSection(section(), destination: section(), after: after)
        case 25 ..< 28: return .reloadSections(sections())
        case 28 ..< 50: return .appendItems(items(), section: Bool.random(using: &rng) ? nil : section())
        case 50 ..< 62: return .insertItems(items(), destination: item(), after: after)
        case 62 ..< 72: return .deleteItems(items())
        case 72 ..< 73: return .deleteAllItems
        case 73 ..< 92: return .moveItem(item(), destination: item(), after: after)
        case 92 ..< 96: return .reloadItems(items())
        default: return .reconfigureItems(items())
        }
    }

    /// Runs the operation on a snapshot (the system's side of the oracle).
    public func apply(to snapshot: inout DiffableSnapshot<Int, Int>) throws(SnapshotError) {
        switch self {
        case let .appendSections(ids): try snapshot.appendSections(ids)
        case let .insertSections(ids, d, a):
            if a { try snapshot.insertSections(ids, afterSection: d) } else { try snapshot.insertSections(ids, beforeSection: d) }
        case let .deleteSections(ids): try snapshot.deleteSections(ids)
        case let .moveSection(id, d, a):
            if a { try snapshot.moveSection(id, afterSection: d) } else { try snapshot.moveSection(id, beforeSection: d) }
        case let .reloadSections(ids): try snapshot.reloadSections(ids)
        case let .appendItems(ids, s): try snapshot.appendItems(ids, toSection: s)
        case let .insertItems(ids, d, a):
            if a { try snapshot.insertItems(ids, afterItem: d) } else { try snapshot.insertItems(ids, beforeItem: d) }
        case let .deleteItems(ids): try snapshot.deleteItems(ids)
        case .deleteAllItems: snapshot.deleteAllItems()
        case let .moveItem(id, d, a):
            if a { try snapshot.moveItem(id, afterItem: d) } else { try snapshot.moveItem(id, beforeItem: d) }
        case let .reloadItems(ids): try snapshot.reloadItems(ids)
        case let .reconfigureItems(ids): try snapshot.reconfigureItems(ids)
        }
    }

    /// Runs the operation on the reference model (the oracle's side).
    public func apply(to reference: inout ReferenceSnapshot) throws(SnapshotError) {
        switch self {
        case let .appendSections(ids): try reference.appendSections(ids)
        case let .insertSections(ids, d, a): try reference.insertSections(ids, relativeTo: d, after: a)
        case let .deleteSections(ids): try reference.deleteSections(ids)
        case let .moveSection(id, d, a): try reference.moveSection(id, relativeTo: d, after: a)
        case let .reloadSections(ids): try reference.reloadSections(ids)
        case let .appendItems(ids, s): try reference.appendItems(ids, to: s)
        case let .insertItems(ids, d, a): try reference.insertItems(ids, relativeTo: d, after: a)
        case let .deleteItems(ids): try reference.deleteItems(ids)
        case .deleteAllItems: reference.deleteAllItems()
        case let .moveItem(id, d, a): try reference.moveItem(id, relativeTo: d, after: a)
        case let .reloadItems(ids): try reference.markItems(ids, reconfigure: false)
        case let .reconfigureItems(ids): try reference.markItems(ids, reconfigure: true)
        }
    }
}
