#if !canImport(UIKit)
import Foundation

extension CMTime {
    /// The sum as `CMTimeAdd` defines it. Modelled: invalid if either is invalid, or the epochs
    /// differ, or the two infinities meet; indefinite if either is; an infinity if either is; else
    /// exact in the least common multiple of the timescales when that is at most
    /// `kCMTimeMaxTimescale`, otherwise in the larger timescale, rounded (`hasBeenRounded`); a sum
    /// past `Int64` is the matching infinity.
    static func sum(_ time1: CMTime, _ time2: CMTime, negatingSecond: Bool) -> CMTime {
        guard time1.isValid, time2.isValid else { return .invalid }
        if time1.isIndefinite || time2.isIndefinite { return .indefinite }
        let plus2 = negatingSecond ? time2.isNegativeInfinity : time2.isPositiveInfinity
        let minus2 = negatingSecond ? time2.isPositiveInfinity : time2.isNegativeInfinity
        if (time1.isPositiveInfinity && minus2) || (time1.isNegativeInfinity && plus2) { return .invalid }
        if time1.isPositiveInfinity || plus2 { return .positiveInfinity }
        if time1.isNegativeInfinity || minus2 { return .negativeInfinity }
        guard time1.epoch == time2.epoch, time1.timescale > 0, time2.timescale > 0 else { return .invalid }
        let (scale1, scale2) = (Int64(time1.timescale), Int64(time2.timescale))
        var common = scale1 / gcd(scale1, scale2) * scale2
        if common > Int64(kCMTimeMaxTimescale) { common = max(scale1, scale2) }
        let method = CMTimeRoundingMethod.roundHalfAwayFromZero
        guard let (value1, exact1) = scaled(time1.value, by: common, over: scale1, method: method, coarser: true),
              let (value2, exact2) = scaled(time2.value, by: common, over: scale2, method: method, coarser: true) else {
            return overflowed(time1, time2, negatingSecond: negatingSecond)
        }
        let (total, overflow) = negatingSecond ? value1.subtractingReportingOverflow(value2) : value1.addingReportingOverflow(value2)
        if overflow { return overflowed(time1, time2, negatingSecond: negatingSecond) }
        var flags = CMTimeFlags.valid
        if !exact1 || !exact2 || time1.hasBeenRounded || time2.hasBeenRounded { flags.insert(.hasBeenRounded) }
        return CMTime(value: total, timescale: CMTimeScale(common), flags: flags, epoch: time1.epoch)
    }

    /// The infinity a sum past `Int64` stands for: the sign of the sum in seconds.
    private static func overflowed(_ time1: CMTime, _ time2: CMTime, negatingSecond: Bool) -> CMTime {
        let total = time1.seconds + (negatingSecond ? -time2.seconds : time2.seconds)
        return total < 0 ? .negativeInfinity : .positiveInfinity
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }

    /// The product as `CMTimeMultiply`. Modelled: invalid stays invalid and indefinite indefinite;
    /// an infinity times zero is invalid (a guess: Core Media leaves it undocumented), times a
    /// negative number the other infinity; a product past `Int64` is the matching infinity.
    static func product(_ time: CMTime, _ multiplier: Int32) -> CMTime {
        guard time.isValid else { return .invalid }
        if time.isIndefinite { return .indefinite }
        if time.isPositiveInfinity || time.isNegativeInfinity {
            if multiplier == 0 { return .invalid }
            return (multiplier > 0) == time.isPositiveInfinity ? .positiveInfinity : .negativeInfinity
        }
        let (value, overflow) = time.value.multipliedReportingOverflow(by: Int64(multiplier))
        if overflow { return (time.value < 0) == (multiplier < 0) ? .positiveInfinity : .negativeInfinity }
        var result = time
        result.value = value
        return result
    }

    /// The product as `CMTimeMultiplyByFloat64`, in the same timescale, rounded half away from
    /// zero. Modelled: as `product(_:_:)` for the non-numeric times; a NaN multiplier gives an
    /// invalid time, a result past `Int64` the matching infinity.
    static func product(_ time: CMTime, _ multiplier: Float64) -> CMTime {
        guard time.isValid, !multiplier.isNaN else { return .invalid }
        if !time.isNumeric { return product(time, Int32(multiplier > 0 ? 1 : multiplier < 0 ? -1 : 0)) }
        let exact = Double(time.value) * multiplier
        if multiplier.isInfinite { return time.value == 0 ? .invalid : exact > 0 ? .positiveInfinity : .negativeInfinity }
        let rounded = exact.rounded(.toNearestOrAwayFromZero)
        guard rounded.magnitude < 0x1p63 else { return rounded > 0 ? .positiveInfinity : .negativeInfinity }
        var result = time
        result.value = Int64(rounded)
        if rounded != exact { result.flags.insert(.hasBeenRounded) }
        return result
    }
}

/// `CMTimeAdd`. Modelled (see `CMTime.sum`).
public func + (addend1: CMTime, addend2: CMTime) -> CMTime { CMTime.sum(addend1, addend2, negatingSecond: false) }
/// `CMTimeSubtract`. Modelled: as addition of the negated time, so +∞ − +∞ is invalid.
public func - (minuend: CMTime, subtrahend: CMTime) -> CMTime { CMTime.sum(minuend, subtrahend, negatingSecond: true) }
/// `CMTimeAdd` in place. Modelled.
public func += (time: inout CMTime, addend: CMTime) { time = time + addend }
/// `CMTimeSubtract` in place. Modelled.
public func -= (minuend: inout CMTime, subtrahend: CMTime) { minuend = minuend - subtrahend }
/// `CMTimeMultiply`. Modelled.
public func * (time: CMTime, multiplier: Int32) -> CMTime { CMTime.product(time, multiplier) }
/// `CMTimeMultiply`. Modelled.
public func * (multiplier: Int32, time: CMTime) -> CMTime { CMTime.product(time, multiplier) }
/// `CMTimeMultiplyByFloat64`. Modelled.
public func * (time: CMTime, multiplier: Float64) -> CMTime { CMTime.product(time, multiplier) }
/// `CMTimeMultiplyByFloat64`. Modelled.
public func * (multiplier: Float64, time: CMTime) -> CMTime { CMTime.product(time, multiplier) }
/// `CMTimeMultiply` in place. Modelled.
public func *= (time: inout CMTime, multiplier: Int32) { time = time * multiplier }
/// `CMTimeMultiplyByFloat64` in place. Modelled.
public func *= (time: inout CMTime, multiplier: Float64) { time = time * multiplier }
#endif
