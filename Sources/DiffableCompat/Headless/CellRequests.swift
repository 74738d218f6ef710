#if !canImport(UIKit)
import Diffing

/// The index paths a view asks cells for after an update.
enum CellRequests {
    static func paths(after update: BatchUpdate, counts: [Int]) -> [ItemPath] {
        var paths = update.itemInserts.filter { $0.section < counts.count && !update.sectionInserts.contains($0.section) }
        for section in Set(update.sectionInserts + update.sectionReloads).sorted() where section >= 0 && section < counts.count {
            paths += (0 ..< counts[section]).map { ItemPath(section: section, item: $0) }
        }
        paths += update.itemReloads + update.itemReconfigures
        var seen = Set<ItemPath>()
        return paths.filter { seen.insert($0).inserted && $0.section >= 0 && $0.section < counts.count && $0.item >= 0 && $0.item < counts[$0.section] }.sorted()
    }
}
#endif
