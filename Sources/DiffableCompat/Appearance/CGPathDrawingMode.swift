#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGPathDrawingMode`, what `CGContext.drawPath(using:)` takes. Shape only: Core
/// Graphics' raw values.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Shape only.
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}
#endif
