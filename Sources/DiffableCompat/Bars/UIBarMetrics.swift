#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBarMetrics`. Shape only.
public enum UIBarMetrics: Int, Sendable {
    /// Shape only.
    case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}
#endif
