#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAAnimationCalculationMode`: how a keyframe animation goes between values.
/// Shape only: Core Animation's raw values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shape only.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Shape only.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Shape only.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Shape only.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Shape only.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
#endif
