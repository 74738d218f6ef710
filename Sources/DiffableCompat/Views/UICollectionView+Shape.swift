#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// UIKit's `UICollectionView.ScrollDirection` (a flow layout's and a compositional layout
    /// configuration's). Shape only.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}
#endif
