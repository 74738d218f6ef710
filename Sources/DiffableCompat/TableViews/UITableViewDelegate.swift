#if !canImport(UIKit)
import Foundation

// UIKit's table view protocols. Optional requirements have defaults in protocol extensions (see
// UICollectionViewDataSource.swift): calling one with `?(` does not compile; call it directly.

/// What a table view tells its delegate. Every requirement is optional in UIKit and has a default
/// here. Main-actor isolated, as in the iOS SDK. It inherits `UIScrollViewDelegate`, as UIKit's
/// does (nothing scrolls: of its methods only `scrollViewDidScroll(_:)` is called, when the content offset changes).
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The row a tap will select, or nil to refuse. Modelled: asked by `tapRow(at:)`. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row. Modelled: called by `tapRow(at:)`, never by `selectRow`.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row a tap will deselect, or nil to refuse. Modelled. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user deselected the row. Modelled: called by `tapRow(at:)`, never by `deselectRow`.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The editing style of the row. Modelled: `commitEditing(_:forRowAt:)` commits only the style
    /// this allows. Default `.delete`, as UIKit's for an editable row.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// A cell is about to be shown. Modelled: called for each cell the view takes from its data source.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A cell left the screen. Modelled: called when the view drops a cell.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Where a row being moved goes. Modelled: asked by `moveRowInteractively(from:to:)`. Default:
    /// `proposedDestinationIndexPath`.
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    /// The header view of `section`. Shape only: kept by `headerView(forSection:)`. Default nil.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The footer view of `section`. Shape only. Default nil.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// A header view is about to be shown. Modelled: called when `headerView(forSection:)` makes
    /// the section's header. Default: nothing.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// A footer view is about to be shown. Modelled, as the header's. Default: nothing.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// The height of the row. Shape only: nothing lays out. Default `UITableView.automaticDimension`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The actions a leading swipe shows. Shape only: nothing swipes (`commitEditing(_:forRowAt:)`
    /// is the headless delete). Default nil.
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a trailing swipe shows. Shape only, as the leading ones. Default nil.
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The context menu for a long press on a row. Modelled: asked by
    /// `contextMenuConfiguration(forRowAt:point:)`. Default nil: no menu.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    /// The preview shown while a row's menu appears. Modelled: asked by
    /// `contextMenuHighlightPreview(for:forRowAt:)`. Default nil: the cell.
    func tableView(_ tableView: UITableView,
                   previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The preview a row's menu dismisses to. Default nil: the cell.
    func tableView(_ tableView: UITableView,
                   previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The user tapped a menu's preview. Shape only: nothing taps it. Default: nothing.
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: any UIContextMenuInteractionCommitAnimating)
    /// A menu is about to appear. Shape only: nothing shows it. Default: nothing.
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
    /// A menu is about to go. Shape only: nothing shows it. Default: nothing.
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)

    // Audit 2: the rest of UIKit's delegate that apps implement; defaults in UITableViewDelegate+Audit.swift.

    /// The height of the header of `section`. Shape only: nothing lays out. Default: the table's
    /// `sectionHeaderHeight`, as UIKit's.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of the footer of `section`. Shape only. Default: the table's `sectionFooterHeight`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// The estimated height of the row. Shape only. Default: the table's `estimatedRowHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The estimated height of the header of `section`. Shape only. Default: the table's
    /// `estimatedSectionHeaderHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// The estimated height of the footer of `section`. Shape only. Default: the table's
    /// `estimatedSectionFooterHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// The user tapped the row's detail button. Modelled: called by the table's
    /// `tapAccessoryButton(forRowWith:)` (an addition). Default: nothing.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// Whether a touch highlights the row; false also refuses the tap's selection, as UIKit's.
    /// Modelled: asked by `tapRow(at:)`. Default true.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted. Modelled: called by `tapRow(at:)` before selecting. Default: nothing.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight went. Modelled: called by `tapRow(at:)` after the highlight. Default: nothing.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The title of the row's delete confirmation button. Shape only: nothing swipes. Default nil
    /// (UIKit's localized "Delete").
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// The actions a swipe shows (deprecated in iOS 13 for the swipe actions configurations). Shape
    /// only: nothing swipes. Default nil.
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    /// Whether the row indents while editing. Shape only. Default true.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// A swipe began editing the row. Shape only: nothing swipes. Default: nothing.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// A swipe's editing of the row ended. Shape only. Default: nothing.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// The indentation level of the row. Shape only. Default 0.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// A header view left the screen. Shape only: headers stay. Default: nothing.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// A footer view left the screen. Shape only. Default: nothing.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    /// Whether a two-finger pan may start selecting several rows. Shape only: nothing pans. Default false.
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A two-finger pan started selecting rows. Shape only. Default: nothing.
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// A two-finger pan stopped selecting rows. Shape only. Default: nothing.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
    /// Whether the row has a primary action (iOS 16). Modelled: asked by `tapRow(at:)` after a
    /// selection that does not extend another. Default: true outside editing.
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    /// Performs the row's primary action (iOS 16). Modelled: called by `tapRow(at:)` after the
    /// tap's selection, when `canPerformPrimaryActionForRowAt` allows (UIKit calls
    /// it only when the delegate implements it; the default here does nothing). Default: nothing.
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
    /// Whether the row can be focused. Shape only: nothing focuses. Default true.
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// Whether a long press shows the edit menu (deprecated in iOS 13 for context menus). Shape
    /// only. Default false.
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    /// Whether the edit menu offers `action` (copy, paste) for the row (deprecated in iOS 13).
    /// Shape only: no menu shows. Default false.
    func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool
    /// Performs the edit menu's `action` for the row (deprecated in iOS 13). Shape only. Default: nothing.
    func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)
    /// The row focus goes to first. Shape only: nothing focuses. Default nil.
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
}

extension UITableViewDelegate {
    /// `indexPath`. Modelled.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing. Modelled.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// `indexPath`. Modelled.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing. Modelled.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// `.delete`. Modelled.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// Nothing. Modelled.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing. Modelled.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// `proposedDestinationIndexPath`. Modelled.
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    /// Nil. Shape only.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// Nil. Shape only.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// `UITableView.automaticDimension`. Shape only.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    /// Nil. Shape only.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Nil. Shape only.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Nil. Modelled.
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Nil. Modelled.
    public func tableView(_ tableView: UITableView,
                          previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Nil. Modelled.
    public func tableView(_ tableView: UITableView,
                          previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Nothing. Shape only.
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: any UIContextMenuInteractionCommitAnimating) {}
    /// Nothing. Shape only.
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Nothing. Shape only.
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Nothing. Modelled.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Nothing. Modelled.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
}
#endif
