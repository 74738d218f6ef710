#if !canImport(UIKit)
import Foundation

/// UIKit's `UITouch`: one finger on the screen. Shape only: what `touchesBegan(_:with:)` and its
/// siblings receive; UIKit makes them, and nothing touches the screen headlessly, so a test makes
/// one with `UITouch(location:view:phase:)` (an addition) to call those methods.
@MainActor @preconcurrency
open class UITouch: NSObject {
    /// UIKit's `UITouch.Phase`. Shape only: UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// Shape only.
        case began = 0, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }
    /// UIKit's `UITouch.TouchType`. Shape only: UIKit's raw values.
    public enum TouchType: Int, Sendable {
        /// Shape only.
        case direct = 0, indirect, pencil, indirectPointer
    }

    /// The view touched. Shape only.
    open private(set) var view: UIView?
    /// The window of the view touched. Shape only.
    open var window: UIWindow? { view?.window }
    /// The phase. Shape only.
    open private(set) var phase: Phase
    /// How many taps. Shape only: 1.
    open private(set) var tapCount = 1
    /// When the touch happened. Shape only.
    open private(set) var timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime
    /// The kind of touch. Shape only: `.direct`.
    open private(set) var type = TouchType.direct
    /// The force. Shape only: 0.
    open private(set) var force: CGFloat = 0
    /// The force of an average touch's full press. Shape only: a guess, 20/3 (what 3D Touch
    /// iPhones report), so `force / maximumPossibleForce` is 0 rather than not a number.
    open var maximumPossibleForce: CGFloat { 20.0 / 3.0 }
    /// The touch's radius in points. Shape only: a guess, 20 (a fingertip's).
    open var majorRadius: CGFloat { 20 }
    /// The tolerance of `majorRadius`. Shape only: a guess, 5.
    open var majorRadiusTolerance: CGFloat { 5 }
    /// The recognizers that receive the touch. Shape only: the touched view's recognizers.
    open var gestureRecognizers: [UIGestureRecognizer]? { view?.gestureRecognizers }
    private let location: CGPoint

    /// A touch at `location` in `view`'s coordinates, in `phase`. Shape only; an addition for tests.
    public init(location: CGPoint, view: UIView?, phase: Phase = .began) {
        self.location = location
        self.view = view
        self.phase = phase
        super.init()
    }

    /// The touch's location in `view`'s coordinates (nil: the window's). Modelled: converted from
    /// the touched view's (see `UIView.convert(_:to:)`).
    open func location(in view: UIView?) -> CGPoint {
        guard let touched = self.view else { return location }
        return touched.convert(location, to: view)
    }
    /// The previous location. Shape only: the location (nothing moves).
    open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
    /// The precise location. Modelled as `location(in:)`: there is no finer location here.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    /// The precise previous location. Shape only: the location, as `previousLocation(in:)`.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}
#endif
