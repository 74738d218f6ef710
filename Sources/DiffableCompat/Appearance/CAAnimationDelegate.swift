#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAAnimationDelegate`: told when an animation starts and stops. Both requirements
/// are optional in the SDK and have its defaults here. Shape only: no animation runs, so neither is
/// called. Not main-actor isolated, as in the SDK.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation started. Shape only. Default: nothing.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is whether it ran to its end. Shape only. Default: nothing.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Shape only: nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Shape only: nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
#endif
