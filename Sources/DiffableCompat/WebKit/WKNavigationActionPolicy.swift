#if !canImport(UIKit)
import Foundation

/// WebKit's `WKNavigationActionPolicy`. Modelled: `.allow` goes on; anything else cancels (nothing
/// downloads here). WebKit's raw values.
public enum WKNavigationActionPolicy: Int, Sendable {
    /// Cancel the navigation. Modelled.
    case cancel = 0
    /// Allow it. Modelled.
    case allow = 1
    /// Download instead. Modelled as a cancel.
    case download = 2
}
#endif
