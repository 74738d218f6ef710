#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CACornerMask`. Shape only.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// Shape only.
    public let rawValue: UInt
    /// Shape only.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shape only.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// Shape only.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// Shape only.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// Shape only.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
#endif
