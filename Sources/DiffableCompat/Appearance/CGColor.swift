#if !canImport(UIKit)
import Foundation

/// CoreGraphics' `CGColor`, which Foundation on Linux lacks: what `UIColor.cgColor` and
/// `layer.borderColor` hold. Modelled as RGBA components in the sRGB space.
public final class CGColor: Hashable, @unchecked Sendable {
    /// Red, green, blue, alpha.
    let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// The components, as Core Graphics gives them: red, green, blue and alpha. Modelled.
    public var components: [CGFloat]? { [rgba.red, rgba.green, rgba.blue, rgba.alpha] }
    /// The number of components, alpha included: 4. Modelled.
    public var numberOfComponents: Int { 4 }
    /// The alpha component. Modelled.
    public var alpha: CGFloat { rgba.alpha }

    init(components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
        rgba = components
    }

    /// A colour with these sRGB components (Core Graphics' iOS 13 initializer). Modelled.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(components: (red, green, blue, alpha))
    }

    /// A grey (Core Graphics' iOS 13 initializer). Modelled.
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(components: (gray, gray, gray, alpha)) }

    /// The colour with another alpha. Modelled.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(components: (rgba.red, rgba.green, rgba.blue, alpha)) }

    /// Equal when the components are. Modelled.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }

    /// Hash of the components. Modelled.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba.red)
        hasher.combine(rgba.green)
        hasher.combine(rgba.blue)
        hasher.combine(rgba.alpha)
    }
}
#endif
