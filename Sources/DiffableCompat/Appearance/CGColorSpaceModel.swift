#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGColorSpaceModel`. Shape only: Core Graphics' raw values.
public enum CGColorSpaceModel: Int32, Sendable {
    /// Shape only.
    case unknown = -1
    /// Shape only.
    case monochrome = 0, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}
#endif
