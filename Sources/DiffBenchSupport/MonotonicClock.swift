import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one clock every layer times with: `clock_gettime(CLOCK_MONOTONIC)` in nanoseconds, cheap
/// enough to wrap cases of microseconds without distorting them, never stepped by wall-clock changes.
package enum MonotonicClock {
    /// Nanoseconds on the monotonic clock.
    @inlinable
    package static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Seconds from `start` (a `now()` reading) to now.
    @inlinable
    package static func seconds(since start: UInt64) -> Double { Double(now() &- start) / 1e9 }

    /// Seconds `body` took, and what it returned.
    @inlinable
    package static func measure<T>(_ body: () throws -> T) rethrows -> (seconds: Double, result: T) {
        let start = now()
        let result = try body()
        return (seconds(since: start), result)
    }

    /// `seconds` for a person: "850 µs", "12.3 ms", "4.2 s", "3 min 05 s".
    package static func describe(seconds: Double) -> String {
        switch seconds {
        case ..<1e-3: return "\(Int((seconds * 1e6).rounded())) µs"
        case ..<1: return String(format: "%.1f ms", seconds * 1e3)
        case ..<120: return String(format: "%.1f s", seconds)
        default:
            let whole = Int(seconds.rounded())
            return String(format: "%d min %02d s", whole / 60, whole % 60)
        }
    }
}
