#if !canImport(UIKit)
import Foundation

/// UIKit's `NSDirectionalEdgeInsets`: insets by leading and trailing. Shape only: a value.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// Shape only: stored.
    public var top: CGFloat
    /// Shape only: stored.
    public var leading: CGFloat
    /// Shape only: stored.
    public var bottom: CGFloat
    /// Shape only: stored.
    public var trailing: CGFloat

    /// Insets of zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets with the given values. Shape only.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero, as UIKit's `NSDirectionalEdgeInsets.zero`.
    public static let zero = NSDirectionalEdgeInsets()
}
#endif
