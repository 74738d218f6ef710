#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewLayout`. Shape only: nothing lays out. Layouts say which supplementary
/// element kinds each section declares (`supplementaryKinds(inSection:containerSize:)`), which the
/// collection view uses to know which headers and footers it would show.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// The collection view using it. Shape only: nil until a collection view sets it.
    open internal(set) weak var collectionView: UICollectionView?

    /// A layout. Shape only.
    public override init() { super.init() }

    /// A layout decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) { super.init() }

    /// Invalidates the whole layout. Modelled as UIKit's: hands `invalidateLayout(with:)` a new
    /// context of `invalidationContextClass` whose `invalidateEverything` is true (a class that is
    /// not a context gives a plain one); nothing lays out afterwards.
    open func invalidateLayout() {
        let context = newInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` names; overridden by layouts that keep caches (call `super`).
    /// Shape only: does nothing here (nothing is laid out).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {}

    /// The class of the attributes the layout makes. Overridable, as UIKit's. Shape only: nothing
    /// here makes attributes from it.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The class of the contexts `invalidateLayout()` makes. Overridable. Modelled.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The context for a change of bounds to `newBounds`. Overridable. Shape only: a new context
    /// of `invalidationContextClass` (UIKit also records the offset and size change).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        newInvalidationContext()
    }

    /// A new context of `invalidationContextClass` (a class that is not a context gives a plain one).
    private func newInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        ((type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self).init()
    }
    /// Whether a cell's self-sized attributes invalidate the layout. Overridable. Shape only: false,
    /// as UIKit's base class (nothing self-sizes here).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
    /// The context for a cell's self-sized attributes. Overridable. Shape only: a new context that
    /// invalidates the element's item path (a guess at UIKit's content).
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = invalidationContext(forBoundsChange: .zero)
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// Where scrolling stops, given where it would and the velocity (a paging carousel's hook).
    /// Overridable. Shape only: `proposedContentOffset`, as UIKit's base class; nothing scrolls.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// The offset to show after an update or a layout change. Overridable. Shape only:
    /// `proposedContentOffset`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Told the updates about to animate. Overridable. Shape only: the collection view here does
    /// not call it (its updates do not animate).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Told the updates' animations are set up. Overridable. Shape only: not called here.
    open func finalizeCollectionViewUpdates() {}
    /// Told an animated bounds change begins. Overridable. Shape only: not called here.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// Told an animated bounds change ended. Overridable. Shape only: not called here.
    open func finalizeAnimatedBoundsChange() {}
    /// Told the layout is about to replace the collection view's. Overridable. Shape only.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    /// Told the layout is about to be replaced. Overridable. Shape only.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    /// Told a layout transition ended. Overridable. Shape only.
    open func finalizeLayoutTransition() {}
    /// The attributes an inserted item animates from. Overridable. Shape only: nil (UIKit's base
    /// class answers the item's own attributes, at alpha 0 for a fade; nothing animates here).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes a deleted item animates to. Overridable. Shape only: nil.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes an inserted supplementary view animates from. Overridable. Shape only: nil.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes a deleted supplementary view animates to. Overridable. Shape only: nil.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of an item being moved interactively to `position`. Overridable. Shape only:
    /// the item's attributes (or new cell attributes) centred at `position`, in front (zIndex 1), as UIKit's.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = 1
        return attributes
    }
    /// The attributes an inserted decoration view animates from. Overridable. Shape only: nil.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes a deleted decoration view animates to. Overridable. Shape only: nil.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The supplementary views of `elementKind` an update inserts. Overridable. Shape only: none.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The supplementary views of `elementKind` an update deletes. Overridable. Shape only: none.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The decoration views of `elementKind` an update inserts. Overridable. Shape only: none.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The decoration views of `elementKind` an update deletes. Overridable. Shape only: none.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Where an item being moved interactively from `previousIndexPath` would go at `position`.
    /// Overridable. Shape only: `previousIndexPath` (UIKit's finds the item under the point; nothing
    /// is laid out here to find).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        previousIndexPath
    }
    /// The context for an interactive move's step. Overridable. Modelled: a context of
    /// `invalidationContextClass` carrying the previous and target paths and the target position.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = invalidationContext(forBoundsChange: .zero)
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.interactiveMovementTarget = targetPosition
        return context
    }
    /// The context for the end of an interactive move. Overridable. Modelled: a context of
    /// `invalidationContextClass` carrying the previous and final paths.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                    movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = invalidationContext(forBoundsChange: .zero)
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        return context
    }
    /// The layout direction the layout was written for. Overridable. Shape only: left to right.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Whether the layout flips in a right-to-left interface. Overridable. Shape only: false, as
    /// UIKit's base class (the headless interface is left to right, so nothing flips).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    /// Shape only: does nothing.
    open func prepare() {}
    /// Shape only: zero.
    open var collectionViewContentSize: CGSize { .zero }
    /// The decoration view classes registered, by kind. Shape only; an addition a test reads.
    public private(set) var decorationViewClasses: [String: AnyClass] = [:]

    /// Registers a class for decoration views of `elementKind` (nil removes it). Shape only: stored
    /// (`decorationViewClasses`); no decoration view is made, as nothing lays out.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
        decorationViewNibs[elementKind] = nil
    }

    /// The decoration view nibs registered, by kind. Shape only; an addition a test reads.
    public private(set) var decorationViewNibs: [String: UINib] = [:]

    /// Registers a nib for decoration views of `elementKind` (nil removes it), replacing a class
    /// registered for it, as UIKit's. Shape only: stored (`decorationViewNibs`).
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationViewNibs[elementKind] = nib
        decorationViewClasses[elementKind] = nil
    }

    /// The attributes of the elements in `rect`. Shape only: none (nothing lays out); overridable.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of the item at `indexPath`. Shape only: nil; overridable.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of the supplementary view of `elementKind` at `indexPath` (a section header's
    /// frame, to scroll to it). Shape only: nil, as every layout's attributes here (nothing lays
    /// out); overridable.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of the decoration view of `elementKind` at `indexPath`. Shape only: nil;
    /// overridable.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Whether a bounds change invalidates the layout. Shape only: false, as UIKit's base class.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The supplementary element kinds section `section` declares, in declaration order, for a
    /// container of `containerSize`. Modelled for the compositional layout (its section provider is
    /// called with a headless environment) and the flow layout (non-zero header/footer reference
    /// sizes); a base or custom layout declares none. For the collection view: ask this for each
    /// section to know which supplementary views UIKit would request.
    package func supplementaryKinds(inSection section: Int, containerSize: CGSize) -> [String] {
        supplementaryKinds(inSection: section, environment: HeadlessLayoutEnvironment(contentSize: containerSize))
    }

    /// The kinds for `environment`; overridden by the layouts that declare any.
    func supplementaryKinds(inSection section: Int, environment: any NSCollectionLayoutEnvironment) -> [String] { [] }

    /// The list configuration of section `section`, for a container of `containerSize`: a
    /// compositional list layout's, or that of the section its provider makes; nil for any other.
    func listConfiguration(inSection section: Int, containerSize: CGSize) -> UICollectionLayoutListConfiguration? {
        listConfiguration(inSection: section, environment: HeadlessLayoutEnvironment(contentSize: containerSize))
    }

    /// The list configuration for `environment`; overridden by the compositional layout.
    func listConfiguration(inSection section: Int, environment: any NSCollectionLayoutEnvironment) -> UICollectionLayoutListConfiguration? { nil }
}

/// UIKit's element kind of a section header (the value of `UICollectionView.elementKindSectionHeader`).
let sectionHeaderElementKind = "UICollectionElementKindSectionHeader"
/// UIKit's element kind of a section footer (the value of `UICollectionView.elementKindSectionFooter`).
let sectionFooterElementKind = "UICollectionElementKindSectionFooter"
#endif
