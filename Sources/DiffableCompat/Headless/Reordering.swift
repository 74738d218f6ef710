#if !canImport(UIKit)
import DiffableSnapshots
import Foundation

/// The reordering both diffable data sources share: `snapshot` with the item at `source` moved
/// to `destination` (the path it has after the move, as UIKit's `moveItemAt:to:` gives it), or
/// nil when either path is out of range.
enum Reordering {
    static func moving<S, I>(_ snapshot: DiffableSnapshot<S, I>, from source: IndexPath, to destination: IndexPath) -> (I, DiffableSnapshot<S, I>)? {
        guard let item = DataSourceCore.item(at: source, in: snapshot), destination.count == 2,
              destination.section >= 0, destination.section < snapshot.numberOfSections else { return nil }
        var moved = snapshot
        let section = snapshot.sectionIdentifiers[destination.section]
        do throws(SnapshotError) {
            try moved.deleteItems([item])
            let items = try moved.itemIdentifiers(inSection: section)
            guard destination.item >= 0, destination.item <= items.count else { return nil }
            if destination.item < items.count {
                try moved.insertItems([item], beforeItem: items[destination.item])
            } else {
                try moved.appendItems([item], toSection: section)
            }
        } catch {
            return nil
        }
        return (item, moved)
    }
}
#endif
