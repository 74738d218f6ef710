#if !canImport(UIKit)
import Foundation

/// UIKit's `UISemanticContentAttribute`: whether a view flips for right-to-left languages. Shape
/// only: UIKit's raw values.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Shape only.
    case unspecified = 0
    /// Shape only.
    case playback = 1
    /// Shape only.
    case spatial = 2
    /// Shape only.
    case forceLeftToRight = 3
    /// Shape only.
    case forceRightToLeft = 4
}
#endif
