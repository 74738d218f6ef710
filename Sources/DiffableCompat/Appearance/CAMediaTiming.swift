#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAMediaTiming`: the timing an animation (and, in Core Animation, a layer) has.
/// Shape only: values are stored; no clock runs them. Not main-actor isolated, as in the SDK.
public protocol CAMediaTiming {
    /// When the timing starts, in the parent's time. Shape only.
    var beginTime: CFTimeInterval { get set }
    /// One cycle's length. Shape only.
    var duration: CFTimeInterval { get set }
    /// The rate against the parent's time. Shape only.
    var speed: Float { get set }
    /// An offset into the timing. Shape only.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles run. Shape only.
    var repeatCount: Float { get set }
    /// How long repeating lasts. Shape only.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether a cycle runs backwards after forwards. Shape only.
    var autoreverses: Bool { get set }
    /// What shows outside the active time. Shape only.
    var fillMode: CAMediaTimingFillMode { get set }
}
#endif
