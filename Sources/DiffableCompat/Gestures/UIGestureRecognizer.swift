#if !canImport(UIKit)
import Foundation

/// UIKit's `UIGestureRecognizer`. Modelled: its target–action pairs (each action is sent to its
/// target with the recognizer as the sender, as UIKit sends them), the view it is added to, its
/// state and `isEnabled`, and its delegate's `gestureRecognizerShouldBegin(_:)`. No touches reach
/// it here: UIKit has no public way to make a recognizer recognize, so a test calls the headless
/// extra `simulateRecognition(_:)`. Location, touches and failure requirements are shape only.
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    /// UIKit's `UIGestureRecognizer.State`. Modelled: `simulateRecognition(_:)` moves through it.
    public enum State: Int, Sendable {
        /// Not yet recognized (the resting state). Modelled.
        case possible
        /// A continuous gesture began. Modelled.
        case began
        /// A continuous gesture changed. Modelled.
        case changed
        /// The gesture ended: recognized. Modelled.
        case ended
        /// The gesture was cancelled. Modelled.
        case cancelled
        /// The gesture failed: no action is sent. Modelled.
        case failed

        /// A discrete gesture was recognized: `.ended`, as UIKit's. Modelled.
        public static var recognized: State { .ended }
    }

    /// The state. Modelled: `.possible` at rest; settable, as a subclass sets it in UIKit.
    open var state = State.possible
    /// Whether it recognizes at all. Modelled: a disabled recognizer sends nothing.
    open var isEnabled = true
    /// Asked whether to begin. Modelled (weak, as UIKit's; see `UIGestureRecognizerDelegate`).
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The view it is added to (`UIView.addGestureRecognizer(_:)`). Modelled.
    open internal(set) weak var view: UIView?
    /// Shape only: stored.
    open var cancelsTouchesInView = true
    /// Shape only: stored.
    open var delaysTouchesBegan = false
    /// Shape only: stored.
    open var delaysTouchesEnded = true
    /// Shape only: stored.
    open var name: String?
    /// Shape only: no touches; 0.
    open var numberOfTouches: Int { 0 }
    /// The kinds of touch the recognizer takes, as `UITouch.TouchType` raw values. Shape only:
    /// stored (UIKit's default, every kind).
    open var allowedTouchTypes: [NSNumber] = [
        NSNumber(value: UITouch.TouchType.direct.rawValue), NSNumber(value: UITouch.TouchType.indirect.rawValue),
        NSNumber(value: UITouch.TouchType.pencil.rawValue), NSNumber(value: UITouch.TouchType.indirectPointer.rawValue),
    ]
    /// Whether the recognizer takes one kind of touch at a time. Shape only: stored (UIKit's
    /// default, true).
    open var requiresExclusiveTouchType = true
    private var targets: [(target: WeakTarget, action: Selector)] = []

    /// A recognizer that sends `action` to `target` (when both are given). Modelled.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target, as `init(target: nil, action: nil)`. Modelled.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// Adds a target–action pair (the target held weakly, as UIKit's); a pair already added is
    /// ignored, as UIKit's. Modelled.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targets.contains(where: { $0.target.object === object && $0.action == action }) else { return }
        targets.append((WeakTarget(object), action))
    }

    /// Removes `action` (nil: every action) of `target` (nil: every target). Modelled; removing a
    /// pair never added changes nothing, as UIKit's.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { (object == nil || $0.target.object === object) && (action == nil || $0.action == action) }
    }

    /// Headless extra (UIKit has no public way to make a recognizer recognize): moves to `state`
    /// and, for `.began`, `.changed`, `.ended` and `.cancelled`, sends each action to its target
    /// with this recognizer as the sender, in the order added, as UIKit does when it recognizes;
    /// an ended, cancelled or failed gesture then rests at `.possible` again and `reset()` runs.
    /// Modelled. A disabled recognizer, or one not added to a view, does nothing; when it starts
    /// (from `.possible`), `delegate?.gestureRecognizerShouldBegin(_:)` returning false makes it fail instead. A
    /// selector the target has no method for raises UIKit's unrecognized-selector failure.
    open func simulateRecognition(_ state: State = .recognized) {
        guard isEnabled, view != nil else { return }
        if self.state == .possible, state != .possible, state != .failed, delegate?.gestureRecognizerShouldBegin(self) == false {
            self.state = .failed
        } else {
            self.state = state
            if [.began, .changed, .ended, .cancelled].contains(state) {
                for (target, action) in targets {
                    guard let object = target.object else { continue }
                    action.send(to: object, from: self)
                }
            }
        }
        if [.ended, .cancelled, .failed].contains(self.state) {
            self.state = .possible
            reset()
        }
    }

    /// Where the gesture is in `view`. Shape only: there are no touches; `.zero`.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Shape only: there are no touches; `.zero`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
    /// Shape only: kept for nothing; recognizers do not compete here.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    // UIKit's `UIGestureRecognizerSubclass` members, which custom recognizers override.

    /// Touches began (for subclasses). Shape only: no touches arrive here; a subclass's override
    /// runs only when called, and may set `state`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved (for subclasses). Shape only, as `touchesBegan(_:with:)`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended (for subclasses). Shape only, as `touchesBegan(_:with:)`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled (for subclasses). Shape only, as `touchesBegan(_:with:)`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Clears a subclass's per-gesture state (for subclasses). Modelled: called, as UIKit calls it,
    /// when a gesture that ended, was cancelled or failed rests at `.possible` again.
    open func reset() {}
    /// Stops sending a touch to the recognizer (for subclasses). Shape only: no touches here.
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    /// Whether this recognizer may prevent another (for subclasses). Shape only: true, as UIKit's
    /// default; recognizers do not compete here.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether another recognizer may prevent this one (for subclasses). Shape only: true, as
    /// UIKit's default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for another to fail (for subclasses). Shape only: false, as
    /// UIKit's default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether another recognizer waits for this one to fail (for subclasses). Shape only: false,
    /// as UIKit's default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
#endif
