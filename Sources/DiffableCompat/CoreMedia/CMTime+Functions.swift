#if !canImport(UIKit)
import Foundation

/// `value / timescale` seconds. Modelled: as `CMTime(value:timescale:)`.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// `value / timescale` seconds in `epoch`. Modelled.
public func CMTimeMakeWithEpoch(value: Int64, timescale: Int32, epoch: Int64) -> CMTime {
    var time = CMTime(value: value, timescale: timescale)
    if time.isValid { time.epoch = epoch }
    return time
}

/// `seconds` in `preferredTimescale`. Modelled: as `CMTime(seconds:preferredTimescale:)`.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// The time in seconds. Modelled: as `CMTime.seconds` (NaN for invalid and indefinite times).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// -1, 0 or 1 as `time1` is before, equal to or after `time2` in Core Media's order. Modelled.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 { CMTime.compare(time1, time2) }

/// The sum. Modelled: as `+`.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs + rhs }

/// The difference. Modelled: as `-`.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs - rhs }

/// The product. Modelled: as `*`.
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime { time * multiplier }

/// The product. Modelled: as `*`.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime { time * multiplier }

/// The time in `newTimescale`. Modelled: as `CMTime.convertScale(_:method:)`.
public func CMTimeConvertScale(_ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    time.convertScale(newTimescale, method: method)
}

/// The earlier of two times in Core Media's order. Modelled.
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime { CMTime.compare(time1, time2) <= 0 ? time1 : time2 }

/// The later of two times in Core Media's order. Modelled.
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime { CMTime.compare(time1, time2) >= 0 ? time1 : time2 }

/// The magnitude: negative infinity gives positive infinity. Modelled.
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime {
    if time.isNegativeInfinity { return .positiveInfinity }
    guard time.isNumeric, time.value < 0 else { return time }
    return time * Int32(-1)
}
#endif
