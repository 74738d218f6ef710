#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAKeyframeAnimation`: a property through a sequence of values or along a path.
/// Shape only: stored; nothing runs.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values. Shape only: stored.
    open var values: [Any]?
    /// A path for point properties. Shape only: stored.
    open var path: CGPath?
    /// Each keyframe's time, 0 to 1. Shape only: stored.
    open var keyTimes: [NSNumber]?
    /// The curve between each pair of keyframes. Shape only: stored.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// Shape only: stored (default `.linear`).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Shape only: stored.
    open var tensionValues: [NSNumber]?
    /// Shape only: stored.
    open var continuityValues: [NSNumber]?
    /// Shape only: stored.
    open var biasValues: [NSNumber]?
    /// Shape only: stored (nil: the layer does not turn).
    open var rotationMode: CAAnimationRotationMode?
}
#endif
