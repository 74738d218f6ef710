#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBarStyle`. Shape only.
public enum UIBarStyle: Int, Sendable {
    /// Shape only.
    case `default` = 0, black = 1
}
#endif
