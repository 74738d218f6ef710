#if !canImport(UIKit)
import Foundation

/// WebKit's `WKNavigationResponsePolicy`. Shape only: WebKit's raw values; no response arrives
/// here, so nothing asks for one.
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// Cancel. Shape only.
    case cancel = 0
    /// Allow. Shape only.
    case allow = 1
    /// Download. Shape only.
    case download = 2
}
#endif
