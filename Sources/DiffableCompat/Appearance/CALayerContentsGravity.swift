#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CALayerContentsGravity`: where a layer's `contents` (an image) sits in its bounds.
/// Shape only: Core Animation's raw values; nothing is drawn.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred, unscaled. Shape only.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At the top edge's centre, unscaled. Shape only.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At the bottom edge's centre, unscaled. Shape only.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At the left edge's centre, unscaled. Shape only.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At the right edge's centre, unscaled. Shape only.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner, unscaled. Shape only.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner, unscaled. Shape only.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner, unscaled. Shape only.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner, unscaled. Shape only.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds: Core Animation's default. Shape only.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit the bounds, keeping its aspect ratio. Shape only.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio (cropped). Shape only.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
#endif
