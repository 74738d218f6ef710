#if !canImport(Combine)
import Foundation

extension Timer {
    /// Combine's `Timer.publish(every:tolerance:on:in:options:)`. Modelled: a timer on `RunLoop.main`
    /// ticks on the main dispatch queue, since on Linux the main run loop does not run where the main
    /// queue is served (Swift Testing, async mains) while UIKit's always runs; a timer on any other run
    /// loop is a `Foundation.Timer` on that loop, as OpenCombineFoundation's. It wins over
    /// OpenCombineFoundation's overload because it has no `options:` parameter; a call that passes
    /// `options:` gets OpenCombineFoundation's, whose `.main` timer does not fire on Linux.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> MainQueueTimerPublisher {
        MainQueueTimerPublisher(interval: interval, runLoop: runLoop, mode: mode)
    }
}
#endif
