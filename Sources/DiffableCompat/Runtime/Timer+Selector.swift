#if !canImport(UIKit)
import Foundation

extension Timer {
    /// Foundation's `init(timeInterval:target:selector:userInfo:repeats:)`, which Linux's Foundation
    /// lacks: a timer, not yet scheduled, that sends `aSelector` to `aTarget` (held until the timer
    /// is released, as Foundation holds it until invalidated) with the timer as its argument.
    /// Modelled, but for `userInfo`: Linux's `Timer.userInfo` is read-only, so this timer's is nil;
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`'s keeps it.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        let target = TimerTarget(aTarget as AnyObject)
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in aSelector.send(to: target.object, from: timer) }
    }

    /// Foundation's `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`, which Linux's
    /// Foundation lacks: a timer scheduled on the current run loop (in its default mode, as
    /// Foundation's) that sends `aSelector` to `aTarget` with the timer as its argument, and whose
    /// `userInfo` is `userInfo`. Modelled: it fires when that run loop runs (in a test,
    /// `RunLoop.current.run(until:)` on the thread that scheduled it: under `swift test` on Linux
    /// the main actor's thread is not the main thread, so not `RunLoop.main`). Its result may be
    /// ignored, as Foundation's (imported from Objective-C) may.
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let target = TimerTarget(aTarget as AnyObject)
        let timer = UserInfoTimer(fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo, userInfo: userInfo) { timer in
            aSelector.send(to: target.object, from: timer)
        }
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// A timer's target, held strongly as Foundation's timer holds it; the block that fires may run on
/// the timer's run loop's thread, as the target's method does in Foundation.
final class TimerTarget: @unchecked Sendable {
    let object: AnyObject

    init(_ object: AnyObject) { self.object = object }
}

/// A timer that keeps its `userInfo`, which Linux's `Timer` cannot be given.
final class UserInfoTimer: Timer {
    private let info: Any?

    init(fire date: Date, interval: TimeInterval, repeats: Bool, userInfo: Any?, block: @escaping @Sendable (Timer) -> Void) {
        info = userInfo
        super.init(fire: date, interval: interval, repeats: repeats, block: block)
    }

    override var userInfo: Any? { info }
}
#endif
