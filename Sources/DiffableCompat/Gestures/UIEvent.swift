#if !canImport(UIKit)
import Foundation

/// UIKit's `UIEvent`: what an action method's event parameter receives. Shape only: nothing makes
/// events here, so controls send their actions with a nil event, as UIKit's `sendActions(for:)`
/// does; a test that needs one passes `UIEvent()` to `sendAction(_:to:for:)`.
@MainActor @preconcurrency
open class UIEvent: NSObject {
    /// UIKit's `UIEvent.EventType`. Shape only.
    public enum EventType: Int, Sendable {
        /// `.touches`, as UIKit's. Shape only.
        case touches
        /// `.motion`, as UIKit's. Shape only.
        case motion
        /// `.remoteControl`, as UIKit's. Shape only.
        case remoteControl
        /// `.presses`, as UIKit's. Shape only.
        case presses
        /// `.scroll`, as UIKit's. Shape only.
        case scroll = 10
        /// `.hover`, as UIKit's. Shape only.
        case hover
        /// `.transform`, as UIKit's. Shape only.
        case transform
    }

    /// UIKit's `UIEvent.EventSubtype`: a motion's or a remote control's kind. Shape only.
    public enum EventSubtype: Int, Sendable {
        /// No subtype (a touch event's). Shape only.
        case none = 0
        /// The device was shaken. Shape only.
        case motionShake = 1
        /// Remote control: play. Shape only.
        case remoteControlPlay = 100
        /// Remote control: pause. Shape only.
        case remoteControlPause = 101
        /// Remote control: stop. Shape only.
        case remoteControlStop = 102
        /// Remote control: toggle play and pause. Shape only.
        case remoteControlTogglePlayPause = 103
        /// Remote control: next track. Shape only.
        case remoteControlNextTrack = 104
        /// Remote control: previous track. Shape only.
        case remoteControlPreviousTrack = 105
        /// Remote control: begin seeking backward. Shape only.
        case remoteControlBeginSeekingBackward = 106
        /// Remote control: end seeking backward. Shape only.
        case remoteControlEndSeekingBackward = 107
        /// Remote control: begin seeking forward. Shape only.
        case remoteControlBeginSeekingForward = 108
        /// Remote control: end seeking forward. Shape only.
        case remoteControlEndSeekingForward = 109
    }

    /// The kind of event. Shape only: `.touches`.
    open var type: EventType { .touches }
    /// The event's subtype. Shape only: `.none`, a touch event's.
    open var subtype: EventSubtype { .none }
    private var touchSet: Set<UITouch>?
    /// The event's touches. Modelled: those the event was made with (`init(touches:)`, an
    /// addition for tests), nil for an event made without any, as UIKit's non-touch events.
    open var allTouches: Set<UITouch>? { touchSet }
    /// The event's touches in `view` (those whose `view` is it). Modelled; nil when there are none
    /// in the view, as UIKit's.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let inView = (touchSet ?? []).filter { $0.view === view }
        return inView.isEmpty ? nil : inView
    }
    /// The event's touches in `window`. Modelled as `touches(for:)` with each touch's window.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let inWindow = (touchSet ?? []).filter { $0.window === window }
        return inWindow.isEmpty ? nil : inWindow
    }
    /// When the event happened (seconds since boot, as UIKit's). Shape only: when it was made.
    open var timestamp: TimeInterval
    /// An event made now. Shape only.
    public override init() {
        timestamp = ProcessInfo.processInfo.systemUptime
        super.init()
    }
    /// A touch event made now with `touches` (an addition for tests: UIKit makes events itself).
    public convenience init(touches: Set<UITouch>) {
        self.init()
        touchSet = touches
    }
}
#endif
