#if !canImport(UIKit)
import Foundation

// Where rows sit: a headless table lays out nothing itself, so a row's rectangle is the frame its
// cell has (what the app or a test set), and a section's is the rectangle its rows' cells cover.
extension UITableView {
    /// The rectangle of the row at `indexPath`, in the table's coordinates: its cell's frame, or
    /// zero when the table shows no cell there (an index path outside the table), as UIKit returns
    /// zero for one. Modelled.
    public func rectForRow(at indexPath: IndexPath) -> CGRect { cellForRow(at: indexPath)?.frame ?? .zero }

    /// The rectangle of `section`: the union of its rows' cells' frames, or zero when it shows none.
    /// Modelled, as `rectForRow(at:)`; headers and footers are not laid out, so they add nothing.
    public func rect(forSection section: Int) -> CGRect {
        let frames = visibleCells.compactMap { cell -> CGRect? in
            indexPath(for: cell)?.section == section ? cell.frame : nil
        }
        guard let first = frames.first else { return .zero }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }

    /// The rectangle of `section`'s header: zero. Shape only: headers are not laid out here.
    public func rectForHeader(inSection section: Int) -> CGRect { .zero }

    /// The rectangle of `section`'s footer: zero. Shape only, as `rectForHeader(inSection:)`.
    public func rectForFooter(inSection section: Int) -> CGRect { .zero }

    /// Reloads the section index's titles. Shape only: there is no index bar to redraw.
    public func reloadSectionIndexTitles() {}

    /// Whether the table has changes not yet shown (iOS 11): false, as every change shows at once
    /// here. Shape only.
    public var hasUncommittedUpdates: Bool { false }
}
#endif
