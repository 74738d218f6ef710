#if !canImport(UIKit)
import Foundation

extension CGRect {
    /// The rectangle inset by `insets` (negative insets grow it), as UIKit's
    /// `UIEdgeInsetsInsetRect`: the origin moves by `left` and `top`, the size shrinks by both
    /// sides. Modelled.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }

    /// Whether `rect2` has the same origin and size, as Core Graphics' `CGRectEqualToRect`: both
    /// standardized first, so a rectangle with a negative width equals its flipped form. Modelled.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
#endif
