#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPointerStyle`: an effect and a shape for the pointer over a region. Shape only: they
/// are kept and read back (`effect` and `shape` are additions; UIKit keeps them private).
@MainActor @preconcurrency
open class UIPointerStyle: UIHoverStyle {
    /// The effect, if the style has one. Shape only; an addition.
    public let effect: UIPointerEffect?
    /// The shape, if the style has one. Shape only; an addition.
    public let shape: UIPointerShape?
    /// The axes the pointer is constrained to. Shape only; an addition.
    public let constrainedAxes: UIAxis
    /// Whether this is the hidden pointer. Shape only; an addition.
    public let isHiddenPointer: Bool

    init(effect: UIPointerEffect?, shape: UIPointerShape?, constrainedAxes: UIAxis, hidden: Bool) {
        self.effect = effect
        self.shape = shape
        self.constrainedAxes = constrainedAxes
        isHiddenPointer = hidden
        super.init()
    }

    /// A style applying `effect`, with `shape` for the pointer. Shape only.
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: effect, shape: shape, constrainedAxes: [], hidden: false)
    }

    /// A style giving the pointer `shape`, moving only along `axes`. Shape only.
    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        self.init(effect: nil, shape: shape, constrainedAxes: axes, hidden: false)
    }

    /// A style that hides the pointer. Shape only.
    open class func hidden() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], hidden: true) }
    /// The system's default style. Shape only.
    open class func system() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], hidden: false) }
}
#endif
