#if !canImport(UIKit)
import Foundation

// UIKit's NSValue additions (UIGeometry.h): geometry boxed for `userInfo` dictionaries, such as the
// keyboard's frame. Foundation on Linux has the `rect`/`point`/`size` forms only.

extension NSValue {
    /// A value holding `rect`. Modelled.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding `point`. Modelled.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding `size`. Modelled.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The rectangle held. Modelled.
    public var cgRectValue: CGRect { rectValue }
    /// The point held. Modelled.
    public var cgPointValue: CGPoint { pointValue }
    /// The size held. Modelled.
    public var cgSizeValue: CGSize { sizeValue }
}
#endif
