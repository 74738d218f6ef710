#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAAnimation`, the base of the animations a layer's `add(_:forKey:)` takes.
/// Shape only: its timing, curve and delegate are stored (Core Animation's defaults); nothing
/// runs it, so the delegate is never told. Not main-actor isolated, as in the SDK.
open class CAAnimation: NSObject, CAMediaTiming {
    /// Shape only: stored (default 0).
    open var beginTime: CFTimeInterval = 0
    /// Shape only: stored (default 0, which Core Animation reads as the transaction's 0.25 s).
    open var duration: CFTimeInterval = 0
    /// Shape only: stored (default 1).
    open var speed: Float = 1
    /// Shape only: stored (default 0).
    open var timeOffset: CFTimeInterval = 0
    /// Shape only: stored (default 0; `.infinity` repeats for ever).
    open var repeatCount: Float = 0
    /// Shape only: stored (default 0).
    open var repeatDuration: CFTimeInterval = 0
    /// Shape only: stored (default false).
    open var autoreverses = false
    /// Shape only: stored (default `.removed`).
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing curve. Shape only: stored (nil: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly, as Core Animation holds it.
    /// Shape only: stored, never told (nothing runs).
    open var delegate: CAAnimationDelegate?
    /// Whether the layer drops the animation when it ends. Shape only: stored (default true); the
    /// layer keeps every animation added until it is removed, as nothing ends.
    open var isRemovedOnCompletion = true

    /// An animation. Shape only.
    public override init() { super.init() }

    /// The default for a property. Shape only: nil.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the property is archived. Shape only: true.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }
}
#endif
