#if !canImport(UIKit)
import Foundation

/// UIKit's `UITimingCurveType`. Shape only: UIKit's raw values.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's curves. Shape only.
    case builtin = 0
    /// A cubic Bézier curve. Shape only.
    case cubic = 1
    /// A spring. Shape only.
    case spring = 2
    /// A cubic curve and a spring together. Shape only.
    case composed = 3
}

/// UIKit's `UITimingCurveProvider`: the timing an animator follows. Shape only: nothing animates
/// (see `UIViewPropertyAnimator`). The SDK's protocol refines `NSCoding` and `NSCopying`; this one
/// does not, so a main-actor conformer needs neither.
@MainActor @preconcurrency
public protocol UITimingCurveProvider: NSObjectProtocol {
    /// The kind of curve. Shape only.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if the provider has one. Shape only.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if the provider has one. Shape only.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// UIKit's `UICubicTimingParameters`: a cubic Bézier timing curve. Shape only: stored and read
/// back, the control points of a built-in curve being CSS's (ease in out: 0.42, 0 and 0.58, 1).
@MainActor @preconcurrency
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve (`.easeInOut` for custom control points). Shape only.
    open private(set) var animationCurve: UIView.AnimationCurve
    /// The first control point. Shape only.
    open private(set) var controlPoint1: CGPoint
    /// The second control point. Shape only.
    open private(set) var controlPoint2: CGPoint
    /// `.cubic` with custom control points, else `.builtin`. Shape only.
    open private(set) var timingCurveType: UITimingCurveType
    /// Itself. Shape only.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil. Shape only.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The ease-in-out curve, as UIKit's default. Shape only.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's curves. Shape only.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        timingCurveType = .builtin
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        super.init()
    }

    /// A custom cubic curve. Shape only.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        timingCurveType = .cubic
        super.init()
    }

    /// Parameters decoded from an archive. Shape only: the default ones.
    public required convenience init?(coder: NSCoder) { self.init() }
}

/// UIKit's `UISpringTimingParameters`: a spring's timing. Shape only: stored and read back
/// (`dampingRatio`, `mass`, `stiffness`, `damping`, `duration` and `bounce` are additions that
/// read back what was given; UIKit keeps them private).
@MainActor @preconcurrency
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity. Shape only.
    open private(set) var initialVelocity: CGVector
    /// The damping ratio given (1 when a physical form was used). Shape only; an addition.
    public let dampingRatio: CGFloat
    /// `.spring`. Shape only.
    open var timingCurveType: UITimingCurveType { .spring }
    /// Nil. Shape only.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself. Shape only.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// UIKit's default spring: critically damped, at rest. Shape only.
    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: CGVector()) }

    /// A spring with `ratio` (1: no oscillation) and an initial velocity. Shape only.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        super.init()
    }

    /// A spring with `ratio` and no initial velocity (iOS 17). Shape only.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector()) }

    /// A spring from its physics. Shape only: the velocity is kept, the rest stored nowhere.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        self.init(dampingRatio: 1, initialVelocity: velocity)
    }

    /// A spring that settles in `duration` with `bounce` (iOS 17). Shape only: the velocity is
    /// kept; the damping ratio is `1 - bounce` for a bounce from 0 to 1.
    public convenience init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity: CGVector = CGVector()) {
        self.init(dampingRatio: bounce.isFinite ? 1 - min(max(bounce, 0), 1) : 1, initialVelocity: initialVelocity)
    }

    /// Parameters decoded from an archive. Shape only: the default ones.
    public required convenience init?(coder: NSCoder) { self.init() }
}
#endif
