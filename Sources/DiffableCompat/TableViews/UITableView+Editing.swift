#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Where a row ends up when scrolled to. Shape only: nothing scrolls.
    public enum ScrollPosition: Int, Sendable {
        /// `.none`, as UIKit's. Shape only: kept, not drawn.
        case none
        /// `.top`, as UIKit's. Shape only: kept, not drawn.
        case top
        /// `.middle`, as UIKit's. Shape only: kept, not drawn.
        case middle
        /// `.bottom`, as UIKit's. Shape only: kept, not drawn.
        case bottom
    }

    // MARK: Editing

    /// A user's edit of the row at `indexPath`, the headless stand-in for a swipe-to-delete (or a
    /// tap on the delete or insert control): as UIKit, only for a row in range that the data source
    /// says is editable (`tableView(_:canEditRowAt:)`) and whose editing style
    /// (`tableView(_:editingStyleForRowAt:)`, `.delete` by default) is `editingStyle`; then the
    /// data source's `tableView(_:commit:forRowAt:)` runs. Returns whether it ran. Modelled.
    @discardableResult
    public func commitEditing(_ editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) -> Bool {
        guard editingStyle != .none, isValid(indexPath, in: shownCounts), let dataSource,
              dataSource.tableView(self, canEditRowAt: indexPath),
              (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == editingStyle else { return false }
        dataSource.tableView(self, commit: editingStyle, forRowAt: indexPath)
        return true
    }

    /// A user's drag of the row at `source` by its reorder control to `destination` (the row's
    /// path after the move). Modelled as UIKit: only in editing mode, for a row in range that the
    /// data source lets move (`tableView(_:canMoveRowAt:)`); the delegate's
    /// `targetIndexPathForMoveFromRowAt` decides the place; when it differs from `source` the data
    /// source's `tableView(_:moveRowAt:to:)` runs. Returns whether it ran.
    @discardableResult
    public func moveRowInteractively(from source: IndexPath, to destination: IndexPath) -> Bool {
        let shownCounts = shownCounts
        guard editing, isValid(source, in: shownCounts), let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return false }
        let target = delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: destination) ?? destination
        guard target != source, target.count == 2, target.section >= 0, target.section < shownCounts.count, target.row >= 0,
              target.row < shownCounts[target.section] + (target.section == source.section ? 0 : 1) else { return false }
        dataSource.tableView(self, moveRowAt: source, to: target)
        // A diffable data source made for this table commits the move; for any other the table
        // shows it itself.
        if !takesCommits(from: dataSource) { showMove(from: source, to: target) }
        return true
    }

    // MARK: Selection

    /// The selected row with the lowest index path, or nil. Modelled (see `indexPathsForSelectedRows`).
    public var indexPathForSelectedRow: IndexPath? { content.selected.min() }

    /// The selected rows in index-path order, or nil when none is. Modelled: kept across diffable
    /// applies by identity; cleared by `reloadData` and `applySnapshotUsingReloadData`.
    public var indexPathsForSelectedRows: [IndexPath]? {
        let selected = content.selected.sorted()
        return selected.isEmpty ? nil : selected
    }

    /// Selects the row at `indexPath` (nil deselects all), replacing the selection unless multiple
    /// selection is allowed in the current mode. Modelled: the delegate is not told, as UIKit's is
    /// not; a path out of range is ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return setSelection([]) }
        guard isValid(indexPath, in: shownCounts) else { return }
        let multiple = editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        setSelection(multiple ? content.selected.union([indexPath]) : [indexPath])
    }

    /// Deselects the row at `indexPath`. Modelled: the delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) { setSelection(content.selected.subtracting([indexPath])) }

    /// Makes `selection` the selected rows, their cells selected and the others not.
    private func setSelection(_ selection: Set<IndexPath>) {
        for path in content.selected.subtracting(selection) {
            content.deselect(path)
            content.cells[path]?.isSelected = false
        }
        for path in selection.subtracting(content.selected) {
            content.select(path)
            content.cells[path]?.isSelected = true
        }
    }

    /// A user's tap on the row at `indexPath`, the headless stand-in for a touch. Modelled as UIKit:
    /// nothing when selection is off in the current mode or the path is out of range; in multiple
    /// selection a tap on a selected row deselects it (`willDeselectRowAt`, `didDeselectRowAt`);
    /// otherwise `willSelectRowAt` may redirect or refuse, the selection is replaced (single
    /// selection: `willDeselectRowAt`/`didDeselectRowAt` for the row it replaces) and
    /// `didSelectRowAt` is called. Before any of that the touch highlights the row:
    /// `shouldHighlightRowAt` (false refuses the tap, as UIKit's), then `didHighlightRowAt` and
    /// `didUnhighlightRowAt`. In a storyboard-made table whose storyboard file the port step read,
    /// a cell whose prototype has a segue runs it before `didSelectRowAt` (`shouldPerformSegue`,
    /// then `prepare(for:sender:)` with the cell as sender). After a selection that does not extend an existing one,
    /// `performPrimaryActionForRowAt` when `canPerformPrimaryActionForRowAt` allows (iOS 16; by
    /// default only outside editing). Returns whether the selection changed.
    @discardableResult
    public func tapRow(at indexPath: IndexPath) -> Bool {
        let multiple = editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        guard editing ? allowsSelectionDuringEditing || multiple : allowsSelection || multiple, isValid(indexPath, in: shownCounts) else { return false }
        if let delegate {
            guard delegate.tableView(self, shouldHighlightRowAt: indexPath) else { return false }
            delegate.tableView(self, didHighlightRowAt: indexPath)
            delegate.tableView(self, didUnhighlightRowAt: indexPath)
        }
        if multiple, content.isSelected(indexPath) { return deselectByTap(indexPath) }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
              isValid(target, in: shownCounts) else { return false }
        let extending = multiple && !content.selected.isEmpty
        if !multiple { for old in content.selected.sorted() where old != target { deselectByTap(old) } }
        setSelection(content.selected.union([target]))
        if let cell = content.cells[target] { storyboardSceneController?.performSegueTriggered(byCell: cell) }
        delegate?.tableView(self, didSelectRowAt: target)
        if !extending, let delegate, delegate.tableView(self, canPerformPrimaryActionForRowAt: target) {
            delegate.tableView(self, performPrimaryActionForRowAt: target)
        }
        return true
    }

    @discardableResult
    private func deselectByTap(_ indexPath: IndexPath) -> Bool {
        guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return false }
        setSelection(content.selected.subtracting([target]))
        delegate?.tableView(self, didDeselectRowAt: target)
        return true
    }

    /// A user's tap on the detail button of the row at `indexPath` (a `.detailButton` or
    /// `.detailDisclosureButton` accessory), the headless stand-in for a touch. Modelled: tells the
    /// delegate `accessoryButtonTappedForRowWith` and returns true; nothing for a path out of range
    /// (false). An addition; the selection does not change, as in UIKit.
    @discardableResult
    public func tapAccessoryButton(forRowWith indexPath: IndexPath) -> Bool {
        guard isValid(indexPath, in: shownCounts) else { return false }
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        return true
    }

    // MARK: Lookup

    /// The cell shown for the row at `indexPath`: the one the data source last gave for it (moved
    /// with its item through diffable updates), or nil. Modelled.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { content.cells[indexPath] }

    /// The cells shown, in index-path order. Modelled: a headless table shows every row.
    public var visibleCells: [UITableViewCell] { content.cells.sorted { $0.key < $1.key }.map(\.value) }

    /// The index paths of the rows shown, in order, or nil when none is. Modelled.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let paths = content.cells.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// The index path of `cell`, or nil when the table does not show it. Modelled.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { content.path(of: cell) }

    /// The index path of the row at `point`, in the table's coordinates (a long press's location),
    /// or nil. Modelled: the first row, in order, whose cell's frame contains the point. Nothing lays
    /// rows out here, so a cell's frame is what the app or the test gave it (zero by default: then
    /// no row is at any point).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        content.cells.lazy.filter { $0.value.frame.contains(point) }.map(\.key).min()
    }

    /// The index paths of the rows whose cells' frames meet `rect`, in order, or nil when none
    /// does. Modelled as ``indexPathForRow(at:)``.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let paths = content.cells.filter { $0.value.frame.intersects(rect) }.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// Scrolls to the row at `indexPath`. Modelled only in its check: a row outside the table
    /// raises UIKit's exception; nothing scrolls.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let counts = shownCounts
        if indexPath.count != 2 || indexPath.section < 0 || indexPath.section >= counts.count {
            let section = indexPath.count > 0 ? indexPath[0] : 0
            DiffableFailures.raise(DiffableFailure(reason: "Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only \(counts.count) sections. Table view: <UITableView: 0x0>"), bound: recorder)
        } else if indexPath.row < 0 || indexPath.row >= counts[indexPath.section] {
            DiffableFailures.raise(DiffableFailure(reason: "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(counts[indexPath.section]) rows in section \(indexPath.section). Table view: <UITableView: 0x0>"), bound: recorder)
        }
    }

    /// Scrolls so the selected row nearest the visible area shows. Shape only: nothing scrolls (a
    /// headless table shows every row), and with no selected row UIKit does nothing either.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {}
}
#endif
