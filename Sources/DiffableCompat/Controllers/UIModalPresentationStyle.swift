#if !canImport(UIKit)
import Foundation

/// UIKit's `UIModalPresentationStyle`. Shape only.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Shape only.
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    /// Shape only.
    case none = -1
    /// Shape only.
    case automatic = -2
}
#endif
