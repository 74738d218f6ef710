#if !canImport(UIKit)
import Foundation

/// Core Image's `CIColor`: a colour's components. Modelled. `Sendable`, as in the SDK.
open class CIColor: NSObject, @unchecked Sendable {
    /// The red component. Modelled.
    public let red: CGFloat
    /// The green component. Modelled.
    public let green: CGFloat
    /// The blue component. Modelled.
    public let blue: CGFloat
    /// The alpha component. Modelled.
    public let alpha: CGFloat

    /// A colour of these components. Modelled.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }

    /// An opaque colour of these components. Modelled.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) { self.init(red: red, green: green, blue: blue, alpha: 1) }

    /// The colour `color` is (UIKit's addition). Modelled: its RGBA components.
    public convenience init(color: UIColor) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }
}
#endif
