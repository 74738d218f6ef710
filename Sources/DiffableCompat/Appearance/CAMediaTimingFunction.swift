#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAMediaTimingFunction`: a cubic Bézier timing curve from (0, 0) to (1, 1).
/// Modelled: its control points, Core Animation's for the named curves; nothing is timed by it.
/// Not main-actor isolated, as in the SDK.
open class CAMediaTimingFunction: NSObject {
    private let controlPoints: [(Float, Float)]

    /// The named curve. Modelled: Core Animation's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A curve through (0, 0), (`c1x`, `c1y`), (`c2x`, `c2y`), (1, 1). Modelled.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]
        super.init()
    }

    /// Writes control point `idx` (0 to 3) into `ptr[0]` and `ptr[1]`. Modelled; another index
    /// writes nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        guard controlPoints.indices.contains(idx) else { return }
        ptr[0] = controlPoints[idx].0
        ptr[1] = controlPoints[idx].1
    }
}
#endif
