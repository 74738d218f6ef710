#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewLayoutInvalidationContext`: what part of a layout an invalidation
/// covers, handed to `invalidateLayout(with:)`. Modelled: the items, supplementary and decoration
/// elements invalidated are kept and read back; `invalidateLayout()` hands the layout a context of
/// its `invalidationContextClass` with `invalidateEverything` true. Nothing lays out afterwards.
@MainActor @preconcurrency
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is invalid: true in the context `invalidateLayout()` makes. Modelled.
    open internal(set) var invalidateEverything = false
    /// Whether the data source's counts changed. Shape only: false (the collection view does not
    /// invalidate its layout here).
    open internal(set) var invalidateDataSourceCounts = false
    /// The items invalidated, in the order given, or nil when none is. Modelled.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary elements invalidated, by kind, or nil when none is. Modelled.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration elements invalidated, by kind, or nil when none is. Modelled.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the content offset moves with the invalidation. Shape only: stored.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How much the content size changes with the invalidation. Shape only: stored.
    open var contentSizeAdjustment = CGSize.zero
    /// The paths of items being moved interactively before the move. Shape only: nil.
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The paths of items being moved interactively after the move. Shape only: nil.
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where an interactively moved item is. Shape only: zero.
    open internal(set) var interactiveMovementTarget = CGPoint.zero

    /// An empty context. Modelled. `required` here (UIKit's is not) so that `invalidateLayout()`
    /// can make a context of the layout's `invalidationContextClass`, as UIKit does.
    public required override init() { super.init() }

    /// Adds `indexPaths` to the items invalidated. Modelled.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds `indexPaths` to the supplementary elements of `elementKind` invalidated. Modelled.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = Self.adding(indexPaths, kind: elementKind, to: invalidatedSupplementaryIndexPaths)
    }

    /// Adds `indexPaths` to the decoration elements of `elementKind` invalidated. Modelled.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = Self.adding(indexPaths, kind: elementKind, to: invalidatedDecorationIndexPaths)
    }

    private static func adding(_ paths: [IndexPath], kind: String, to table: [String: [IndexPath]]?) -> [String: [IndexPath]] {
        var table = table ?? [:]
        table[kind, default: []] += paths
        return table
    }
}

/// UIKit's `UICollectionViewFlowLayoutInvalidationContext`: a flow layout's invalidation, which
/// may keep the delegate's sizes or the layout's attributes. Shape only: both flags are stored,
/// true by default as UIKit's.
@MainActor @preconcurrency
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes are asked again. Shape only: stored (default true).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's own attributes are recomputed. Shape only: stored (default true).
    open var invalidateFlowLayoutAttributes = true
}

/// UIKit's `UICollectionViewUpdateItem`: one insertion, deletion, reload or move a layout is told
/// about in `prepare(forCollectionViewUpdates:)`. Shape only: the collection view here does not
/// call that hook (its updates are not animated); the initializer is an addition for tests.
@MainActor @preconcurrency
open class UICollectionViewUpdateItem: NSObject {
    /// UIKit's `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        /// An insertion. Shape only.
        case insert = 0
        /// A deletion. Shape only.
        case delete = 1
        /// A reload. Shape only.
        case reload = 2
        /// A move. Shape only.
        case move = 3
        /// No change. Shape only.
        case none = 4
    }

    /// The element's path before the update (nil for an insertion). Shape only: stored.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The element's path after the update (nil for a deletion). Shape only: stored.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the update does. Shape only: stored.
    open private(set) var updateAction: Action

    /// An update of `action` from `before` to `after`. Shape only; an addition (UIKit makes these
    /// itself).
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
#endif
