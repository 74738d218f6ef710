#if !canImport(UIKit)
import Foundation

/// UIKit's `UIModalTransitionStyle`. Shape only.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Shape only.
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
#endif
