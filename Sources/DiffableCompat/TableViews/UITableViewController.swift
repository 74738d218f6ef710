#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewController`. Modelled: its view is a `UITableView` of the style it was made
/// with, made on first access of `view` or `tableView`. As UIKit's, it is the data source and
/// delegate of the table it makes; a diffable data source made for that table then takes over as
/// its data source.
@MainActor @preconcurrency
open class UITableViewController: UIViewController {
    private var style: UITableView.Style
    /// Shape only: stored.
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose table has `style`. Modelled.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A plain-style controller. Modelled.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from an archive. Shape only: plain style.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Sets the style of the table the controller makes, before its view loads: the table's
    /// `style` attribute in a ported storyboard, as UIKit decodes the table with its style.
    func useStoryboardTableStyle(_ style: UITableView.Style) {
        guard !isViewLoaded else { return }
        self.style = style
    }

    /// Makes a table view of the style, as large as the screen, as UIKit's. Modelled.
    open override func loadView() {
        let tableView = UITableView(frame: UIScreen.main.bounds, style: style)
        // UIKit's controller is the data source and delegate of the view it makes.
        tableView.dataSource = self
        tableView.delegate = self
        StoryboardPrototypes.mark(tableView, for: self)
        view = tableView
    }

    /// The table view (the controller's view). Modelled: loads the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Sets editing, and the table view's (`setEditing(_:animated:)`), as UIKit's table view
    /// controller toggles its table's edit mode. Modelled: reaching the table loads the
    /// controller's view, before the flag changes, as `UICollectionViewController`'s (a guess).
    /// `open`: override it and call super.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        let table = tableView
        super.setEditing(editing, animated: animated)
        table?.setEditing(editing, animated: animated)
    }

    // UIKit's controller is its table's data source and delegate, so subclasses `override` these:
    // open methods with UIKit's defaults, which the table calls while the controller is its delegate
    // (or data source, until a diffable data source replaces it).

    // A static table (a ported storyboard's `dataMode="static"`) is answered from its sections and
    // cells, as UIKit's controller answers for static content; a subclass that overrides these and
    // calls `super` (to hide a row, say) gets the storyboard's answer.

    /// A static table's section count; else 1, as UIKit's default. Modelled.
    open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticSections?.count ?? 1 }
    /// A static table's cell count in `section` (0 for a section it does not have); else 0:
    /// override it as on iOS. Modelled.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticSection(section)?.cells.count ?? 0
    }
    /// A static table's cell at `indexPath`, the same cell each time, as UIKit's; else (or for a
    /// row it does not have) an empty cell: override it as on iOS. Modelled.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.staticCell(at: indexPath) ?? UITableViewCell()
    }
    /// A static table's section header title; else nil, as UIKit's default. Modelled.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticSection(section)?.headerTitle
    }
    /// A static table's section footer title; else nil, as UIKit's default. Modelled.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticSection(section)?.footerTitle
    }
    /// Shape only: true, as UIKit's default.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Shape only: does nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Shape only: false.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Shape only: does nothing.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// Shape only: does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Shape only: does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Shape only: does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Shape only: `.delete`, as UIKit's default for an editable row.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// Shape only: nil.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// Nothing, as UIKit's default. Overridable. Modelled (the table calls it as it makes a header).
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Nothing, as UIKit's default. Overridable. Modelled (the table calls it as it makes a footer).
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Shape only: nil (the default actions).
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Shape only: nil (the default actions).
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Shape only: does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing. Overridable. Shape only: nothing zooms.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing. Overridable. Shape only: nothing drags.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing. Overridable. Shape only: nothing drags.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Nothing. Overridable. Shape only: nothing drags.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing. Overridable. Shape only: nothing decelerates.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing. Overridable. Shape only: nothing decelerates.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing. Overridable. Shape only: nothing animates.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Nil. Overridable. Shape only.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Nothing. Overridable. Shape only.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Nothing. Overridable. Shape only.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// True. Overridable. Shape only.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nothing. Overridable. Shape only.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Nothing. Overridable. Shape only.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// Nil, as UIKit's default: no menu. Overridable. Modelled.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Nil. Overridable. Modelled.
    open func tableView(_ tableView: UITableView,
                        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Nil. Overridable. Modelled.
    open func tableView(_ tableView: UITableView,
                        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Nothing. Overridable. Shape only.
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: any UIContextMenuInteractionCommitAnimating) {}
    /// Nothing. Overridable. Shape only.
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Nothing. Overridable. Shape only.
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}

    // Audit 2: the rest of the delegate and data source, as open methods with UIKit's defaults, so a
    // subclass's `override` (which iOS requires: the importer mirrors the protocols' methods into
    // the class) compiles and is what the table calls.

    /// `indexPath`, as UIKit's default. Overridable; modelled (asked by `tapRow(at:)`).
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// `indexPath`, as UIKit's default. Overridable; modelled.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing. Overridable; modelled (called when the table drops a cell).
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// `proposedDestinationIndexPath`, as UIKit's default. Overridable; modelled.
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    /// Nil. Overridable; shape only.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// The table's `rowHeight`, as UIKit's. Overridable; shape only.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `sectionHeaderHeight`. Overridable; shape only.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's `sectionFooterHeight`. Overridable; shape only.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// The table's `estimatedRowHeight`. Overridable; shape only.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    /// The table's `estimatedSectionHeaderHeight`. Overridable; shape only.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    /// The table's `estimatedSectionFooterHeight`. Overridable; shape only.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// Nothing. Overridable; modelled (called by `tapAccessoryButton(forRowWith:)`).
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// True. Overridable; modelled (asked by `tapRow(at:)`).
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing. Overridable; modelled.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Nothing. Overridable; modelled.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Nil (UIKit's "Delete"). Overridable; shape only.
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    /// Nil (the default actions). Overridable; shape only.
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    /// True. Overridable; shape only.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing. Overridable; shape only.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Nothing. Overridable; shape only.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// 0. Overridable; shape only.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// Nothing. Overridable; shape only.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Nothing. Overridable; shape only.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// False. Overridable; shape only.
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// Nothing. Overridable; shape only.
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Nothing. Overridable; shape only.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    /// True outside editing. Overridable; modelled (asked by `tapRow(at:)`).
    open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { !tableView.isEditing }
    /// Nothing. Overridable; modelled (called by `tapRow(at:)`).
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// True. Overridable; shape only.
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    /// False. Overridable; shape only.
    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    /// False. Overridable; shape only.
    open func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
                        withSender sender: Any?) -> Bool { false }
    /// Nothing. Overridable; shape only.
    open func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {}
    /// Nil. Overridable; shape only.
    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
    /// Nil: no section index. Overridable; shape only.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// `index`, as UIKit's default. Overridable; shape only.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    /// The table's refresh control. Shape only: the table view's.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }
}
#endif
