#if !canImport(UIKit)
import Foundation

/// UIKit's `UIRectEdge`: edges of a rectangle, what `edgesForExtendedLayout` holds. Shape only:
/// UIKit's raw values (no edge is `[]`, as Swift imports UIKit's none).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// Shape only.
    public let rawValue: UInt
    /// Shape only.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shape only.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// Shape only.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// Shape only.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// Shape only.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Shape only.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
#endif
