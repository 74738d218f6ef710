/// An error UIKit raises from `NSDiffableDataSourceSectionSnapshot`, as a value whose `description`
/// is UIKit's exact text (iOS 18.2, shared/reference/uikit-semantics.md §2). A call that throws one
/// has left the section snapshot exactly as it was.
public enum SectionSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Items added that repeat inside the call or are already in the section snapshot
    /// (`…DUPLICATE_ITEM_IDENTIFIERS_IN_SECTION_SNAPSHOT`). Unlike the full snapshot, nothing moves.
    case duplicateItems([IdentifierText])
    /// A parent item that is not in the section snapshot (append, snapshot(of:), replace(childrenOf:)).
    case parentNotFound(String)
    /// `insert(_:before:)` with a destination that is not in the section snapshot.
    case insertBeforeDestinationNotFound(String)
    /// `insert(_:after:)` with a destination that is not in the section snapshot.
    case insertAfterDestinationNotFound(String)
    /// `delete(_:)` naming an item that is not in the section snapshot (checked before deleting any).
    case itemNotFound(String)
    /// A query (`level(of:)`, `isExpanded`, `isVisible`) about an item that is not there.
    case itemDoesNotExist(String)
    /// `parent(of:)` about an item that is not there.
    case childNotFound(String)
    /// A broken `Equatable`: `x == x` is false.
    case identifierNotEqualToItself(String)

    /// UIKit's exact text for this error.
    public var description: String {
        switch self {
        case let .duplicateItems(items):
            return "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(IdentifierRendering.set(items))"
        case let .parentNotFound(item):
            return "Parent item identifier does not exist in section snapshot: \(item)"
        case let .insertBeforeDestinationNotFound(item):
            return "Item identifier to insert before does not exist in section snapshot: \(item)"
        case let .insertAfterDestinationNotFound(item):
            return "Item identifier to insert after does not exist in section snapshot: \(item)"
        case let .itemNotFound(item):
            return "Failed to find index of item \(item)"
        case let .itemDoesNotExist(item):
            return "Item identifier does not exist in section snapshot: \(item)"
        case let .childNotFound(item):
            return "Child item identifier does not exist in section snapshot: \(item)"
        case let .identifierNotEqualToItself(item):
            return SnapshotError.identifierNotEqualToItself(kind: .item, identifier: item).description
        }
    }

    /// How UIKit reports this error when it crashes the app.
    public var uncaughtExceptionText: String {
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(description)'"
    }
}
