#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAMediaTimingFunctionName`: the predefined timing curves. Shape only: Core
/// Animation's raw values.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shape only.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Shape only.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Shape only.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Shape only.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system's default curve. Shape only.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
#endif
