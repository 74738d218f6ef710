#if !canImport(UIKit)
import Foundation

/// UIKit's `UIReturnKeyType`. Shape only.
public enum UIReturnKeyType: Int, Sendable {
    /// Shape only.
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
#endif
