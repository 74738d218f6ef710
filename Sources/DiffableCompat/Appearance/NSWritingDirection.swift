#if !canImport(UIKit)
import Foundation

/// UIKit's `NSWritingDirection`, a paragraph style's `baseWritingDirection`. Shape only: UIKit's
/// raw values.
public enum NSWritingDirection: Int, Sendable {
    /// The language's direction. Shape only.
    case natural = -1
    /// Shape only.
    case leftToRight = 0
    /// Shape only.
    case rightToLeft = 1
}
#endif
