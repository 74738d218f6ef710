#if !canImport(UIKit)
import Foundation

/// UIKit's `NSDirectionalRectEdge`. Shape only.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// Shape only.
    public let rawValue: UInt
    /// Shape only.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shape only.
    public static let top = NSDirectionalRectEdge(rawValue: 1)
    /// Shape only.
    public static let leading = NSDirectionalRectEdge(rawValue: 2)
    /// Shape only.
    public static let bottom = NSDirectionalRectEdge(rawValue: 4)
    /// Shape only.
    public static let trailing = NSDirectionalRectEdge(rawValue: 8)
    /// Shape only.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
#endif
