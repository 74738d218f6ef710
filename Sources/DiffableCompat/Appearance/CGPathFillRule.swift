#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGPathFillRule`, what `CGContext.fillPath(using:)` and `clip(using:)` take.
/// Shape only: Core Graphics' raw values.
public enum CGPathFillRule: Int, Sendable {
    /// Shape only.
    case winding = 0, evenOdd
}
#endif
