#if !canImport(UIKit)
import Foundation

/// UIKit's `NSCollectionLayoutSize`. Shape only: the two dimensions are stored.
@MainActor @preconcurrency
open class NSCollectionLayoutSize: NSObject {
    /// Shape only: stored.
    public let widthDimension: NSCollectionLayoutDimension
    /// Shape only: stored.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size. Shape only.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }
}
#endif
