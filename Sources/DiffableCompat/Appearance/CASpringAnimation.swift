#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CASpringAnimation`: a basic animation driven by a damped spring. Shape only for
/// running (nothing does); modelled for `settlingDuration`, computed from the spring.
open class CASpringAnimation: CABasicAnimation {
    /// Shape only: stored (default 1).
    open var mass: CGFloat = 1
    /// Shape only: stored (default 100).
    open var stiffness: CGFloat = 100
    /// Shape only: stored (default 10).
    open var damping: CGFloat = 10
    /// Shape only: stored (default 0).
    open var initialVelocity: CGFloat = 0
    /// Shape only: stored (default false).
    open var allowsOverdamping = false

    /// A spring that settles in about `perceptualDuration` with `bounce` (-1 to 1), as iOS 17's
    /// initializer derives mass, stiffness and damping. Modelled: mass 1, stiffness (2π / duration)²,
    /// damping from the bounce.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let omega = 2 * CGFloat.pi / CGFloat(max(perceptualDuration, 0.0001))
        stiffness = omega * omega
        damping = bounce >= 0 ? (1 - bounce) * 4 * .pi / CGFloat(max(perceptualDuration, 0.0001))
                              : 4 * .pi / ((1 + bounce) * CGFloat(max(perceptualDuration, 0.0001)))
        duration = settlingDuration
    }

    /// The time the spring takes to come to rest. Modelled: when its envelope falls below 0.1% of
    /// the distance (Core Animation's own estimate differs a little).
    open var settlingDuration: CFTimeInterval {
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        guard omega0 > 0, zeta > 0 else { return .infinity }
        let decay = zeta < 1 ? zeta * omega0 : omega0 * (zeta - (zeta * zeta - 1).squareRoot())
        return CFTimeInterval(log(1000) / decay)
    }

    /// The perceptual duration. Modelled: 2π / √(stiffness / mass).
    open var perceptualDuration: CFTimeInterval { CFTimeInterval(2 * .pi / (stiffness / mass).squareRoot()) }
    /// The bounce. Modelled from the damping ratio (0 when critically damped).
    open var bounce: CGFloat {
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }
}
#endif
