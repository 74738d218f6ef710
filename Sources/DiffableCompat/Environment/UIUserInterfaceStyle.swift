#if !canImport(UIKit)
import Foundation

/// UIKit's `UIUserInterfaceStyle`. Shape only.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Shape only.
    case unspecified = 0, light, dark
}
#endif
