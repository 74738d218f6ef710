#if !canImport(UIKit)
import Foundation

extension NSDiffableDataSourceSnapshot where SectionIdentifierType == AnyDiffableIdentifier, ItemIdentifierType == AnyDiffableIdentifier {
    /// The Swift snapshot a reference holds, as UIKit's `reference as NSDiffableDataSourceSnapshot<AnyDiffableIdentifier, AnyDiffableIdentifier>`.
    public init(_ reference: NSDiffableDataSourceSnapshotReference) { self = reference.snapshot }
}

extension NSDiffableDataSourceSnapshot {
    /// The Swift snapshot a reference holds, typed: UIKit's `reference as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>`
    /// (Core Data's fetched results controllers give a reference). Identifiers of other types are
    /// left out; reloaded and reconfigured items are kept. Modelled.
    public init(_ reference: NSDiffableDataSourceSnapshotReference) {
        self.init()
        let source = reference.snapshot
        for section in source.sectionIdentifiers {
            guard let typed = (section as? SectionIdentifierType) ?? (section.base.base as? SectionIdentifierType) else { continue }
            appendSections([typed])
            appendItems(source.itemIdentifiers(inSection: section).compactMap { ($0 as? ItemIdentifierType) ?? ($0.base.base as? ItemIdentifierType) }, toSection: typed)
        }
        let reloaded = source.reloadedItemIdentifiers.compactMap { ($0 as? ItemIdentifierType) ?? ($0.base.base as? ItemIdentifierType) }
        if !reloaded.isEmpty { reloadItems(reloaded) }
        let reconfigured = source.reconfiguredItemIdentifiers.compactMap { ($0 as? ItemIdentifierType) ?? ($0.base.base as? ItemIdentifierType) }
        if !reconfigured.isEmpty { reconfigureItems(reconfigured) }
    }
}
#endif
