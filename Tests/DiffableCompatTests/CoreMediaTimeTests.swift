import DiffableCompat
import Foundation
import Testing

@Suite("CoreMedia: CMTime made, compared and added as Core Media defines them")
struct CoreMediaTimeTests {
    @Test("CMTime(seconds:preferredTimescale:) rounds half away from zero and marks the rounding; seconds reads it back")
    func secondsRoundTrip() {
        let half = CMTime(seconds: 0.5, preferredTimescale: 600)
        #expect(half.value == 300 && half.timescale == 600 && half.isValid && !half.hasBeenRounded)
        let third = CMTime(seconds: 1.0 / 3.0, preferredTimescale: 10)
        #expect(third.value == 3 && third.hasBeenRounded)
        #expect(CMTime(seconds: -2.5, preferredTimescale: 1).value == -3)
        #expect(CMTimeGetSeconds(CMTimeMake(value: 3, timescale: 4)) == 0.75)
        #expect(CMTimeMakeWithSeconds(1.5, preferredTimescale: 1000).seconds == 1.5)
    }

    @Test("non-numeric seconds and timescales give the non-numeric times, never a trap")
    func nonNumericConstruction() {
        #expect(!CMTime(seconds: .nan, preferredTimescale: 600).isValid)
        #expect(CMTime(seconds: .infinity, preferredTimescale: 600).isPositiveInfinity)
        #expect(CMTime(seconds: -.infinity, preferredTimescale: 600).isNegativeInfinity)
        #expect(!CMTime(seconds: 1, preferredTimescale: 0).isValid)
        #expect(!CMTime(value: 1, timescale: -5).isValid)
        // A value past Int64 at this timescale halves the timescale until it fits.
        let huge = CMTime(seconds: 1e15, preferredTimescale: 1_000_000_000)
        #expect(huge.isNumeric && huge.timescale < 1_000_000_000 && abs(huge.seconds - 1e15) < 1)
        #expect(CMTime.invalid.seconds.isNaN && CMTime.indefinite.seconds.isNaN)
        #expect(CMTime.positiveInfinity.seconds == .infinity && CMTime.negativeInfinity.seconds == -.infinity)
        #expect(CMTime().isValid == false && CMTime.zero.seconds == 0 && CMTime.zero.isNumeric)
    }

    @Test("equality compares values, not fields: 1/2 equals 2/4, and equal times hash alike")
    func equalityByValue() {
        let a = CMTime(value: 1, timescale: 2)
        let b = CMTime(value: 2, timescale: 4)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(Set([a, b, CMTime(value: 3, timescale: 6)]).count == 1)
        #expect(CMTime.invalid == CMTime() && CMTime.indefinite != CMTime.invalid)
        #expect(CMTime(value: 0, timescale: 1) == CMTime(value: 0, timescale: 600))
    }

    @Test("ordering follows CMTimeCompare: -inf < numbers < indefinite < +inf < invalid")
    func ordering() {
        let ordered: [CMTime] = [.negativeInfinity, CMTime(value: -1, timescale: 1), .zero,
                                 CMTime(value: 1, timescale: 3), CMTime(value: 1, timescale: 2),
                                 .indefinite, .positiveInfinity, .invalid]
        #expect(ordered.shuffled().sorted() == ordered)
        #expect(CMTimeCompare(.zero, .invalid) == -1 && CMTimeCompare(.invalid, .invalid) == 0)
        #expect(CMTimeMaximum(.zero, .indefinite) == .indefinite && CMTimeMinimum(.zero, .negativeInfinity) == .negativeInfinity)
        // Times of different epochs compare by epoch first.
        #expect(CMTimeMakeWithEpoch(value: 100, timescale: 1, epoch: 0) < CMTimeMakeWithEpoch(value: 1, timescale: 1, epoch: 1))
        // Values near Int64's limits compare exactly (128-bit cross-multiplication).
        #expect(CMTime(value: .max, timescale: 1_000_000_000) > CMTime(value: .max - 1, timescale: 1_000_000_000))
    }

    @Test("addition is exact in the common timescale, and the non-numeric times combine as Core Media's")
    func addition() {
        let sum = CMTime(value: 1, timescale: 2) + CMTime(value: 1, timescale: 3)
        #expect(sum.value == 5 && sum.timescale == 6 && !sum.hasBeenRounded)
        #expect(CMTimeAdd(.zero, CMTime(value: 7, timescale: 600)) == CMTime(value: 7, timescale: 600))
        #expect(!(CMTime.invalid + .zero).isValid)
        #expect((CMTime.indefinite + .zero).isIndefinite)
        #expect((CMTime.positiveInfinity + CMTime(value: 5, timescale: 1)).isPositiveInfinity)
        #expect(!(CMTime.positiveInfinity + .negativeInfinity).isValid)
        #expect(!(CMTime.positiveInfinity - .positiveInfinity).isValid)
        #expect((CMTime.zero - .positiveInfinity).isNegativeInfinity)
        // Past Int64: the matching infinity, not a trap.
        #expect((CMTime(value: .max, timescale: 1) + CMTime(value: 1, timescale: 1)).isPositiveInfinity)
        // Timescales whose common multiple is past kCMTimeMaxTimescale: the larger one, rounded.
        let rounded = CMTime(value: 1, timescale: 999_999_937) + CMTime(value: 1, timescale: 999_999_929)
        #expect(rounded.timescale == 999_999_937 && rounded.hasBeenRounded)
        var time = CMTime(value: 1, timescale: 1)
        time += CMTime(value: 1, timescale: 2)
        time -= CMTime(value: 1, timescale: 4)
        #expect(time == CMTime(value: 5, timescale: 4))
    }

    @Test("multiplication by integers and doubles keeps the timescale; infinities flip with the sign")
    func multiplication() {
        let time = CMTime(value: 3, timescale: 10)
        #expect(time * Int32(4) == CMTime(value: 12, timescale: 10) && (time * Int32(4)).timescale == 10)
        #expect(Int32(2) * time == CMTime(value: 6, timescale: 10))
        #expect((time * 0.5).value == 2 && (time * 0.5).hasBeenRounded)
        #expect((CMTime.positiveInfinity * Int32(-1)).isNegativeInfinity)
        #expect(!(CMTime.positiveInfinity * Int32(0)).isValid)
        #expect(!(time * Double.nan).isValid)
        #expect((CMTime(value: .max, timescale: 1) * Int32(2)).isPositiveInfinity)
        #expect(CMTimeAbsoluteValue(CMTime(value: -3, timescale: 1)) == CMTime(value: 3, timescale: 1))
    }

    @Test("convertScale rounds by its method and marks the rounding")
    func conversion() {
        let time = CMTime(value: 5, timescale: 10)
        #expect(time.convertScale(4, method: .default).value == 2)
        #expect(CMTime(value: 7, timescale: 10).convertScale(4, method: .roundHalfAwayFromZero).value == 3)
        #expect(CMTime(value: 7, timescale: 10).convertScale(4, method: .roundTowardZero).value == 2)
        #expect(CMTime(value: -7, timescale: 10).convertScale(4, method: .roundTowardNegativeInfinity).value == -3)
        #expect(CMTime(value: -7, timescale: 10).convertScale(4, method: .roundTowardPositiveInfinity).value == -2)
        #expect(CMTimeConvertScale(time, timescale: 600, method: .default) == time)
        #expect(!time.convertScale(0, method: .default).isValid)
        #expect(CMTime.indefinite.convertScale(600, method: .default).isIndefinite)
    }
}
