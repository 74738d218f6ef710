#if !canImport(UIKit)
import Foundation

/// UIKit's `UIScrollTypeMask`: the kinds of scroll events a pan gesture recognizer accepts
/// (`allowedScrollTypesMask`). Shape only.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The raw bits, as UIKit's.
    public let rawValue: Int
    /// A mask of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Discrete scrolls: a mouse wheel's steps.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Continuous scrolls: a trackpad's.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
#endif
