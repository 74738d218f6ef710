#if !canImport(UIKit)
import Diffing
import Foundation
import HeadlessViews

/// What the headless collection and table views share: a view that shows its data source's items
/// as cells in sections, keeps what it shows in one `ShownContent`, and changes it the ways UIKit's
/// views do: a diffable data source's commit (`commit(_:)`, the one way in for it), `reloadData`, a
/// batch update made by hand. Each view says how it asks its data source and tells its delegate.
@MainActor
protocol SectionedCellView: AnyObject {
    associatedtype Cell: SelectableCell
    /// What the view shows: the only copy.
    var content: ShownContent<Cell> { get }
    /// The recording in force when the view was made.
    var recorder: Recorder? { get }
    /// The counts its data source gives now, asked through the data-source protocol. The view asks
    /// where UIKit's does: on first load, on `reloadData`, to validate a batch update made by hand or
    /// a user's move; never after a diffable commit, which brings its counts.
    func dataSourceCounts() -> [Int]
    /// The cell its data source gives for `path` (`cellForItemAt`, `cellForRowAt`); nil without one.
    func dataSourceCell(at path: IndexPath) -> Cell?
    /// Tells the delegate `cell` is about to show at `path`.
    func delegateWillDisplay(_ cell: Cell, at path: IndexPath)
    /// Tells the delegate `cell` left the screen from `path`.
    func delegateDidEndDisplaying(_ cell: Cell, at path: IndexPath)
    /// Asks for the supplementary views after `commit`: a collection view's of the sections it
    /// names, a table's titles of every section.
    func requestSupplementaryViews(after commit: ViewCommit)
}

extension SectionedCellView {
    /// The counts shown, loaded from the data source the first time (as UIKit loads lazily).
    var shownCounts: [Int] { content.counts(loading: dataSourceCounts) }

    /// Takes a diffable data source's commit, inside it, on the main queue: logs the warnings the
    /// apply raised, carries its cells, selection and supplementary views to their new paths by
    /// identity (drops them after a reload), takes the new counts, and asks its data source for the
    /// new cells and supplementary views, as UIKit's view does when its diffable data source applies.
    func commit(_ commit: ViewCommit) {
        for warning in commit.warnings { DiffableFailures.log(warning, bound: commit.recorder) }
        switch commit.change {
        case .reload:
            endDisplaying(content.reset())
        case .update:
            endDisplaying(content.remap(commit.newPath))
            content.remapSections(commit.newSection)
        }
        content.setCounts(commit.counts)
        requestCells(at: commit.cellPaths, reconfiguring: commit.reconfigured)
        requestSupplementaryViews(after: commit)
        syncSupplementarySubviews()
    }

    /// Keeps the supplementary views shown (section headers and footers) among the view's subviews,
    /// as UIKit's are: adds those new, removes those no longer shown. Costs the number of supplementary
    /// views, not of cells.
    func syncSupplementarySubviews() {
        guard let view = self as? UIView else { return }
        var shown: [ObjectIdentifier: UIView] = [:]
        for views in content.supplementary.values {
            for supplementary in views.values {
                shown[ObjectIdentifier(supplementary)] = supplementary
                if supplementary.superview !== view { view.addSubview(supplementary) }
            }
        }
        for (identity, gone) in content.supplementarySubviews where shown[identity] == nil && gone.superview === view {
            gone.removeFromSuperview()
        }
        content.supplementarySubviews = shown
    }

    /// `reloadData`: drops the cells and the selection, as UIKit's does, takes the data source's
    /// counts, and asks for every cell (UIKit asks for the visible ones; a headless view shows
    /// every item).
    func reloadFromDataSource() {
        endDisplaying(content.reset())
        content.setCounts(dataSourceCounts())
        requestCells(at: shownCounts.enumerated().flatMap { section, count in (0 ..< count).map { IndexPath(item: $0, section: section) } })
        syncSupplementarySubviews()
    }

    /// At layout UIKit's view makes the cells of the rows it shows: a view with rows and no cell yet
    /// (its data source set, never reloaded nor applied to) loads them as `reloadData` does (a
    /// headless view shows every row). Returns whether it did.
    @discardableResult
    func loadCellsAtLayout() -> Bool {
        guard content.cells.isEmpty, shownCounts.contains(where: { $0 > 0 }) else { return false }
        reloadFromDataSource()
        return true
    }

    /// Runs `updates` as one batch (changes made inside join it), then checks it against the data
    /// source with UIKit's rules and texts in `style`: raises when it does not add up (the view keeps
    /// its state); else takes the data source's counts. Returns the update; nil when refused or nested.
    func performBatch(_ updates: () -> Void, style: MessageStyle) -> BatchUpdate? {
        content.batch(updates, style: style, before: dataSourceCounts, after: dataSourceCounts) { DiffableFailures.raise($0, bound: recorder) }
    }

    /// After a batch made by hand: drops the cells outside the new counts (its moves are not traced)
    /// and asks for those UIKit would: inserted items (all items of inserted sections) and reloaded
    /// or reconfigured ones, at their paths after it.
    func takeBatch(_ update: BatchUpdate) {
        endDisplaying(content.keep(within: shownCounts))
        requestCells(at: CellRequests.paths(after: update, counts: shownCounts).map(\.indexPath), reconfiguring: update.itemReconfigures.map(\.indexPath))
    }

    /// A user moved the item at `source` to `destination` and the data source took it without a
    /// commit of its own: the view shows the move itself, as UIKit's does, and validates its counts
    /// with the data source.
    func showMove(from source: IndexPath, to destination: IndexPath) {
        content.move(from: source, to: destination, counts: dataSourceCounts())
    }

    /// Asks the data source for the cells at `paths` and shows them; those in `reconfigured` reuse
    /// the cell shown there when dequeued.
    /// The cells they replace leave the screen together once all are shown (one pass over the
    /// view's subviews for a batch that reloads many rows, as UIKit ends their display after the update).
    func requestCells(at paths: [IndexPath], reconfiguring reconfigured: [IndexPath] = []) {
        var replaced: [(Cell, IndexPath)] = []
        content.reconfiguring(reconfigured) {
            for path in paths {
                guard let cell = dataSourceCell(at: path) else { break }
                show(cell, at: path, replacing: &replaced)
            }
        }
        endDisplaying(replaced)
    }

    /// Keeps `cell` as the one shown at `path`, telling the delegate (`willDisplay`, and
    /// `didEndDisplaying` for the cell it replaces); a selected path's cell is selected; a cell
    /// showing for the first time has its configuration updated, as UIKit does before display, and
    /// becomes the view's subview, as UIKit's shown cells are (so `viewWithTag(_:)` and a cell's
    /// `superview` find what the screen shows).
    func show(_ cell: Cell, at path: IndexPath) {
        var replaced: [(Cell, IndexPath)] = []
        show(cell, at: path, replacing: &replaced)
        endDisplaying(replaced)
    }

    /// `show(_:at:)`, adding the cell it replaces to `replaced` for the caller to end its display.
    private func show(_ cell: Cell, at path: IndexPath, replacing replaced: inout [(Cell, IndexPath)]) {
        let alreadyShown = content.cells[path] === cell
        if let previous = content.setCell(cell, at: path) { replaced.append((previous, path)) }
        cell.isSelected = content.isSelected(path)
        guard !alreadyShown else { return }
        delegateWillDisplay(cell, at: path)
        cell.updateConfigurationBeforeFirstDisplay()
        if let view = self as? UIView, cell.superview !== view { view.addSubview(cell) }
    }

    /// Takes the cells `dropped` off the screen: out of the view's subviews (in one pass), then
    /// tells the delegate they left.
    func endDisplaying(_ dropped: [(Cell, IndexPath)]) {
        guard !dropped.isEmpty else { return }
        (self as? UIView)?.removeSubviews(dropped.map(\.0))
        for (cell, path) in dropped { delegateDidEndDisplaying(cell, at: path) }
    }
}
#endif
