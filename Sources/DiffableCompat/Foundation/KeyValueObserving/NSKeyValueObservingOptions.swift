#if !canImport(UIKit)
import Foundation

/// Foundation's `NSKeyValueObservingOptions`: what an observation's changes carry and when they
/// come (Linux's Foundation has none). Modelled, with Foundation's raw values: `.new` and `.old`
/// put the values in each change, `.initial` sends one change at once when the observation is
/// registered, `.prior` sends one more before each change (`isPrior` true, the old value only).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The bits. Modelled: Foundation's values (1, 2, 4, 8).
    public let rawValue: UInt

    /// Options from their bits. Modelled; unknown bits are kept and ignored, as Foundation's.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Changes carry the new value. Modelled.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// Changes carry the old value. Modelled.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// One change is sent at once, when the observation is registered. Modelled.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// A change is also sent before each change, with `isPrior` true. Modelled.
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}
#endif
