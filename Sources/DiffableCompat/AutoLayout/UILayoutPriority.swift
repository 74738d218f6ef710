#if !canImport(UIKit)
import Foundation

/// UIKit's `UILayoutPriority`. Shape only: a value constraints and views store.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1...1000. Shape only.
    public var rawValue: Float
    /// Shape only.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Shape only.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000, as UIKit's.
    public static let required = UILayoutPriority(1000)
    /// 750, as UIKit's.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250, as UIKit's.
    public static let defaultLow = UILayoutPriority(250)
    /// 50, as UIKit's.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510, as UIKit's.
    public static let dragThatCanResizeScene = UILayoutPriority(510)

    /// Orders by the raw value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The priority raised by `rhs`, as UIKit's operator.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// The priority lowered by `rhs`, as UIKit's operator.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
    /// Raises the priority by `rhs`, as UIKit's operator.
    public static func += (lhs: inout UILayoutPriority, rhs: Float) { lhs = lhs + rhs }
    /// Lowers the priority by `rhs`, as UIKit's operator.
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) { lhs = lhs - rhs }
}
#endif
