#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Shape only.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// Shape only.
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
#endif
