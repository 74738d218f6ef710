#if !canImport(UIKit)
import Foundation

/// UIKit's `NSLineBreakMode`, which Foundation on Linux lacks. Shape only: stored.
public enum NSLineBreakMode: Int, Sendable {
    /// Shape only.
    case byWordWrapping = 0
    /// Shape only.
    case byCharWrapping = 1
    /// Shape only.
    case byClipping = 2
    /// Shape only.
    case byTruncatingHead = 3
    /// Shape only.
    case byTruncatingTail = 4
    /// Shape only.
    case byTruncatingMiddle = 5
}
#endif
