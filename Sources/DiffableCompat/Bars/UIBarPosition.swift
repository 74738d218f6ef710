#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBarPosition`. Shape only.
public enum UIBarPosition: Int, Sendable {
    /// Shape only.
    case any = 0, bottom = 1, top = 2, topAttached = 3
}
#endif
