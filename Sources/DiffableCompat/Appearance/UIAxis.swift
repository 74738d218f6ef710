#if !canImport(UIKit)
import Foundation

/// UIKit's `UIAxis`. Shape only.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// Shape only.
    public let rawValue: UInt
    /// Shape only.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shape only.
    public static let horizontal = UIAxis(rawValue: 1)
    /// Shape only.
    public static let vertical = UIAxis(rawValue: 2)
    /// Shape only.
    public static let both: UIAxis = [.horizontal, .vertical]
}
#endif
