#if !canImport(UIKit)
import Foundation

/// UIKit's `NSDiffableDataSourceSnapshotReference`, the Objective-C snapshot that existing apps
/// adopt diffable data sources with: an `NSObject` with Objective-C-style names over
/// `NSDiffableDataSourceSnapshot<AnyDiffableIdentifier, AnyDiffableIdentifier>`, with its failure semantics. Modelled.
///
/// Bridging: UIKit bridges it to `NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>`; here
/// snapshots need `Sendable` identifiers, which `AnyHashable` is not, so the Swift side is
/// `NSDiffableDataSourceSnapshot<AnyDiffableIdentifier, AnyDiffableIdentifier>` (an `AnyHashable`
/// box). Both bridge with `as`, as in UIKit, typed snapshots too (`_ObjectiveCBridgeable`, see
/// `NSDiffableDataSourceSnapshot+Bridging.swift`); `init(_:)` and `snapshot` convert as well.
/// An identifier that is not `Hashable` cannot be an identifier here (Objective-C hashes every
/// object): it is UIKit-style raised (recorded: skipped). Not main-actor isolated, as UIKit's
/// (snapshots are built on any queue).
open class NSDiffableDataSourceSnapshotReference: NSObject, NSCopying {
    /// The Swift snapshot it holds.
    public var snapshot: NSDiffableDataSourceSnapshot<AnyDiffableIdentifier, AnyDiffableIdentifier>

    /// An empty snapshot.
    public override init() {
        snapshot = NSDiffableDataSourceSnapshot()
        super.init()
    }

    /// A reference holding `snapshot`, as UIKit's `snapshot as NSDiffableDataSourceSnapshotReference`.
    public init(_ snapshot: NSDiffableDataSourceSnapshot<AnyDiffableIdentifier, AnyDiffableIdentifier>) {
        self.snapshot = snapshot
        super.init()
    }

    /// A copy holding the same snapshot (UIKit's `NSCopying`; `copy()` calls it). Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { NSDiffableDataSourceSnapshotReference(snapshot) }

    // MARK: Queries

    /// The number of items. Modelled.
    open var numberOfItems: Int { snapshot.numberOfItems }
    /// The number of sections. Modelled.
    open var numberOfSections: Int { snapshot.numberOfSections }
    /// The section identifiers, in order. Modelled.
    open var sectionIdentifiers: [Any] { snapshot.sectionIdentifiers.map(\.base.base) }
    /// The item identifiers, in order. Modelled.
    open var itemIdentifiers: [Any] { snapshot.itemIdentifiers.map(\.base.base) }
    /// The sections marked for reload. Modelled.
    open var reloadedSectionIdentifiers: [Any] { snapshot.reloadedSectionIdentifiers.map(\.base.base) }
    /// The items marked for reload. Modelled.
    open var reloadedItemIdentifiers: [Any] { snapshot.reloadedItemIdentifiers.map(\.base.base) }
    /// The items marked for reconfiguring. Modelled.
    open var reconfiguredItemIdentifiers: [Any] { snapshot.reconfiguredItemIdentifiers.map(\.base.base) }

    /// The number of items in the section; UIKit raises for a missing one. Modelled.
    open func numberOfItems(inSection sectionIdentifier: Any) -> Int {
        guard let section = Self.key(sectionIdentifier) else { return 0 }
        return snapshot.numberOfItems(inSection: section)
    }

    /// The items of the section; UIKit raises for a missing one. Modelled.
    open func itemIdentifiersInSection(withIdentifier sectionIdentifier: Any) -> [Any] {
        guard let section = Self.key(sectionIdentifier) else { return [] }
        return snapshot.itemIdentifiers(inSection: section).map(\.base.base)
    }

    /// The section holding the item, or nil. Modelled.
    open func sectionIdentifierForSection(containingItemIdentifier itemIdentifier: Any) -> Any? {
        Self.key(itemIdentifier).flatMap { snapshot.sectionIdentifier(containingItem: $0)?.base.base }
    }

    /// The index of the item among all items, or `NSNotFound`. Modelled.
    open func index(ofItemIdentifier itemIdentifier: Any) -> Int {
        Self.key(itemIdentifier).flatMap { snapshot.indexOfItem($0) } ?? NSNotFound
    }

    /// The index of the section, or `NSNotFound`. Modelled.
    open func index(ofSectionIdentifier sectionIdentifier: Any) -> Int {
        Self.key(sectionIdentifier).flatMap { snapshot.indexOfSection($0) } ?? NSNotFound
    }

    // MARK: Items

    /// Appends items to the last section; UIKit's exceptions as the Swift snapshot's. Modelled.
    open func appendItems(withIdentifiers identifiers: [Any]) { snapshot.appendItems(Self.keys(identifiers)) }

    /// Appends items to the section. Modelled.
    open func appendItems(withIdentifiers identifiers: [Any], intoSectionWithIdentifier sectionIdentifier: Any) {
        guard let section = Self.key(sectionIdentifier) else { return }
        snapshot.appendItems(Self.keys(identifiers), toSection: section)
    }

    /// Inserts items before an item. Modelled.
    open func insertItems(withIdentifiers identifiers: [Any], beforeItemWithIdentifier itemIdentifier: Any) {
        guard let item = Self.key(itemIdentifier) else { return }
        snapshot.insertItems(Self.keys(identifiers), beforeItem: item)
    }

    /// Inserts items after an item. Modelled.
    open func insertItems(withIdentifiers identifiers: [Any], afterItemWithIdentifier itemIdentifier: Any) {
        guard let item = Self.key(itemIdentifier) else { return }
        snapshot.insertItems(Self.keys(identifiers), afterItem: item)
    }

    /// Deletes items. Modelled.
    open func deleteItems(withIdentifiers identifiers: [Any]) { snapshot.deleteItems(Self.keys(identifiers)) }

    /// Deletes every item. Modelled.
    open func deleteAllItems() { snapshot.deleteAllItems() }

    /// Moves an item before another. Modelled.
    open func moveItem(withIdentifier fromIdentifier: Any, beforeItemWithIdentifier toIdentifier: Any) {
        guard let from = Self.key(fromIdentifier), let to = Self.key(toIdentifier) else { return }
        snapshot.moveItem(from, beforeItem: to)
    }

    /// Moves an item after another. Modelled.
    open func moveItem(withIdentifier fromIdentifier: Any, afterItemWithIdentifier toIdentifier: Any) {
        guard let from = Self.key(fromIdentifier), let to = Self.key(toIdentifier) else { return }
        snapshot.moveItem(from, afterItem: to)
    }

    /// Marks items for reload. Modelled.
    open func reloadItems(withIdentifiers identifiers: [Any]) { snapshot.reloadItems(Self.keys(identifiers)) }

    /// Marks items for reconfiguring. Modelled.
    open func reconfigureItems(withIdentifiers identifiers: [Any]) { snapshot.reconfigureItems(Self.keys(identifiers)) }

    // MARK: Sections

    /// Appends sections. Modelled.
    open func appendSections(withIdentifiers sectionIdentifiers: [Any]) { snapshot.appendSections(Self.keys(sectionIdentifiers)) }

    /// Inserts sections before a section. Modelled.
    open func insertSections(withIdentifiers sectionIdentifiers: [Any], beforeSectionWithIdentifier toSectionIdentifier: Any) {
        guard let to = Self.key(toSectionIdentifier) else { return }
        snapshot.insertSections(Self.keys(sectionIdentifiers), beforeSection: to)
    }

    /// Inserts sections after a section. Modelled.
    open func insertSections(withIdentifiers sectionIdentifiers: [Any], afterSectionWithIdentifier toSectionIdentifier: Any) {
        guard let to = Self.key(toSectionIdentifier) else { return }
        snapshot.insertSections(Self.keys(sectionIdentifiers), afterSection: to)
    }

    /// Deletes sections and their items. Modelled.
    open func deleteSections(withIdentifiers sectionIdentifiers: [Any]) { snapshot.deleteSections(Self.keys(sectionIdentifiers)) }

    /// Moves a section before another. Modelled.
    open func moveSection(withIdentifier fromSectionIdentifier: Any, beforeSectionWithIdentifier toSectionIdentifier: Any) {
        guard let from = Self.key(fromSectionIdentifier), let to = Self.key(toSectionIdentifier) else { return }
        snapshot.moveSection(from, beforeSection: to)
    }

    /// Moves a section after another. Modelled.
    open func moveSection(withIdentifier fromSectionIdentifier: Any, afterSectionWithIdentifier toSectionIdentifier: Any) {
        guard let from = Self.key(fromSectionIdentifier), let to = Self.key(toSectionIdentifier) else { return }
        snapshot.moveSection(from, afterSection: to)
    }

    /// Marks sections for reload. Modelled.
    open func reloadSections(withIdentifiers sectionIdentifiers: [Any]) { snapshot.reloadSections(Self.keys(sectionIdentifiers)) }

    // MARK: Identifiers

    /// `identifier` as a key, or nil (raised) when it is not `Hashable`.
    static func key(_ identifier: Any) -> AnyDiffableIdentifier? {
        if let key = identifier as? AnyHashable { return AnyDiffableIdentifier(key) }
        DiffableFailures.raise(DiffableFailure(reason: "Invalid identifier: \(identifier) is not Hashable; identifiers must be hashable"))
        return nil
    }

    static func keys(_ identifiers: [Any]) -> [AnyDiffableIdentifier] { identifiers.compactMap(key) }
}
#endif
