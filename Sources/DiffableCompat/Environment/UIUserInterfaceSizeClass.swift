#if !canImport(UIKit)
import Foundation

/// UIKit's `UIUserInterfaceSizeClass`. Shape only.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Shape only.
    case unspecified = 0, compact, regular
}
#endif
