#if !canImport(UIKit)
import Foundation

/// Core Media's `CMTimeFlags`: what kind of time a `CMTime` is, with Core Media's raw values. Modelled.
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    /// The flags' bits. Modelled.
    public let rawValue: UInt32
    /// Flags of `rawValue`. Modelled.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The time is valid; without it the time is invalid, whatever else is set. Modelled.
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    /// The value was rounded in making or converting the time. Modelled.
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    /// Positive infinity (the value is ignored). Modelled.
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    /// Negative infinity (the value is ignored). Modelled.
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    /// An unknown time, as a live stream's duration (the value is ignored). Modelled.
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    /// The flags that make a time non-numeric. Modelled.
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}
#endif
