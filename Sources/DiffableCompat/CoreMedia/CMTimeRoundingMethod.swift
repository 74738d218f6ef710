#if !canImport(UIKit)
import Foundation

/// Core Media's `CMTimeRoundingMethod`: how a conversion to another timescale rounds, with Core
/// Media's raw values. Modelled by `CMTime.convertScale(_:method:)` and `CMTimeConvertScale`.
public enum CMTimeRoundingMethod: UInt32, Sendable {
    /// Halves away from zero; the default. Modelled.
    case roundHalfAwayFromZero = 1
    /// Towards zero (truncation). Modelled.
    case roundTowardZero = 2
    /// Away from zero. Modelled.
    case roundAwayFromZero = 3
    /// QuickTime's rule: towards zero into a finer timescale, away from zero into a coarser one.
    /// Modelled.
    case quickTime = 4
    /// Towards negative infinity (floor). Modelled.
    case roundTowardNegativeInfinity = 5
    /// Towards positive infinity (ceiling). Modelled.
    case roundTowardPositiveInfinity = 6
    /// Core Media's default method, `.roundHalfAwayFromZero`. Modelled.
    public static var `default`: CMTimeRoundingMethod { .roundHalfAwayFromZero }
}
#endif
