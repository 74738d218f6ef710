#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAGradientLayerType`. Shape only: Core Animation's raw values.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shape only.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A linear gradient from `startPoint` to `endPoint`. Shape only.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// A radial gradient. Shape only.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// A conic gradient. Shape only.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// QuartzCore's `CAGradientLayer`. Shape only: its colours, stops, points and type are stored and
/// read back; nothing draws. Not main-actor isolated, as in the SDK.
open class CAGradientLayer: CALayer {
    /// The gradient's colours (`CGColor`s). Shape only: stored.
    open var colors: [Any]?
    /// Where each colour stops, 0 to 1. Shape only: stored.
    open var locations: [NSNumber]?
    /// Where the gradient starts in unit coordinates. Shape only: stored (Core Animation's default (0.5, 0)).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends. Shape only: stored (Core Animation's default (0.5, 1)).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient. Shape only: stored (`.axial`).
    open var type = CAGradientLayerType.axial

    /// A gradient layer. Shape only.
    public override init() { super.init() }
}
#endif
