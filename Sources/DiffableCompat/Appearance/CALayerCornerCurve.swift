#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CALayerCornerCurve`. Shape only.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shape only.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Shape only.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
#endif
