#if !canImport(UIKit)
import Foundation

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
