#if !canImport(UIKit)
import Foundation

/// CoreGraphics' `CGColor`, which Foundation on Linux lacks: what `UIColor.cgColor` and
/// `layer.borderColor` hold. Modelled as a value of RGBA components.
public final class CGColor: Hashable, @unchecked Sendable {
    /// Red, green, blue, alpha. Modelled.
    public let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// The alpha component. Modelled.
    public var alpha: CGFloat { components.alpha }

    init(components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
        self.components = components
    }

    /// Equal when the components are. Modelled.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hash of the components. Modelled.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components.red)
        hasher.combine(components.green)
        hasher.combine(components.blue)
        hasher.combine(components.alpha)
    }
}
#endif
