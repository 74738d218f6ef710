#if !canImport(UIKit)
import Foundation

/// UIKit's `UIOffset`: a horizontal and vertical offset. Shape only: a value.
public struct UIOffset: Hashable, Sendable {
    /// Shape only.
    public var horizontal: CGFloat
    /// Shape only.
    public var vertical: CGFloat
    /// A zero offset. Shape only.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// An offset. Shape only.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// The zero offset, as UIKit's `UIOffset.zero`.
    public static let zero = UIOffset()
}
#endif
