#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Starts moving the item at `indexPath`, as a long press does. Modelled: false when another
    /// movement is under way, the path is out of range, or the data source's
    /// `collectionView(_:canMoveItemAt:)` says no.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, isValid(indexPath, in: shownCounts), let dataSource,
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        movement = InteractiveMovement(original: indexPath, current: indexPath)
        return true
    }

    /// Follows the finger to `targetPosition`. Shape only: there is no layout to find the item
    /// under a point; use `updateInteractiveMovementTarget(to:)`.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {}

    /// The headless stand-in for `updateInteractiveMovementTargetPosition(_:)`: proposes
    /// `indexPath` as the item's new place. Modelled: the delegate's
    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath` decides; a place outside the view
    /// (after the move: one past the end of another section is a place) is ignored.
    public func updateInteractiveMovementTarget(to indexPath: IndexPath) {
        guard let movement else { return }
        let target = delegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original, atCurrentIndexPath: movement.current,
            toProposedIndexPath: indexPath) ?? indexPath
        guard isPlace(target, forItemFrom: movement.original) else { return }
        self.movement?.current = target
    }

    /// Ends the movement: when the item's place changed, the view shows the move and tells its
    /// data source (`collectionView(_:moveItemAt:to:)`), as UIKit's does. Modelled.
    public func endInteractiveMovement() {
        guard let movement else { return }
        self.movement = nil
        guard movement.current != movement.original, let dataSource else { return }
        dataSource.collectionView(self, moveItemAt: movement.original, to: movement.current)
        // A diffable data source made for this view commits the move; for any other the view
        // shows it itself.
        if !takesCommits(from: dataSource) { showMove(from: movement.original, to: movement.current) }
    }

    /// Ends the movement with the item back where it was; the data source is not told. Modelled.
    public func cancelInteractiveMovement() { movement = nil }

    /// A user's drag of the item at `source` to `destination`, start to end: begin, target, end.
    /// The headless entry point for reordering; returns whether the data source was told of a move.
    @discardableResult
    public func moveItemInteractively(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard beginInteractiveMovementForItem(at: source) else { return false }
        updateInteractiveMovementTarget(to: destination)
        let moved = movement.map { $0.current != $0.original } ?? false
        endInteractiveMovement()
        return moved
    }

    /// Whether `target` is a place the item at `source` can move to: an item's path after the move.
    private func isPlace(_ target: IndexPath, forItemFrom source: IndexPath) -> Bool {
        let counts = shownCounts
        guard target.count == 2, target.section >= 0, target.section < counts.count, target.item >= 0 else { return false }
        return target.item < counts[target.section] + (target.section == source.section ? 0 : 1)
    }
}
#endif
