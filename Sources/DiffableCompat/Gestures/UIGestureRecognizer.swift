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
    /// an ended, cancelled or failed gesture then rests at `.possible` again. Modelled. A disabled
    /// recognizer, or one not added to a view, does nothing; when it starts (from `.possible`),
    /// `delegate?.gestureRecognizerShouldBegin(_:)` returning false makes it fail instead. A
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
        if [.ended, .cancelled, .failed].contains(self.state) { self.state = .possible }
    }

    /// Where the gesture is in `view`. Shape only: there are no touches; `.zero`.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Shape only: there are no touches; `.zero`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
    /// Shape only: kept for nothing; recognizers do not compete here.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}
#endif
