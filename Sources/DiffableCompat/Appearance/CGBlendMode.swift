#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGBlendMode`, what `CGContext.setBlendMode(_:)` takes. Shape only: Core
/// Graphics' raw values; nothing composites.
public enum CGBlendMode: Int32, Sendable {
    /// Shape only.
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity
    /// Shape only.
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut,
         destinationAtop, xor, plusDarker, plusLighter
}
#endif
