#if !canImport(UIKit)
import Diffing
import Foundation

extension IndexPath {
    var itemPath: ItemPath { ItemPath(section: count > 0 ? self[0] : 0, item: count > 1 ? self[1] : 0) }
}

extension ItemPath {
    var indexPath: IndexPath { IndexPath(indexes: [section, item]) }
}

/// `<NSIndexPath: 0x0> {length = 2, path = s - i}`, as UIKit's messages print an index path.
func describe(_ indexPath: IndexPath) -> String { indexPath.itemPath.objectDescription }

/// Whether `path` names an item (or row) that `counts` holds.
func isValid(_ path: IndexPath, in counts: [Int]) -> Bool {
    path.count == 2 && path.section >= 0 && path.section < counts.count && path.item >= 0 && path.item < counts[path.section]
}
#endif
