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

    /// The kind of event. Shape only: `.touches`.
    open var type: EventType { .touches }
    /// When the event happened (seconds since boot, as UIKit's). Shape only: when it was made.
    open var timestamp: TimeInterval
    /// An event made now. Shape only.
    public override init() {
        timestamp = ProcessInfo.processInfo.systemUptime
        super.init()
    }
}
#endif
