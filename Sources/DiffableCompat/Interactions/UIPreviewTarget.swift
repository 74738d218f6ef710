#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPreviewTarget`: where a preview animates to or from. Shape only: its container,
/// centre and transform are stored.
@MainActor @preconcurrency
open class UIPreviewTarget: NSObject, @preconcurrency NSCopying {
    /// The view the preview is placed in. Shape only.
    open private(set) var container: UIView
    /// The preview's centre in the container's coordinates. Shape only.
    open private(set) var center: CGPoint
    /// The transform applied to the preview. Shape only.
    open private(set) var transform: CGAffineTransform

    /// A target in `container` at `center`, transformed. Shape only.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    /// A target in `container` at `center`, untransformed. Shape only.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }

    /// A copy. Shape only: targets are not mutable, so it is the target itself, as UIKit's.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
