/// An error UIKit raises from `NSDiffableDataSourceSnapshot`, as a value. Its `description` is
/// UIKit's exact text (iOS 18; see shared/reference/uikit-semantics.md §1.3). Identifiers are carried
/// already rendered, so the error is `Sendable` whatever the identifier types are.
///
/// A snapshot call that throws one of these has left the snapshot exactly as it was.
public enum SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The identifiers passed to one call repeat an identifier (`_UIDiffableDataSourceUpdate.m:81`).
    case identifiersNotUnique(kind: IdentifierKind, duplicates: [IdentifierText])
    /// Sections appended or inserted that are already in the snapshot (`…IDENTIFIER_ALREADY_EXISTS`).
    case sectionsAlreadyExist([IdentifierText])
    /// `moveItem(x, before/after: x)`.
    case itemMoveDestinationIsSource(identifier: String, update: UpdateDescription)
    /// `moveSection(x, before/after: x)`.
    case sectionMoveDestinationIsSource(identifier: String, update: UpdateDescription)
    /// `insertItems([… y …], before/after: y)`.
    case itemInsertionDestinationInIdentifiers(destination: String, update: UpdateDescription)
    /// `insertSections([… y …], before/after: y)`.
    case sectionInsertionDestinationInIdentifiers(destination: String, update: UpdateDescription)
    /// An `NSParameterAssert` that failed; `condition` is its source text, e.g. `section != NSNotFound`.
    case invalidParameter(condition: String)
    /// `appendItems(_:)` with no section named and no section in the snapshot.
    case noSections
    /// A per-section query about a section the snapshot does not hold.
    case sectionNotFound
    /// `reloadSections`/`reloadItems`/`reconfigureItems` naming an identifier not in the snapshot.
    case reloadOfMissingIdentifier(kind: IdentifierKind, reconfigure: Bool, identifier: String)
    /// A broken `Hashable`: the identifier's hash value differs from when it was added.
    case hashValueChanged(kind: IdentifierKind, identifier: String)
    /// A broken `Equatable`: `x == x` is false.
    case identifierNotEqualToItself(kind: IdentifierKind, identifier: String)
    /// A broken `Hashable`: two identifiers compare equal but hash differently.
    case equalIdentifiersWithDifferentHashes(kind: IdentifierKind, first: String, second: String)

    /// UIKit's exact text for this error.
    public var description: String {
        switch self {
        case let .identifiersNotUnique(kind, duplicates):
            return "Fatal: supplied \(kind.rawValue) identifiers are not unique. Duplicate identifiers: "
                + IdentifierRendering.set(duplicates)
        case let .sectionsAlreadyExist(sections):
            let one = sections.count == 1
            let phrase = one ? "identifier that already exists" : "identifiers that already exist"
            let listed = one ? sections[0].plain : IdentifierRendering.array(sections)
            return "Diffable data source detected an attempt to insert or append \(sections.count) section \(phrase) "
                + "in the snapshot. Identifiers in a snapshot must be unique. Section \(phrase): \(listed)"
        case let .itemMoveDestinationIsSource(identifier, update):
            return "Invalid update: destination for item move is the same as the source [\(identifier)] for update: \(update)."
        case let .sectionMoveDestinationIsSource(identifier, update):
            return "Invalid update: destination for section move is the same as the source [\(identifier)] for update: \(update)."
        case let .itemInsertionDestinationInIdentifiers(destination, update):
            return "Invalid update: destination for insertion operation [\(destination)] is in the insertion identifier list for update: \(update)."
        case let .sectionInsertionDestinationInIdentifiers(destination, update):
            return "Invalid update: destination for section operation [\(destination)] is in the inserted section list for update: \(update)"
        case let .invalidParameter(condition):
            return "Invalid parameter not satisfying: \(condition)"
        case .noSections:
            return "There are currently no sections in the data source. Please add a section first."
        case .sectionNotFound:
            return "Section identifier was not found. You can verify the section exists by calling the "
                + "indexOfSectionIdentifier API (which has O(1) performance)"
        case let .reloadOfMissingIdentifier(kind, reconfigure, identifier):
            return "Attempted to \(reconfigure ? "reconfigure" : "reload") \(kind.rawValue) identifier that does not exist in the snapshot: \(identifier)"
        case let .hashValueChanged(kind, identifier):
            return "Diffable data source detected \(kind.article) identifier whose hash value changed. The hash value of an "
                + "identifier cannot change once it has been added to a snapshot. You must fix this in the Hashable (Swift) "
                + "or hash property (Objective-C) implementation for this identifier's type. When fixing your implementation, "
                + "also remember that two identifiers which are equal must have the same hash value. Identifier returning "
                + "invalid hash values: \(identifier)"
        case let .identifierNotEqualToItself(kind, identifier):
            return "Diffable data source detected \(kind.article) identifier that is not equal to itself. An identifier must "
                + "compare as equal to the same identifier. You must fix this in the == function (Swift) or -isEqual: method "
                + "(Objective-C) implementation for this identifier's type. Identifier with invalid equality: \(identifier)"
        case let .equalIdentifiersWithDifferentHashes(kind, first, second):
            return "Diffable data source detected \(kind.rawValue) identifiers that are equal but have different hash values. "
                + "Two identifiers which compare as equal must return the same hash value. You must fix this in the Hashable "
                + "(Swift) or hash property (Objective-C) implementation for the type of these identifiers. Identifiers that "
                + "are equal but have different hash values: (\(first)) and (\(second))"
        }
    }

    /// How UIKit reports this error when it crashes the app.
    public var uncaughtExceptionText: String {
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(description)'"
    }
}

extension IdentifierKind {
    /// `an item` / `a section`, as the broken-Hashable messages say it.
    var article: String { self == .item ? "an item" : "a section" }
}

/// Something UIKit only logs: the call went through, and this says what it did instead.
public enum SnapshotWarning: Sendable, Hashable, CustomStringConvertible {
    /// Items appended or inserted that were already in the snapshot: they were moved into place.
    case itemsAlreadyExist([IdentifierText])

    /// UIKit's exact log text (os_log, subsystem `com.apple.UIKit`, category `DiffableDataSource`).
    public var description: String {
        switch self {
        case let .itemsAlreadyExist(items):
            let one = items.count == 1
            let phrase = one ? "identifier that already exists" : "identifiers that already exist"
            let existing = one ? "identifier" : "identifiers"
            let listed = one ? items[0].plain : IdentifierRendering.array(items)
            return "Diffable data source detected an attempt to insert or append \(items.count) item \(phrase) in the "
                + "snapshot. The existing item \(existing) will be moved into place instead, but this operation will be "
                + "more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic "
                + "breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the "
                + "debugger. Item \(phrase): \(listed)"
        }
    }
}

/// What a snapshot does when a call is invalid.
public enum FailurePolicy: Sendable, Hashable, Codable {
    /// Throw the typed error and leave the snapshot unchanged (the default: what a harness wants).
    case `throw`
    /// Crash with UIKit's uncaught-exception text, as UIKit does.
    case trap
}
