#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewController`. Modelled: its view is a `UICollectionView` with the
/// layout it was made with, made on first access of `view` or `collectionView` (then
/// `viewDidLoad()` runs). As UIKit's, it is the data source and delegate of the view it makes; a
/// diffable data source made for that view then takes over as its data source.
@MainActor @preconcurrency
open class UICollectionViewController: UIViewController {
    private let initialLayout: UICollectionViewLayout
    /// Shape only: stored.
    open var clearsSelectionOnViewWillAppear = true
    /// Shape only: stored.
    open var installsStandardGestureForInteractiveMovement = true

    /// A controller whose collection view uses `layout`. Modelled.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout. Modelled.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from an archive. Shape only: a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Makes a collection view with the layout, as large as the screen, as UIKit's. Modelled.
    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        // UIKit's controller is the data source and delegate of the view it makes.
        collectionView.dataSource = self
        collectionView.delegate = self
        StoryboardPrototypes.mark(collectionView, for: self)
        view = collectionView
    }

    /// The collection view (the controller's view). Modelled: loads the view. A collection view
    /// assigned here whose data source or delegate is not yet set gets the controller as that one,
    /// or both, as UIKit documents.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set {
            if let newValue {
                if newValue.dataSource == nil { newValue.dataSource = self }
                if newValue.delegate == nil { newValue.delegate = self }
            }
            view = newValue
        }
    }

    /// Sets editing, and the collection view's `isEditing`, as UIKit's collection view controller
    /// does. Modelled: reaching the collection view loads the controller's view, so an app that
    /// calls `setEditing(true, animated:)` on a new controller before showing it finds what its
    /// `viewDidLoad()` made, as on iOS. The view loads before the flag changes (UIKit does not say
    /// which comes first; a guess): this view makes the cells of a snapshot applied in
    /// `viewDidLoad()` at once, where UIKit makes them at its first layout, after the app's
    /// `setEditing` has applied its editing snapshot. `open`: override it and call super.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        let view = collectionView
        super.setEditing(editing, animated: animated)
        view?.isEditing = editing
    }

    // UIKit's controller is its collection view's data source and delegate, so subclasses
    // `override` these: open methods with UIKit's defaults, which the view calls while the
    // controller is its delegate (or data source, until a diffable data source replaces it).

    /// Shape only: 1, as UIKit's default.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Shape only: 0; override it as on iOS.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Shape only: an empty cell; override it as on iOS.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    /// Shape only: an empty view; override it as on iOS.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
    /// Shape only: false, as UIKit's default.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Shape only: does nothing.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// Shape only: true, as UIKit's default.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Shape only: true, as UIKit's default.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Shape only: does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Shape only: does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Shape only: does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Shape only: does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
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
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration? { nil }
    /// The single-item form's answer for one item, nil for several. Overridable. Modelled.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint)
        -> UIContextMenuConfiguration? {
        indexPaths.count == 1 ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
    }
    /// The deprecated method's answer, as UIKit's. Overridable. Modelled.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }
    /// The deprecated method's answer, as UIKit's. Overridable. Modelled.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
    }
    /// Nil. Overridable. Modelled.
    open func collectionView(_ collectionView: UICollectionView,
                             previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Nil. Overridable. Modelled.
    open func collectionView(_ collectionView: UICollectionView,
                             previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Nothing. Overridable. Shape only.
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: any UIContextMenuInteractionCommitAnimating) {}
    /// Nothing. Overridable. Shape only.
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Nothing. Overridable. Shape only.
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}

    // Audit 2: the rest of the delegate and data source, as open methods with UIKit's defaults, so a
    // subclass's `override` (which iOS requires: the importer mirrors the protocols' methods into
    // the class) compiles and is what the view calls.

    /// True. Overridable; modelled (asked by `tapItem(at:)`).
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing. Overridable; modelled.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// `proposedIndexPath`. Overridable; modelled.
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// The older method's answer, as UIKit's. Overridable; modelled.
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// Nil: no index. Overridable; shape only.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item of section `index`. Overridable; shape only.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
    /// Nothing. Overridable; modelled (called by `tapItem(at:)`).
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Nothing. Overridable; modelled.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Nothing. Overridable; shape only.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// A transition layout between the two. Overridable; shape only.
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                             newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    /// `proposedContentOffset`. Overridable; shape only.
    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    /// False. Overridable; shape only.
    open func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// Nothing. Overridable; shape only.
    open func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Nothing. Overridable; shape only.
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    /// True outside editing, as UIKit documents. Overridable; modelled (asked by `tapItem(at:)`).
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        !collectionView.isEditing
    }
    /// Nothing. Overridable; modelled (called by `tapItem(at:)`).
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// True. Overridable; shape only.
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    /// True, as UIKit documents. Overridable; shape only.
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    /// False. Overridable; shape only.
    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    /// False. Overridable; shape only.
    open func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                             withSender sender: Any?) -> Bool { false }
    /// Nothing. Overridable; shape only.
    open func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                             withSender sender: Any?) {}
    /// Nil. Overridable; shape only.
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }

    /// The layout. Modelled: the collection view's, or the one it was made with.
    open var collectionViewLayout: UICollectionViewLayout { (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout }
}
#endif
