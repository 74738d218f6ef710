#if !canImport(UIKit)
import Foundation

/// UIKit's `NSCollectionLayoutGroupCustomItemProvider`: the frames a custom group lays its items at.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// UIKit's `NSCollectionLayoutGroupCustomItem`: one item's frame in a custom group. Shape only:
/// stored.
@MainActor @preconcurrency
open class NSCollectionLayoutGroupCustomItem: NSObject {
    /// Shape only.
    public let frame: CGRect
    /// Shape only.
    public let zIndex: Int

    /// An item at `frame`. Shape only.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    /// An item at `frame`, at `zIndex`. Shape only.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}
#endif
