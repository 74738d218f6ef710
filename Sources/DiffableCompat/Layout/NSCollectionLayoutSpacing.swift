#if !canImport(UIKit)
import Foundation

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
#endif
