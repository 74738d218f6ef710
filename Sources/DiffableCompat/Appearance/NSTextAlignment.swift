#if !canImport(UIKit)
import Foundation

/// UIKit's `NSTextAlignment`, which Foundation on Linux lacks. Shape only: stored by labels and
/// text properties; nothing draws text.
public enum NSTextAlignment: Int, Sendable {
    /// Shape only.
    case left = 0
    /// Shape only.
    case center = 1
    /// Shape only.
    case right = 2
    /// Shape only.
    case justified = 3
    /// Shape only.
    case natural = 4
}
#endif
