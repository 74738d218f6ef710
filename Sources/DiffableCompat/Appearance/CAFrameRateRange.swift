#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAFrameRateRange`: the frame rates a display link or animation accepts.
/// Shape only: stored.
public struct CAFrameRateRange: Hashable, Sendable {
    /// Shape only.
    public var minimum: Float
    /// Shape only.
    public var maximum: Float
    /// Shape only.
    public var preferred: Float?

    /// A range. Shape only.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// A range with no preferred rate. Shape only.
    public init(minimum: Float, maximum: Float) { self.init(minimum: minimum, maximum: maximum, preferred: nil) }

    /// Any rate: the system's choice. Shape only.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
#endif
