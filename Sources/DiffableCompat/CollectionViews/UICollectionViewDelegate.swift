#if !canImport(UIKit)
import Foundation

// UIKit's collection view protocols. Their optional requirements (Objective-C `@objc optional`)
// have defaults in protocol extensions here, as Swift without the Objective-C runtime has no
// optional requirements. The one incompatibility: calling an optional requirement with `?(`
// (`delegate?.collectionView?(view, didSelectItemAt: path)`) does not compile; call it directly
// (`delegate?.collectionView(view, didSelectItemAt: path)`), which runs the default when the
// conforming type does not implement it.

/// What a collection view tells its delegate. Every requirement is optional in UIKit and has a
/// default here (see the note on `?(` above). Main-actor isolated, as in the iOS SDK. It inherits
/// `UIScrollViewDelegate`, as UIKit's does (nothing scrolls: of its methods only `scrollViewDidScroll(_:)` is called, when the content offset changes).
@MainActor @preconcurrency
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether a tap may highlight the item. Shape only: nothing highlights. Default true.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap may select the item. Modelled: asked by `tapItem(at:)`. Default true.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap may deselect the item. Modelled: asked by `tapItem(at:)` in multiple
    /// selection. Default true.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item. Modelled: called by `tapItem(at:)`, never by `selectItem`.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user deselected the item. Modelled: called by `tapItem(at:)`, never by `deselectItem`.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to be shown. Modelled: called for each cell the view takes from its data source.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view is about to be shown. Modelled: called for each one the view takes.
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath)
    /// A cell left the screen. Modelled: called when the view drops a cell (its item deleted or
    /// its cell replaced).
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// Where an item being moved interactively goes (deprecated in iOS 15, still called when the
    /// newer method is not implemented). Modelled. Default: `proposedIndexPath`.
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// Where an item being moved interactively goes (iOS 15). Modelled: asked for each target
    /// position. Default: the deprecated method's answer.
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// The context menu for a long press on an item (deprecated in iOS 16 for the items form).
    /// Modelled: asked by the items form's default. Default nil: no menu.
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    /// The context menu for a long press on items (iOS 16). Modelled: asked by
    /// `contextMenuConfiguration(forItemAt:point:)`. Default: the single-item form's answer for one
    /// item, nil for several.
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint)
        -> UIContextMenuConfiguration?
    /// The preview shown while an item's menu appears (iOS 16). Modelled: asked by
    /// `contextMenuHighlightPreview(for:forItemAt:)`. Default: the deprecated method's answer, as
    /// UIKit falls back to it.
    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview?
    /// The preview an item's menu dismisses to (iOS 16). Default: the deprecated method's answer.
    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview?
    /// The preview shown while a menu appears (deprecated in iOS 16). Default nil: the cell.
    func collectionView(_ collectionView: UICollectionView,
                        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The preview a menu dismisses to (deprecated in iOS 16). Default nil: the cell.
    func collectionView(_ collectionView: UICollectionView,
                        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The user tapped a menu's preview. Shape only: nothing taps it. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: any UIContextMenuInteractionCommitAnimating)
    /// A menu is about to appear. Shape only: nothing shows it. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?)
    /// A menu is about to go. Shape only: nothing shows it. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?)

    // Audit 2: the rest of UIKit's delegate that apps implement; defaults in
    // UICollectionViewDelegate+Audit.swift.

    /// The item was highlighted. Modelled: called by `tapItem(at:)` after `shouldHighlightItemAt`
    /// (false refuses the tap, as UIKit's). Default: nothing.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight went. Modelled: called by `tapItem(at:)` after the highlight. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// A supplementary view left the screen. Shape only: supplementary views stay. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// The layout an interactive layout transition runs through. Shape only: nothing transitions.
    /// Default: a `UICollectionViewTransitionLayout` between the two.
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout
    /// The offset to stop scrolling at after an update or a layout change. Shape only: nothing
    /// scrolls. Default: `proposedContentOffset`.
    func collectionView(_ collectionView: UICollectionView,
                        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
    /// Whether a two-finger pan may start selecting several items. Shape only: nothing pans. Default false.
    func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A two-finger pan started selecting items. Shape only. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// A two-finger pan stopped selecting items. Shape only. Default: nothing.
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
    /// Whether the item has a primary action (iOS 16). Modelled: asked by `tapItem(at:)` after a
    /// selection that does not extend another. Default: true outside editing, as UIKit's.
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
    /// Performs the item's primary action (iOS 16). Modelled: called by `tapItem(at:)` after the
    /// tap's selection, when `canPerformPrimaryActionForItemAt` allows (UIKit calls
    /// it only when the delegate implements it; the default here does nothing). Default: nothing.
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// Whether the item can be focused. Shape only: nothing focuses. Default true.
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// Whether the item may be edited (iOS 14; a list cell's editing accessories). Shape only.
    /// Default true, as UIKit documents.
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    /// Whether a long press shows the edit menu (deprecated in iOS 13 for context menus). Shape
    /// only. Default false.
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    /// Whether the edit menu offers `action` (copy, paste) for the item (deprecated in iOS 13).
    /// Shape only: no menu shows. Default false.
    func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                        withSender sender: Any?) -> Bool
    /// Performs the edit menu's `action` for the item (deprecated in iOS 13). Shape only. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?)
    /// The item focus goes to first. Shape only: nothing focuses. Default nil.
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
}

extension UICollectionViewDelegate {
    /// True. Shape only.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// True. Modelled.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// True. Modelled.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing. Modelled.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing. Modelled.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Nothing. Modelled.
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Nothing. Modelled.
    public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Nothing. Modelled.
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// `proposedIndexPath`. Modelled.
    public func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath
    }
    /// The deprecated method's answer. Modelled.
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// Nil. Modelled.
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration? { nil }
    /// The single-item form's answer for one item, nil for several. Modelled.
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint)
        -> UIContextMenuConfiguration? {
        indexPaths.count == 1 ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
    }
    /// The deprecated method's answer. Modelled.
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                               highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }
    /// The deprecated method's answer. Modelled.
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                               dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
    }
    /// Nil. Modelled.
    public func collectionView(_ collectionView: UICollectionView,
                               previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Nil. Modelled.
    public func collectionView(_ collectionView: UICollectionView,
                               previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Nothing. Shape only.
    public func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                               animator: any UIContextMenuInteractionCommitAnimating) {}
    /// Nothing. Shape only.
    public func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                               animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Nothing. Shape only.
    public func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                               animator: (any UIContextMenuInteractionAnimating)?) {}
}
#endif
