#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewFlowLayout`. Shape only: every property is stored and read back with
/// UIKit's defaults; nothing lays out. Supplementary kinds: a header when `headerReferenceSize` is
/// not zero, a footer when `footerReferenceSize` is not (UIKit also asks the delegate for sizes;
/// a delegate's sizes are not consulted here).
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// UIKit's `UICollectionViewFlowLayout.SectionInsetReference`. Shape only.
    public enum SectionInsetReference: Int, Sendable {
        /// `.fromContentInset`, as UIKit's. Shape only: kept, not drawn.
        case fromContentInset
        /// `.fromSafeArea`, as UIKit's. Shape only: kept, not drawn.
        case fromSafeArea
        /// `.fromLayoutMargins`, as UIKit's. Shape only: kept, not drawn.
        case fromLayoutMargins
    }

    /// UIKit's automatic size marker for `estimatedItemSize`.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Shape only: stored (UIKit's default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50)
    /// Shape only: stored.
    open var estimatedItemSize = CGSize.zero
    /// Shape only: stored (UIKit's default 10).
    open var minimumLineSpacing: CGFloat = 10
    /// Shape only: stored (UIKit's default 10).
    open var minimumInteritemSpacing: CGFloat = 10
    /// Shape only: stored.
    open var sectionInset = UIEdgeInsets.zero
    /// Shape only: stored.
    open var sectionInsetReference = SectionInsetReference.fromContentInset
    /// Shape only: stored.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// Shape only: stored; a non-zero size declares a header per section.
    open var headerReferenceSize = CGSize.zero
    /// Shape only: stored; a non-zero size declares a footer per section.
    open var footerReferenceSize = CGSize.zero
    /// Shape only: stored.
    open var sectionHeadersPinToVisibleBounds = false
    /// Shape only: stored.
    open var sectionFootersPinToVisibleBounds = false

    /// A flow layout's contexts are `UICollectionViewFlowLayoutInvalidationContext`s, as UIKit's. Modelled.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// True, as UIKit's flow layout. Shape only: nothing flips here.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    override func supplementaryKinds(inSection section: Int, environment: any NSCollectionLayoutEnvironment) -> [String] {
        (headerReferenceSize != .zero ? [sectionHeaderElementKind] : [])
            + (footerReferenceSize != .zero ? [sectionFooterElementKind] : [])
    }
}
#endif
