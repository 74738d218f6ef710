#if !canImport(UIKit)
import Foundation

/// A collection view's diffable data source as an outline disclosure's tap sees it, whatever its
/// identifier types.
@MainActor
protocol OutlineDisclosureToggling: AnyObject {
    /// Toggles the expansion of the item at `indexPath`; returns whether it changed.
    func toggleOutlineDisclosure(at indexPath: IndexPath) -> Bool
}

extension UICollectionViewDiffableDataSource: OutlineDisclosureToggling {
    /// What UIKit's outline disclosure does when tapped: the item's section snapshot expands or
    /// collapses it, when `sectionSnapshotHandlers` allow (`shouldExpandItem`, `shouldCollapseItem`;
    /// `willExpandItem`, `willCollapseItem` before; `snapshotForExpandingParent` gives the children
    /// to expand into), and is applied to its section, animated. An item the data source does not
    /// show, or one with no children, changes nothing.
    func toggleOutlineDisclosure(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return false }
        var sectionSnapshot = snapshot(for: section)
        // Asked only of an item the section snapshot holds: UIKit raises for another's children.
        guard sectionSnapshot.contains(item) else { return false }
        let children = sectionSnapshot.snapshot(of: item, includingParent: false)
        guard !children.items.isEmpty || sectionSnapshotHandlers.snapshotForExpandingParent != nil else { return false }
        if sectionSnapshot.isExpanded(item) {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return false }
            sectionSnapshotHandlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
        } else {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return false }
            sectionSnapshotHandlers.willExpandItem?(item)
            if let provide = sectionSnapshotHandlers.snapshotForExpandingParent {
                sectionSnapshot.replace(childrenOf: item, using: provide(item, children))
            }
            sectionSnapshot.expand([item])
        }
        apply(sectionSnapshot, to: section, animatingDifferences: true)
        return true
    }
}

extension UICollectionView {
    /// Headless extra (not UIKit API): a user's tap on the outline disclosure accessory of the
    /// list cell shown at `indexPath`. Modelled: the accessory's `actionHandler` runs when it has
    /// one; else, as UIKit's default, the diffable data source expands or collapses the item in its
    /// section snapshot (see `sectionSnapshotHandlers`). False when no cell with an outline
    /// disclosure shows there, or nothing changed.
    @discardableResult
    public func tapOutlineDisclosure(at indexPath: IndexPath) -> Bool {
        guard let accessory = outlineDisclosure(at: indexPath) else { return false }
        if let handler = accessory.actionHandler {
            handler()
            return true
        }
        return (dataSource as? any OutlineDisclosureToggling)?.toggleOutlineDisclosure(at: indexPath) ?? false
    }

    /// The outline disclosure accessory of the list cell shown at `indexPath`, if it has one.
    func outlineDisclosure(at indexPath: IndexPath) -> UICellAccessory? {
        guard indexPath.count == 2, let cell = content.cells[indexPath] as? UICollectionViewListCell else { return nil }
        return cell.accessories.first { $0.kind == .outlineDisclosure }
    }

    /// Whether the cell at `indexPath` has a header-style outline disclosure (`.header`, or
    /// `.automatic` on a cell whose content is a header list configuration: a guess at UIKit's
    /// rule), where a tap anywhere toggles the item and the cell is not selectable.
    func hasHeaderOutlineDisclosure(at indexPath: IndexPath) -> Bool {
        guard let accessory = outlineDisclosure(at: indexPath) else { return false }
        switch accessory.options.style ?? .automatic {
        case .header: return true
        case .cell: return false
        case .automatic:
            guard let cell = content.cells[indexPath],
                  let configuration = cell.contentConfiguration as? UIListContentConfiguration else { return false }
            return configuration.style == "header" || configuration.style.hasSuffix("Header")
        }
    }
}
#endif
