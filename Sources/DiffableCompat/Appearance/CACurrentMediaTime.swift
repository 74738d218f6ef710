#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CACurrentMediaTime()`: seconds on the host's monotonic clock. Modelled with
/// `ProcessInfo.systemUptime` (seconds since boot, never going back), the clock Core Animation's
/// reads on Apple's systems; `CADisplayLink.timestamp` is on the same clock.
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
#endif
