#if !canImport(UIKit)
import Foundation

/// What a headless view shows beyond its counts: the cell last configured for each index path (the
/// view shows every item, so every cell it took is visible), the selected index paths, and the
/// supplementary views by kind and index path. Diffable commits carry them by identity
/// (`remap`): a moved item keeps its cell and its selection at its new path, a deleted item's are
/// dropped, as UIKit tracks them through diffable updates.
@MainActor
final class ShownItems<Cell: UIView> {
    private(set) var cells: [IndexPath: Cell] = [:]
    private(set) var selected: Set<IndexPath> = []
    private(set) var supplementary: [String: [IndexPath: UIView]] = [:]
    /// The paths being reconfigured: a dequeue for one of them answers the cell shown there, as
    /// UIKit's reconfigure updates the existing cell instead of replacing it.
    var reconfiguring: Set<IndexPath> = []

    /// The shown cell a dequeue for `path` reuses while it is reconfigured, or nil.
    func reusableCell(at path: IndexPath) -> Cell? { reconfiguring.contains(path) ? cells[path] : nil }

    /// Runs `body` with `paths` being reconfigured.
    func reconfiguring(_ paths: [IndexPath], _ body: () -> Void) {
        reconfiguring = Set(paths)
        defer { reconfiguring = [] }
        body()
    }

    /// Moves every kept path to `newPath(path)`, dropping those it maps to nil; returns the cells
    /// dropped, with their old paths.
    @discardableResult
    func remap(_ newPath: (IndexPath) -> IndexPath?) -> [(Cell, IndexPath)] {
        var kept: [IndexPath: Cell] = [:]
        var dropped: [(Cell, IndexPath)] = []
        for (path, cell) in cells {
            if let new = newPath(path) { kept[new] = cell } else { dropped.append((cell, path)) }
        }
        cells = kept
        selected = Set(selected.compactMap(newPath))
        return dropped.sorted { $0.1 < $1.1 }
    }

    /// Moves the supplementary views to `newSection(section)`, dropping those it maps to nil.
    func remapSections(_ newSection: (Int) -> Int?) {
        supplementary = supplementary.mapValues { views in
            Dictionary(views.compactMap { path, view in newSection(path.section).map { (IndexPath(item: path.item, section: $0), view) } }) { a, _ in a }
        }
    }

    /// Drops everything (after `reloadData`, which also clears the selection, as UIKit's does).
    @discardableResult
    func reset() -> [(Cell, IndexPath)] {
        let dropped = remap { _ in nil }
        supplementary = [:]
        return dropped
    }

    /// Drops what lies outside `counts` (after a batch update made by hand, whose moves are not traced).
    @discardableResult
    func keep(within counts: [Int]) -> [(Cell, IndexPath)] {
        remap { path in path.count == 2 && path.section >= 0 && path.section < counts.count && path.item >= 0 && path.item < counts[path.section] ? path : nil }
    }

    /// Keeps `cell` for `path`; returns the cell it replaces.
    @discardableResult
    func setCell(_ cell: Cell, at path: IndexPath) -> Cell? {
        defer { cells[path] = cell }
        return cells[path].flatMap { $0 === cell ? nil : $0 }
    }

    func setSupplementary(_ view: UIView, kind: String, at path: IndexPath) { supplementary[kind, default: [:]][path] = view }

    func isSelected(_ path: IndexPath) -> Bool { selected.contains(path) }
    func select(_ path: IndexPath, exclusive: Bool) {
        if exclusive { selected = [] }
        selected.insert(path)
    }
    func deselect(_ path: IndexPath) { selected.remove(path) }
    func deselectAll() { selected = [] }

    /// The path of `cell`, or nil.
    func path(of cell: UIView) -> IndexPath? { cells.first { $0.value === cell }?.key }
}
#endif
