#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGLineJoin`, what `CGContext.setLineJoin(_:)` takes. Shape only: Core Graphics'
/// raw values.
public enum CGLineJoin: Int32, Sendable {
    /// Shape only.
    case miter = 0, round, bevel
}
#endif
