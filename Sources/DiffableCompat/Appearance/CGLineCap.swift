#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGLineCap`, what `CGContext.setLineCap(_:)` takes. Shape only: Core Graphics'
/// raw values.
public enum CGLineCap: Int32, Sendable {
    /// Shape only.
    case butt = 0, round, square
}
#endif
