#if !canImport(UIKit)
import Foundation

/// UIKit's `NSCollectionLayoutDimension`: a width or height, fractional, absolute or estimated.
/// Shape only: the kind and value are stored and read back.
@MainActor @preconcurrency
open class NSCollectionLayoutDimension: NSObject {
    /// Shape only: stored.
    public let isFractionalWidth: Bool
    /// Shape only: stored.
    public let isFractionalHeight: Bool
    /// Shape only: stored.
    public let isAbsolute: Bool
    /// Shape only: stored.
    public let isEstimated: Bool
    /// Shape only: stored.
    public let dimension: CGFloat

    private init(_ kind: Int, _ dimension: CGFloat) {
        isFractionalWidth = kind == 0
        isFractionalHeight = kind == 1
        isAbsolute = kind == 2
        isEstimated = kind == 3
        self.dimension = dimension
        super.init()
    }

    /// Shape only.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(0, fractionalWidth) }
    /// Shape only.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(1, fractionalHeight) }
    /// Shape only.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(2, absoluteDimension) }
    /// Shape only.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(3, estimatedDimension) }
    /// Shape only (iOS 17): a dimension equal to the container's width.
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(3, estimatedDimension) }
}
#endif
