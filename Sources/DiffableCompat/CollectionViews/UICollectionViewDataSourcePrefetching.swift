#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewDataSourcePrefetching`: told which items will be needed soon. Shape
/// only: a headless view shows every item at once, so nothing is ever about to scroll into view and
/// neither method is called; `prefetchDataSource` keeps the object.
@MainActor @preconcurrency
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Items the view will need soon. Shape only: never called here.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items no longer needed soon. Shape only: never called here. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing. Shape only.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
#endif
