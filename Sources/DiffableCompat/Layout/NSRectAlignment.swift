#if !canImport(UIKit)
import Foundation

/// UIKit's `NSRectAlignment`. Shape only.
public enum NSRectAlignment: Int, Sendable {
    /// Shape only.
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
#endif
