#if !canImport(UIKit)
import Foundation

/// UIKit's `UIContentInsetsReference`. Shape only.
public enum UIContentInsetsReference: Int, Sendable {
    /// Shape only.
    case automatic = 0, none, safeArea, layoutMargins, readableContent
}
#endif
