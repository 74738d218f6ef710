#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPointerShape` (a Swift enum in the SDK): the pointer's outline. Shape only.
@MainActor @preconcurrency
public enum UIPointerShape {
    /// The outline of a path. Shape only.
    case path(UIBezierPath)
    /// A rounded rectangle. Shape only.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical beam (a text cursor). Shape only.
    case verticalBeam(length: CGFloat)
    /// A horizontal beam. Shape only.
    case horizontalBeam(length: CGFloat)

    /// UIKit's default corner radius for `roundedRect`, 8 points. Shape only.
    nonisolated public static let defaultCornerRadius: CGFloat = 8
}
#endif
