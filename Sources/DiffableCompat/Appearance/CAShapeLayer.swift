#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAShapeLayerLineCap`. Shape only: Core Animation's raw values.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shape only.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Shape only.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Shape only.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// QuartzCore's `CAShapeLayerLineJoin`. Shape only: Core Animation's raw values.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shape only.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Shape only.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Shape only.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// QuartzCore's `CAShapeLayerFillRule`. Shape only: Core Animation's raw values.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shape only.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Shape only.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// QuartzCore's `CAShapeLayer`. Shape only: its path, colours and stroke are stored and read back
/// with Core Animation's defaults (black fill, no stroke, width 1, stroke from 0 to 1); nothing
/// draws. Not main-actor isolated, as in the SDK.
open class CAShapeLayer: CALayer {
    /// The shape. Shape only: stored.
    open var path: CGPath?
    /// Shape only: stored (Core Animation's default opaque black).
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Shape only: stored.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// Shape only: stored (nil: no stroke).
    open var strokeColor: CGColor?
    /// Shape only: stored.
    open var strokeStart: CGFloat = 0
    /// Shape only: stored.
    open var strokeEnd: CGFloat = 1
    /// Shape only: stored.
    open var lineWidth: CGFloat = 1
    /// Shape only: stored.
    open var miterLimit: CGFloat = 10
    /// Shape only: stored.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// Shape only: stored.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Shape only: stored.
    open var lineDashPhase: CGFloat = 0
    /// Shape only: stored.
    open var lineDashPattern: [NSNumber]?
}
#endif
