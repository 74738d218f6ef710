#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAMediaTimingFillMode`. Shape only: Core Animation's raw values.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The final value stays after the animation ends. Shape only.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the animation begins. Shape only.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both. Shape only.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither: Core Animation's default. Shape only.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
#endif
