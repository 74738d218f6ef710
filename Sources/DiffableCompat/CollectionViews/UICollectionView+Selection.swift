#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Where an item ends up when scrolled to. Shape only: nothing scrolls.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// The position of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shape only.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Shape only.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// Shape only.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Shape only.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Shape only.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Shape only.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // MARK: Selection

    /// The selected index paths, in index-path order (nil when none is, as UIKit's). Modelled:
    /// kept across diffable applies by identity (a moved item stays selected at its new path, a
    /// deleted one is dropped); cleared by `reloadData` and `applySnapshotUsingReloadData`.
    public var indexPathsForSelectedItems: [IndexPath]? {
        let selected = content.selected.sorted()
        return selected.isEmpty ? nil : selected
    }

    /// Selects the item at `indexPath` (nil deselects all), replacing the selection unless
    /// `allowsMultipleSelection`. Modelled: the delegate is not told, as UIKit's is not;
    /// `allowsSelection` governs the user's taps only (Apple: "whether users can select items"); a
    /// path out of range is ignored. `animated` and `scrollPosition` are shape only.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAll() }
        guard isValid(indexPath, in: shownCounts) else { return }
        if !selectsMultiple { deselectAll() }
        content.select(indexPath)
        if let cell = content.cells[indexPath] { cell.isSelected = true }
    }

    /// Deselects the item at `indexPath`. Modelled: the delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        content.deselect(indexPath)
        if let cell = content.cells[indexPath] { cell.isSelected = false }
    }

    /// A user's tap on the item at `indexPath`, the headless stand-in for a touch. Modelled as
    /// UIKit handles one: nothing when selection is off in the current mode (`allowsSelection`, or
    /// `allowsSelectionDuringEditing` when `isEditing`) or the path is out of range; in multiple
    /// selection a tap on a selected item asks `shouldDeselectItemAt` and deselects
    /// (`didDeselectItemAt`); otherwise it asks `shouldSelectItemAt`, replaces the selection
    /// (single selection: `didDeselectItemAt` for each item it replaces, as a user's tap on another
    /// item deselects it in UIKit) and calls `didSelectItemAt`. Before any of that the touch
    /// highlights the item: `shouldHighlightItemAt` (false refuses the tap, as UIKit's), then
    /// `didHighlightItemAt` and `didUnhighlightItemAt`; after a selection that does not extend an
    /// existing one, `performPrimaryActionForItemAt` when `canPerformPrimaryActionForItemAt` allows
    /// (iOS 16; by default only outside editing). In a storyboard-made collection view whose
    /// storyboard file the port step read, a cell whose prototype has a segue runs it before
    /// `didSelectItemAt`, as a table's does. A list cell whose outline disclosure is header-style
    /// (`.header`) is not selectable: the tap expands or collapses its item instead, as UIKit's
    /// (see `tapOutlineDisclosure(at:)`). Returns whether the selection changed.
    @discardableResult
    public func tapItem(at indexPath: IndexPath) -> Bool {
        guard isValid(indexPath, in: shownCounts) else { return false }
        if hasHeaderOutlineDisclosure(at: indexPath) {
            // A header-style outline disclosure: a tap anywhere toggles the item; the cell is not
            // selectable (UIKit's OutlineDisclosureOptions.Style.header).
            tapOutlineDisclosure(at: indexPath)
            return false
        }
        guard isEditing ? allowsSelectionDuringEditing || selectsMultiple : allowsSelection || selectsMultiple else { return false }
        if let delegate {
            guard delegate.collectionView(self, shouldHighlightItemAt: indexPath) else { return false }
            delegate.collectionView(self, didHighlightItemAt: indexPath)
            delegate.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        if selectsMultiple, content.isSelected(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return false }
            deselectItem(at: indexPath, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return true
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
        let extending = selectsMultiple && !content.selected.isEmpty
        let replaced = selectsMultiple ? [] : content.selected.subtracting([indexPath]).sorted()
        selectItem(at: indexPath, animated: true, scrollPosition: [])
        for path in replaced { delegate?.collectionView(self, didDeselectItemAt: path) }
        if let cell = content.cells[indexPath] { storyboardSceneController?.performSegueTriggered(byCell: cell) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        if !extending, let delegate, delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) {
            delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
        }
        return true
    }

    /// Whether selection adds rather than replaces in the current mode.
    private var selectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    private func deselectAll() {
        for path in content.selected { if let cell = content.cells[path] { cell.isSelected = false } }
        content.deselectAll()
    }

    // MARK: Lookup

    /// The cell shown for the item at `indexPath`: the one the data source last gave for it (moved
    /// with its item through diffable updates), or nil. Modelled.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { content.cells[indexPath] }

    /// The cells shown, in index-path order. Modelled: a headless view shows every item.
    public var visibleCells: [UICollectionViewCell] { content.cells.sorted { $0.key < $1.key }.map(\.value) }

    /// The index paths of the cells shown, in order. Modelled.
    public var indexPathsForVisibleItems: [IndexPath] { content.cells.keys.sorted() }

    /// The index path of `cell`, or nil when the view does not show it. Modelled.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { content.path(of: cell) }

    /// The index path of the item at `point`, in the view's coordinates (a gesture's location), or
    /// nil. Modelled: the first item, in order, whose cell's frame contains the point. Nothing lays
    /// items out here, so a cell's frame is what the app or the test gave it (zero by default: then
    /// no item is at any point).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        content.cells.lazy.filter { $0.value.frame.contains(point) }.map(\.key).min()
    }

    /// Scrolls to the item at `indexPath`. Modelled only in its check: a path outside the view's
    /// items raises UIKit's exception; nothing scrolls.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let counts = shownCounts
        if indexPath.count != 2 || indexPath.section < 0 || indexPath.section >= counts.count {
            let section = indexPath.count > 0 ? indexPath[0] : 0
            DiffableFailures.raise(DiffableFailure(reason: "Attempted to scroll the collection view to an out-of-bounds section (\(section)) when there are only \(counts.count) sections. Collection view: <UICollectionView: 0x0>"), bound: recorder)
        } else if indexPath.item < 0 || indexPath.item >= counts[indexPath.section] {
            DiffableFailures.raise(DiffableFailure(reason: "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are only \(counts[indexPath.section]) items in section \(indexPath.section). Collection view: <UICollectionView: 0x0>"), bound: recorder)
        }
    }
}
#endif
