#if !canImport(UIKit)
import Foundation

/// UIKit's bridging of the Swift snapshot and `NSDiffableDataSourceSnapshotReference`, so that the
/// casts apps write compile and convert as on iOS:
///
/// ```swift
/// func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>,
///                 didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
///     let typed = snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>
///     dataSource.apply(typed)
/// }
/// let reference = typed as NSDiffableDataSourceSnapshotReference
/// ```
///
/// Swift on Linux bridges a type that conforms to `_ObjectiveCBridgeable` with `as`, as Foundation
/// bridges `NSString` and `String`. From a reference, identifiers of other types than the
/// snapshot's are left out (on iOS the cast traps when one is used); reloaded and reconfigured
/// items are kept both ways. Modelled.
extension NSDiffableDataSourceSnapshot: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSDiffableDataSourceSnapshotReference

    public func _bridgeToObjectiveC() -> NSDiffableDataSourceSnapshotReference {
        // Types compared, not cast: a cast between two of these snapshots may itself bridge.
        if Self.holdsReferenceTypes {
            return NSDiffableDataSourceSnapshotReference(unsafeBitCast(self, to: NSDiffableDataSourceSnapshot<AnyDiffableIdentifier, AnyDiffableIdentifier>.self))
        }
        func boxed<T: Hashable & Sendable>(_ identifier: T) -> AnyDiffableIdentifier {
            (identifier as? AnyDiffableIdentifier) ?? AnyDiffableIdentifier(AnyHashable(identifier))
        }
        var untyped = NSDiffableDataSourceSnapshot<AnyDiffableIdentifier, AnyDiffableIdentifier>()
        for section in sectionIdentifiers {
            let box = boxed(section)
            untyped.appendSections([box])
            untyped.appendItems(itemIdentifiers(inSection: section).map(boxed), toSection: box)
        }
        if !reloadedSectionIdentifiers.isEmpty { untyped.reloadSections(reloadedSectionIdentifiers.map(boxed)) }
        if !reloadedItemIdentifiers.isEmpty { untyped.reloadItems(reloadedItemIdentifiers.map(boxed)) }
        if !reconfiguredItemIdentifiers.isEmpty { untyped.reconfigureItems(reconfiguredItemIdentifiers.map(boxed)) }
        return NSDiffableDataSourceSnapshotReference(untyped)
    }

    public static func _forceBridgeFromObjectiveC(_ source: NSDiffableDataSourceSnapshotReference, result: inout Self?) {
        result = bridged(source)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDiffableDataSourceSnapshotReference, result: inout Self?) -> Bool {
        result = bridged(source)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDiffableDataSourceSnapshotReference?) -> Self {
        source.map(bridged) ?? Self()
    }

    /// The typed snapshot `reference` holds: itself when the types are the reference's own.
    private static func bridged(_ reference: NSDiffableDataSourceSnapshotReference) -> Self {
        if holdsReferenceTypes { return unsafeBitCast(reference.snapshot, to: Self.self) }
        return Self(reference)
    }

    /// Whether both identifier types are the reference's own.
    private static var holdsReferenceTypes: Bool {
        SectionIdentifierType.self == AnyDiffableIdentifier.self && ItemIdentifierType.self == AnyDiffableIdentifier.self
    }
}
#endif
