#if !canImport(UIKit)
import Foundation

/// AVFoundation's `AVLayerVideoGravity`: how video fits a layer's or player controller's bounds,
/// with AVFoundation's raw strings. Shape only: stored where it is set; nothing draws.
public struct AVLayerVideoGravity: Hashable, Equatable, RawRepresentable, Sendable {
    /// The gravity's name. Shape only.
    public let rawValue: String
    /// A gravity named `rawValue`. Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A gravity named `rawValue`. Shape only.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Stretch to fill the bounds. Shape only.
    public static let resize = AVLayerVideoGravity("AVLayerVideoGravityResize")
    /// Fit within the bounds, keeping the aspect ratio: the default. Shape only.
    public static let resizeAspect = AVLayerVideoGravity("AVLayerVideoGravityResizeAspect")
    /// Fill the bounds, keeping the aspect ratio and cropping. Shape only.
    public static let resizeAspectFill = AVLayerVideoGravity("AVLayerVideoGravityResizeAspectFill")
}
#endif
