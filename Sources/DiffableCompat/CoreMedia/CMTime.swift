#if !canImport(UIKit)
import Foundation

/// Core Media's `CMTimeValue`: a time's numerator. Modelled.
public typealias CMTimeValue = Int64
/// Core Media's `CMTimeScale`: a time's denominator, units a second. Modelled.
public typealias CMTimeScale = Int32
/// Core Media's `CMTimeEpoch`: which loop of a timeline a time is in. Modelled.
public typealias CMTimeEpoch = Int64

/// Core Media's `kCMTimeMaxTimescale`: the largest timescale arithmetic picks. Modelled.
public var kCMTimeMaxTimescale: Int32 { 1_000_000_000 }

/// Core Media's `CMTime`: a time as a rational number of seconds (`value / timescale`), or one of
/// the non-numeric times (invalid, indefinite, positive and negative infinity) that its `flags`
/// mark. Modelled as Core Media defines it: construction, `seconds`, comparison (`CMTimeCompare`'s
/// order: negative infinity, the numeric times, indefinite, positive infinity, invalid), equality
/// by that comparison (1/2 equals 2/4), and the arithmetic of `CMTimeAdd`, `CMTimeSubtract` and
/// `CMTimeMultiply` (see `CMTime+Arithmetic.swift`). A value type, `Sendable`, as in the SDK.
public struct CMTime: Sendable {
    /// The numerator. Modelled.
    public var value: CMTimeValue
    /// The denominator: units a second. Modelled.
    public var timescale: CMTimeScale
    /// What kind of time this is. Modelled.
    public var flags: CMTimeFlags
    /// The epoch: times of different epochs compare by epoch first. Modelled.
    public var epoch: CMTimeEpoch

    /// An invalid time (all fields zero), as C's zero-initialised `CMTime`. Modelled.
    public init() {
        value = 0
        timescale = 0
        flags = []
        epoch = 0
    }

    /// A time of exactly these fields. Modelled: nothing is checked, as in Core Media.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }
}

extension CMTime {
    /// `value / timescale` seconds (`CMTimeMake`). Modelled; a timescale of zero or less gives an
    /// invalid time (Core Media's makes one no arithmetic accepts; here it says so).
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self = timescale > 0 ? CMTime(value: value, timescale: timescale, flags: .valid, epoch: 0) : .invalid
    }

    /// `seconds` in `preferredTimescale` (`CMTimeMakeWithSeconds`), rounded half away from zero
    /// (`hasBeenRounded` set when that changed it). Modelled: NaN gives an invalid time, an
    /// infinity the matching infinite time, a timescale of zero or less an invalid time; a value
    /// too large for the timescale halves the timescale until it fits (Core Media reduces the
    /// timescale too), else the matching infinity.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 { self = .invalid; return }
        if seconds.isInfinite { self = seconds > 0 ? .positiveInfinity : .negativeInfinity; return }
        var timescale = preferredTimescale
        while true {
            let exact = seconds * Double(timescale)
            let rounded = exact.rounded(.toNearestOrAwayFromZero)
            if rounded.magnitude < 0x1p63 {
                self.init(value: CMTimeValue(rounded), timescale: timescale, flags: rounded == exact ? .valid : [.valid, .hasBeenRounded], epoch: 0)
                return
            }
            if timescale == 1 { self = seconds > 0 ? .positiveInfinity : .negativeInfinity; return }
            timescale /= 2
        }
    }

    /// Core Media's `kCMTimeZero`: zero seconds (timescale 1). Modelled.
    public static let zero = CMTime(value: 0, timescale: 1, flags: .valid, epoch: 0)
    /// Core Media's `kCMTimeInvalid`. Modelled.
    public static let invalid = CMTime()
    /// Core Media's `kCMTimeIndefinite`: a time not known, as an unloaded item's duration. Modelled.
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// Core Media's `kCMTimePositiveInfinity`. Modelled.
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// Core Media's `kCMTimeNegativeInfinity`. Modelled.
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    /// Whether the time is valid (`CMTIME_IS_VALID`). Modelled.
    public var isValid: Bool { flags.contains(.valid) }
    /// Whether it is indefinite (`CMTIME_IS_INDEFINITE`). Modelled.
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// Whether it is positive infinity (`CMTIME_IS_POSITIVE_INFINITY`). Modelled.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// Whether it is negative infinity (`CMTIME_IS_NEGATIVE_INFINITY`). Modelled.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Whether it is a number of seconds (`CMTIME_IS_NUMERIC`): valid and none of the implied
    /// values. Modelled.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
    /// Whether making or converting it rounded the value (`CMTIME_HAS_BEEN_ROUNDED`). Modelled.
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

    /// The time in seconds (`CMTimeGetSeconds`). Modelled: NaN for an invalid or indefinite time,
    /// ±infinity for the infinite ones.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric, timescale > 0 else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// The time in `newTimescale` (`CMTimeConvertScale`), rounded by `method` (`hasBeenRounded` set
    /// when that changed it). Modelled: a non-numeric time comes back unchanged; a timescale of
    /// zero or less gives an invalid time; a value past `Int64` the matching infinity.
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric else { return self }
        guard newTimescale > 0, timescale > 0 else { return .invalid }
        if newTimescale == timescale { return self }
        let coarser = newTimescale < timescale
        guard let (converted, exact) = Self.scaled(value, by: Int64(newTimescale), over: Int64(timescale), method: method, coarser: coarser) else {
            return value > 0 ? .positiveInfinity : .negativeInfinity
        }
        var flags = self.flags
        if !exact { flags.insert(.hasBeenRounded) }
        return CMTime(value: converted, timescale: newTimescale, flags: flags, epoch: epoch)
    }

    /// `value × multiplier ÷ divisor` (a positive divisor) rounded by `method`, and whether it was
    /// exact; nil past `Int64`. Works on magnitudes in 128 bits, so no step can overflow.
    static func scaled(_ value: Int64, by multiplier: Int64, over divisor: Int64, method: CMTimeRoundingMethod,
                       coarser: Bool) -> (Int64, Bool)? {
        guard divisor > 0 else { return nil }
        let negative = (value < 0) != (multiplier < 0)
        let product = value.magnitude.multipliedFullWidth(by: multiplier.magnitude)
        let unsignedDivisor = UInt64(divisor)
        guard product.high < unsignedDivisor else { return nil }
        let (truncated, remainder) = unsignedDivisor.dividingFullWidth(product)
        var quotient = truncated
        if remainder != 0 {
            let awayFromZero: Bool
            switch method {
            case .roundTowardZero: awayFromZero = false
            case .roundAwayFromZero: awayFromZero = true
            case .quickTime: awayFromZero = coarser
            case .roundTowardNegativeInfinity: awayFromZero = negative
            case .roundTowardPositiveInfinity: awayFromZero = !negative
            case .roundHalfAwayFromZero: awayFromZero = remainder >= unsignedDivisor - remainder
            }
            if awayFromZero {
                guard quotient < .max else { return nil }
                quotient += 1
            }
        }
        let limit = negative ? UInt64(1) << 63 : UInt64(Int64.max)
        guard quotient <= limit else { return nil }
        let signed = negative ? (quotient == limit ? Int64.min : -Int64(quotient)) : Int64(quotient)
        return (signed, remainder == 0)
    }
}

extension CMTime: Comparable {
    /// The time's place in `CMTimeCompare`'s order of kinds.
    private var rank: Int {
        if !isValid { return 4 }
        if isPositiveInfinity { return 3 }
        if isIndefinite { return 2 }
        if isNegativeInfinity { return 0 }
        return 1
    }

    /// Compares as `CMTimeCompare`: -1, 0 or 1. Modelled: kinds first (negative infinity, numeric,
    /// indefinite, positive infinity, invalid); numeric times by epoch, then by exact value.
    static func compare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
        let (rank1, rank2) = (time1.rank, time2.rank)
        if rank1 != rank2 { return rank1 < rank2 ? -1 : 1 }
        guard rank1 == 1 else { return 0 }
        if time1.epoch != time2.epoch { return time1.epoch < time2.epoch ? -1 : 1 }
        // value1/scale1 against value2/scale2, cross-multiplied in 128 bits (both scales are positive).
        let left = time1.value.multipliedFullWidth(by: Int64(max(time2.timescale, 1)))
        let right = time2.value.multipliedFullWidth(by: Int64(max(time1.timescale, 1)))
        if left == right { return 0 }
        return (left.high, left.low) < (right.high, right.low) ? -1 : 1
    }

    /// Whether `lhs` comes before `rhs` in `CMTimeCompare`'s order. Modelled.
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) < 0 }
    /// Whether `CMTimeCompare` finds them equal: 1/2 equals 2/4; all invalid times are equal. Modelled.
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) == 0 }
}

extension CMTime: Hashable {
    /// Hashes what `==` compares: the kind, and for a numeric time its epoch and reduced fraction. Modelled.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rank)
        guard rank == 1, timescale > 0 else { return }
        var (a, b) = (value.magnitude, UInt64(timescale))
        while b != 0 { (a, b) = (b, a % b) }
        hasher.combine(epoch)
        hasher.combine(value / Int64(bitPattern: max(a, 1)))
        hasher.combine(Int64(timescale) / Int64(bitPattern: max(a, 1)))
    }
}
#endif
