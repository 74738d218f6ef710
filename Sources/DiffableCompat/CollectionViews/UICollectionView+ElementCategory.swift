#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// UIKit's `UICollectionView.ElementCategory`. Shape only.
    public enum ElementCategory: UInt, Sendable {
        /// Shape only.
        case cell = 0, supplementaryView, decorationView
    }
}
#endif
