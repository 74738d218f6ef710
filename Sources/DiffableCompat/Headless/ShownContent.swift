#if !canImport(UIKit)
import Diffing
import Foundation
import HeadlessViews

/// A cell that shows whether it is selected: both of UIKit's cell classes.
@MainActor
protocol SelectableCell: UIView {
    var isSelected: Bool { get set }
    var configurationUpdatedForDisplay: Bool { get }
    func setNeedsUpdateConfiguration()
}

extension SelectableCell {
    /// UIKit updates a cell's configuration before it first shows (`updateConfiguration(using:)`,
    /// then its handler): done here unless something already did, so a cell that configures itself
    /// only there shows its content.
    func updateConfigurationBeforeFirstDisplay() {
        if !configurationUpdatedForDisplay { setNeedsUpdateConfiguration() }
    }
}

extension UICollectionViewCell: SelectableCell {}
extension UITableViewCell: SelectableCell {}

/// What a headless collection or table view shows, kept once, by the view: the counts, the cell
/// last configured for each index path (the view shows every item, so every cell it took is
/// visible), the selected index paths, the supplementary views by kind and index path, and the
/// batch being collected inside `performBatchUpdates` (nested ones count as the outer one, as
/// UIKit's). Only its view changes it, in the ways UIKit's views change what they show: a
/// diffable commit (`commit(_:)`, which carries what the view keeps to its new paths by identity),
/// `reloadData`, a batch update made by hand, a user's move or selection.
@MainActor
final class ShownContent<Cell: SelectableCell> {
    /// The counts shown; nil until the view first loads them.
    private var counts: [Int]?
    private(set) var cells: [IndexPath: Cell] = [:]
    private(set) var selected: Set<IndexPath> = []
    private(set) var supplementary: [String: [IndexPath: UIView]] = [:]
    /// The supplementary views the view holds as subviews, by identity (see
    /// `SectionedCellView.syncSupplementarySubviews()`).
    var supplementarySubviews: [ObjectIdentifier: UIView] = [:]
    /// The paths being reconfigured: a dequeue for one of them answers the cell shown there, as
    /// UIKit's reconfigure updates the existing cell instead of replacing it.
    private var reconfiguring: Set<IndexPath> = []
    private var batchDepth = 0
    private var pending = BatchUpdate()

    // MARK: Counts

    /// The counts shown, loading them with `load` the first time (as UIKit loads lazily).
    func counts(loading load: () -> [Int]) -> [Int] {
        if let counts { return counts }
        let loaded = load()
        counts = loaded
        return loaded
    }

    func setCounts(_ newCounts: [Int]) { counts = newCounts }

    // MARK: Batch updates made by hand

    /// Runs `updates` collecting its changes; at the outermost level validates them against the data
    /// source's counts now (`after`) with UIKit's rules: on success the view takes them and returns
    /// the update (for the cells to ask for); on failure raises UIKit's text and keeps its counts.
    func batch(
        _ updates: () -> Void, style: MessageStyle, before load: () -> [Int], after: () -> [Int], raise: (DiffableFailure) -> Void
    ) -> BatchUpdate? {
        let old = counts(loading: load)
        batchDepth += 1
        updates()
        batchDepth -= 1
        guard batchDepth == 0 else { return nil }
        let update = pending
        pending = BatchUpdate()
        let new = after()
        do throws(InconsistencyError) {
            try InconsistencyError.check(update, countsBefore: old, countsAfter: new, style: style)
        } catch {
            raise(DiffableFailure(reason: error.description))
            return nil
        }
        counts = new
        return update
    }

    /// Adds a change to the batch being collected.
    func collect(_ change: (inout BatchUpdate) -> Void) { change(&pending) }

    // MARK: Cells, selection and supplementary views

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

    /// Drops every cell, the selection and the supplementary views (a reload, which also clears the
    /// selection, as UIKit's does); returns the cells dropped.
    func reset() -> [(Cell, IndexPath)] {
        let dropped = remap { _ in nil }
        supplementary = [:]
        return dropped
    }

    /// Drops what lies outside `counts` (after a batch update made by hand, whose moves are not traced).
    func keep(within counts: [Int]) -> [(Cell, IndexPath)] {
        remap { path in isValid(path, in: counts) ? path : nil }
    }

    /// Carries the cells and the selection through a user's move of the item at `source` to
    /// `destination` (its path after the move), and takes `newCounts`.
    func move(from source: IndexPath, to destination: IndexPath, counts newCounts: [Int]) {
        remap { Self.path($0, afterMoving: source, to: destination) }
        counts = newCounts
    }

    /// Where what was at `path` is after the item at `source` moved to `destination`.
    static func path(_ path: IndexPath, afterMoving source: IndexPath, to destination: IndexPath) -> IndexPath? {
        if path == source { return destination }
        var p = path
        if p.section == source.section, p.item > source.item { p.item -= 1 }
        if p.section == destination.section, p.item >= destination.item { p.item += 1 }
        return p
    }

    /// Keeps `cell` for `path`; returns the cell it replaces.
    func setCell(_ cell: Cell, at path: IndexPath) -> Cell? {
        defer { cells[path] = cell }
        return cells[path].flatMap { $0 === cell ? nil : $0 }
    }

    func setSupplementary(_ view: UIView, kind: String, at path: IndexPath) { supplementary[kind, default: [:]][path] = view }

    func isSelected(_ path: IndexPath) -> Bool { selected.contains(path) }
    func select(_ path: IndexPath) { selected.insert(path) }
    func deselect(_ path: IndexPath) { selected.remove(path) }
    func deselectAll() { selected = [] }

    /// The path of `cell`, or nil.
    func path(of cell: UIView) -> IndexPath? { cells.first { $0.value === cell }?.key }
}
#endif
