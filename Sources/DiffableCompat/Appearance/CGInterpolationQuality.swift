#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGInterpolationQuality`, a context's `interpolationQuality`. Shape only: Core
/// Graphics' raw values; nothing is resampled.
public enum CGInterpolationQuality: Int32, Sendable {
    /// Shape only.
    case `default` = 0
    /// Shape only.
    case none = 1
    /// Shape only.
    case low = 2
    /// Shape only.
    case high = 3
    /// Shape only.
    case medium = 4
}
#endif
