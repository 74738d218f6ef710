#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNTimeIntervalNotificationTrigger`: fires `timeInterval` seconds after it is
/// scheduled, once or repeatedly. Modelled, with UserNotifications' rules on the interval: it must be
/// greater than 0, and at least 60 seconds when it repeats. UserNotifications raises
/// `NSInternalInconsistencyException` when such a trigger is made ("time interval must be greater
/// than 0", "time interval must be at least 60 if repeating"); here the trigger is made without a
/// trap, `nextTriggerDate()` is nil, and `UNUserNotificationCenter.add(_:withCompletionHandler:)`
/// refuses a request that holds it with that exception as a `DiffableFailure` (the completion
/// handler's error, or what the `async` form throws), scheduling nothing.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    /// The seconds between scheduling and firing. Modelled.
    public let timeInterval: TimeInterval

    /// A trigger firing `timeInterval` seconds after it is scheduled, again every `timeInterval`
    /// seconds when `repeats`. Modelled (see the type's rules on the interval).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// UserNotifications' exception for an interval it does not accept.
    override var rejection: DiffableFailure? {
        if !(timeInterval > 0) { return DiffableFailure(reason: "time interval must be greater than 0") }
        if repeats && timeInterval < 60 { return DiffableFailure(reason: "time interval must be at least 60 if repeating") }
        return nil
    }

    /// When it would fire if scheduled now: now plus the interval, as UserNotifications answers
    /// (the date moves on with each call); nil for an interval it does not accept. Modelled.
    open func nextTriggerDate() -> Date? {
        rejection == nil ? Date(timeIntervalSinceNow: timeInterval) : nil
    }
}
#endif
