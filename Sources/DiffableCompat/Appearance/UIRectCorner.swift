#if !canImport(UIKit)
import Foundation

/// UIKit's `UIRectCorner`: which corners a rounded path rounds. Shape only: UIKit's bits.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// Shape only.
    public let rawValue: UInt
    /// Shape only.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shape only.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// Shape only.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// Shape only.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// Shape only.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Shape only.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
#endif
