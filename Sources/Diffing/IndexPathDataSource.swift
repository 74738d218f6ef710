import DiffableSnapshots

/// A data source written against index paths (`numberOfSections`, `numberOfItems(inSection:)`, an
/// identifier per index path): what code that predates diffable data sources already has.
public protocol IndexPathDataSource {
    /// What identifies a section.
    associatedtype SectionID: Hashable & Sendable
    /// What identifies an item.
    associatedtype ItemID: Hashable & Sendable
    /// The number of sections.
    var numberOfSections: Int { get }
    /// The number of items in section `section`.
    func numberOfItems(inSection section: Int) -> Int
    /// The identifier of section `section`.
    func sectionIdentifier(at section: Int) -> SectionID
    /// The identifier of the item at `path`.
    func itemIdentifier(at path: ItemPath) -> ItemID
}

extension DiffableSnapshot {
    /// The snapshot of an index-path data source: the migration path for code written against
    /// `numberOfSections` / `numberOfItems(inSection:)`. Throws UIKit's error when identifiers repeat.
    public init<Source: IndexPathDataSource>(indexPathDataSource source: Source) throws(SnapshotError)
    where Source.SectionID == SectionID, Source.ItemID == ItemID {
        self.init()
        let sections = (0 ..< source.numberOfSections).map { source.sectionIdentifier(at: $0) }
        try appendSections(sections)
        for (index, section) in sections.enumerated() {
            let items = (0 ..< source.numberOfItems(inSection: index)).map { source.itemIdentifier(at: ItemPath(section: index, item: $0)) }
            try appendItems(items, toSection: section)
        }
    }
}
