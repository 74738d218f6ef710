#if !canImport(UIKit)
import Foundation

/// UIKit's `UIEdgeInsets`: insets by left and right. Shape only: a value, nothing lays out with it.
public struct UIEdgeInsets: Hashable, Sendable {
    /// Shape only: stored.
    public var top: CGFloat
    /// Shape only: stored.
    public var left: CGFloat
    /// Shape only: stored.
    public var bottom: CGFloat
    /// Shape only: stored.
    public var right: CGFloat

    /// Insets of zero.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets with the given values. Shape only.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero, as UIKit's `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets()
}
#endif
