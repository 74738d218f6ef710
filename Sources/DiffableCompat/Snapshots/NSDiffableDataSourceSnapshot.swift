#if !canImport(UIKit)
import DiffableSnapshots

/// UIKit's `NSDiffableDataSourceSnapshot`, on diffbench's model: the same API, non-throwing, with
/// UIKit's failure semantics (`DiffableFailures`): what UIKit raises ends the process with UIKit's
/// text (or is recorded inside `DiffableFailures.record`, the snapshot left as it was); what UIKit
/// logs (items re-appended and moved) goes to standard error (or is recorded).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The model underneath, for code that wants diffbench's throwing API.
    public var model: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// An empty snapshot.
    public init() { model = DiffableSnapshot() }

    /// A snapshot over `model`.
    public init(_ model: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>) { self.model = model }

    // MARK: Queries

    /// UIKit's `numberOfItems`: items in all sections. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public var numberOfItems: Int { model.numberOfItems }
    /// UIKit's `numberOfSections`: the number of sections. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public var numberOfSections: Int { model.numberOfSections }
    /// UIKit's `sectionIdentifiers`: the sections, in order. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public var sectionIdentifiers: [SectionIdentifierType] { model.sectionIdentifiers }
    /// UIKit's `itemIdentifiers`: every item, section after section. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public var itemIdentifiers: [ItemIdentifierType] { model.itemIdentifiers }

    /// The number of items in `identifier`'s section; UIKit raises when there is no such section
    /// (recorded: 0).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        do throws(SnapshotError) { return try model.numberOfItems(inSection: identifier) } catch {
            DiffableFailures.raise(DiffableFailure(reason: error.description))
            return 0
        }
    }

    /// The items of `identifier`'s section; UIKit raises when there is no such section (recorded: []).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        do throws(SnapshotError) { return try model.itemIdentifiers(inSection: identifier) } catch {
            DiffableFailures.raise(DiffableFailure(reason: error.description))
            return []
        }
    }

    /// UIKit's `sectionIdentifier(containingItem:)`: the section holding an item, or nil. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        model.sectionIdentifier(containingItem: identifier)
    }

    /// UIKit's `indexOfItem(_:)`: the global index of an item, or nil. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { model.indexOfItem(identifier) }

    /// The Objective-C reference type's spelling (`index(ofItemIdentifier:)`); UIKit's Swift struct
    /// names it `indexOfItem(_:)`, so code that must also build for iOS should use that.
    @available(*, deprecated, renamed: "indexOfItem(_:)")
    public func index(ofItem identifier: ItemIdentifierType) -> Int? { model.indexOfItem(identifier) }

    /// UIKit's `indexOfSection(_:)`: the index of a section, or nil. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { model.indexOfSection(identifier) }

    /// UIKit's `reloadedSectionIdentifiers`: sections marked for reload. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { model.reloadedSectionIdentifiers }
    /// UIKit's `reloadedItemIdentifiers`: items marked for reload. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { model.reloadedItemIdentifiers }
    /// UIKit's `reconfiguredItemIdentifiers`: items marked for reconfigure. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { model.reconfiguredItemIdentifiers }

    // MARK: Items

    /// UIKit's `appendItems(_:toSection:)`: appends items to a section (the last when nil). Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        perform { model throws(SnapshotError) in try model.appendItems(identifiers, toSection: sectionIdentifier) }
    }

    /// UIKit's `insertItems(_:beforeItem:)`: inserts items before an item. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        perform { model throws(SnapshotError) in try model.insertItems(identifiers, beforeItem: beforeIdentifier) }
    }

    /// UIKit's `insertItems(_:afterItem:)`: inserts items after an item. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        perform { model throws(SnapshotError) in try model.insertItems(identifiers, afterItem: afterIdentifier) }
    }

    /// UIKit's `deleteItems(_:)`: deletes items (missing ones ignored). Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        perform { model throws(SnapshotError) in try model.deleteItems(identifiers) }
    }

    /// UIKit's `deleteAllItems()`: empties the snapshot. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func deleteAllItems() { model.deleteAllItems() }

    /// UIKit's `moveItem(_:beforeItem:)`: moves an item before another. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        perform { model throws(SnapshotError) in try model.moveItem(identifier, beforeItem: toIdentifier) }
    }

    /// UIKit's `moveItem(_:afterItem:)`: moves an item after another. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        perform { model throws(SnapshotError) in try model.moveItem(identifier, afterItem: toIdentifier) }
    }

    /// UIKit's `reloadItems(_:)`: marks items for reload. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        perform { model throws(SnapshotError) in try model.reloadItems(identifiers) }
    }

    /// UIKit's `reconfigureItems(_:)`: marks items for reconfigure. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        perform { model throws(SnapshotError) in try model.reconfigureItems(identifiers) }
    }

    // MARK: Sections

    /// UIKit's `appendSections(_:)`: appends sections. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        perform { model throws(SnapshotError) in try model.appendSections(identifiers) }
    }

    /// UIKit's `insertSections(_:beforeSection:)`: inserts sections before a section. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        perform { model throws(SnapshotError) in try model.insertSections(identifiers, beforeSection: toIdentifier) }
    }

    /// UIKit's `insertSections(_:afterSection:)`: inserts sections after a section. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        perform { model throws(SnapshotError) in try model.insertSections(identifiers, afterSection: toIdentifier) }
    }

    /// UIKit's `deleteSections(_:)`: deletes sections and their items. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        perform { model throws(SnapshotError) in try model.deleteSections(identifiers) }
    }

    /// UIKit's `moveSection(_:beforeSection:)`: moves a section before another. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        perform { model throws(SnapshotError) in try model.moveSection(identifier, beforeSection: toIdentifier) }
    }

    /// UIKit's `moveSection(_:afterSection:)`: moves a section after another. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        perform { model throws(SnapshotError) in try model.moveSection(identifier, afterSection: toIdentifier) }
    }

    /// UIKit's `reloadSections(_:)`: marks sections for reload. Modelled on `DiffableSnapshot`, with UIKit's checks and its exception for a bad call.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        perform { model throws(SnapshotError) in try model.reloadSections(identifiers) }
    }

    /// Runs a mutation of the model with UIKit's semantics: a throw is raised (or recorded, the
    /// snapshot unchanged); warnings the call produced are logged (or recorded).
    private mutating func perform(_ mutation: (inout DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>) throws(SnapshotError) -> Void) {
        let warningsBefore = model.warnings.count
        do throws(SnapshotError) { try mutation(&model) } catch {
            DiffableFailures.raise(DiffableFailure(reason: error.description))
            return
        }
        if model.warnings.count > warningsBefore {
            for warning in model.warnings[warningsBefore...] { DiffableFailures.log(warning.description) }
            model.removeAllWarnings()
        }
    }
}
#endif
