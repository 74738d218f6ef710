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

/// UIKit's `NSCollectionLayoutSpacing`. Shape only: the kind and value are stored.
@MainActor @preconcurrency
open class NSCollectionLayoutSpacing: NSObject {
    /// Shape only: stored.
    public let spacing: CGFloat
    /// Shape only: stored.
    public let isFlexibleSpacing: Bool
    /// Shape only: stored.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    /// Shape only.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }
    /// Shape only.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) }
}

/// UIKit's `NSCollectionLayoutEdgeSpacing`. Shape only: the four spacings are stored.
@MainActor @preconcurrency
open class NSCollectionLayoutEdgeSpacing: NSObject {
    /// Shape only: stored.
    public let leading: NSCollectionLayoutSpacing?
    /// Shape only: stored.
    public let top: NSCollectionLayoutSpacing?
    /// Shape only: stored.
    public let trailing: NSCollectionLayoutSpacing?
    /// Shape only: stored.
    public let bottom: NSCollectionLayoutSpacing?

    /// Shape only.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }
}
#endif
